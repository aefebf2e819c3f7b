import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';

/** antd themed with the site's tokens (see libs/web styles.css). */
export function AdminTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      theme={{
        token: {
          colorPrimary: '#1f6feb',
          borderRadius: 10,
          fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
