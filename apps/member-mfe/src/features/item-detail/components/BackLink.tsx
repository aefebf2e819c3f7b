import { buttonClassName, Link } from '@bolo/web';
import { useBackNavigation } from '../hooks/useBackNavigation';

export function BackLink({ variant = 'ghost' }: { variant?: 'ghost' | 'primary' | 'outline' }) {
  const back = useBackNavigation();
  return (
    <Link to={back.href} onClick={back.onClick} className={buttonClassName({ variant, size: variant === 'ghost' ? 'sm' : 'md', className: 'back-link' })}>
      {variant === 'ghost' ? <span aria-hidden="true">←</span> : null}
      {back.label}
    </Link>
  );
}
