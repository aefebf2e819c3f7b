import type { MouseEvent, ReactNode } from 'react';
import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useNavigate } from '@bolo/web';

/** An antd button that is a link (role link, real href) and navigates inside the app. */
export function ButtonLink({ to, children, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // new tab or window
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button {...props} href={to} onClick={onClick}>
      {children}
    </Button>
  );
}
