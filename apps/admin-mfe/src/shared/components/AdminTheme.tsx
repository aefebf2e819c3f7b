import { useState } from 'react';
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import { nonceScriptStyles, pageNonce } from '../csp-nonce';

// The site's text colours (libs/web styles.css): antd's defaults for secondary, placeholder and
// disabled text, links in the selected menu item, danger text and the green and orange tags fall
// below WCAG 1.4.3's 4.5:1 on white and on the page background. Same hues, darker text.
const PRIMARY_TEXT = '#1a5fd0'; // --color-primary-text: 5.1:1 on the selected menu item's #e6f0ff-ish background
const MUTED_TEXT = '#5b6472'; // --color-text-muted: 5.6:1 on #f7f8fa, 6:1 on white
const SOFT_TEXT = '#646b78'; // placeholders and disabled text: 4.6:1 even on a disabled field's grey
const DANGER = '#c62828'; // --color-danger: 5.6:1 on white (antd's #ff4d4f is 3.3:1)
const GREEN_TEXT = '#237804'; // antd's green-8
const ORANGE_TEXT = '#ad4e00'; // antd's orange-8

const ADMIN_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f6feb',
    colorLink: PRIMARY_TEXT,
    colorError: DANGER,
    colorTextTertiary: MUTED_TEXT,
    colorTextDescription: MUTED_TEXT,
    colorTextPlaceholder: SOFT_TEXT,
    colorTextDisabled: SOFT_TEXT,
    // Tag text (palette step 7) on its tint (step 1): 5.4:1 and 5.1:1 instead of 3.4:1. Both
    // spellings: they become the same CSS variable (--ant-green-7), and the later one wins.
    green7: GREEN_TEXT,
    'green-7': GREEN_TEXT,
    orange7: ORANGE_TEXT,
    'orange-7': ORANGE_TEXT,
    borderRadius: 10,
    fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Menu: { itemSelectedColor: PRIMARY_TEXT, subMenuItemSelectedColor: PRIMARY_TEXT },
  },
};

/** antd themed with the site's tokens (see libs/web styles.css); its runtime <style>s carry the page's nonce. */
export function AdminTheme({ children }: { children: ReactNode }) {
  const [csp] = useState(() => {
    const nonce = pageNonce();
    nonceScriptStyles(nonce);
    return { nonce };
  });
  return (
    <ConfigProvider theme={ADMIN_THEME} csp={csp}>
      {children}
    </ConfigProvider>
  );
}
