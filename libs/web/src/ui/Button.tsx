import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
  children?: ReactNode;
}

export type ButtonProps = CommonProps &
  (
    | (ButtonHTMLAttributes<HTMLButtonElement> & { to?: undefined })
    /** With `to`, renders a router link that looks like a button. */
    | { to: string; replace?: boolean; onClick?: () => void; 'aria-label'?: string; 'data-testid'?: string }
  );

export function buttonClassName({ variant = 'primary', size = 'md', block, className }: CommonProps): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ');
}

export function Button(props: ButtonProps) {
  const { variant, size, block, className, children, ...rest } = props;
  const classes = buttonClassName({ variant, size, block, className });
  if ('to' in rest && typeof rest.to === 'string') {
    const { to, replace, ...linkRest } = rest;
    return (
      <Link to={to} replace={replace} className={classes} {...linkRest}>
        {children}
      </Link>
    );
  }
  const buttonRest = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button type="button" className={classes} {...buttonRest}>
      {children}
    </button>
  );
}
