import type { ReactNode } from 'react';
import { platformColor } from '@bolo/contracts';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'danger';

export function Badge({ children, variant = 'default', className }: { children: ReactNode; variant?: BadgeVariant; className?: string }) {
  return <span className={['badge', `badge--${variant}`, className ?? ''].filter(Boolean).join(' ')}>{children}</span>;
}

/** A selling platform, always in that platform's own colour. */
export function PlatformBadge({ platform, children }: { platform: string; children?: ReactNode }) {
  const color = platformColor(platform);
  return (
    <span className="badge badge--platform" style={{ backgroundColor: color.background, color: color.text }}>
      {children ?? platform}
    </span>
  );
}
