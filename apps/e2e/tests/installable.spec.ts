import { expect, test } from './support/app-ready';

// Issue 21, installable: the web app manifest and icons Android Chrome and iOS Safari need.
test.describe('installable app', () => {
  test('the pages name a manifest Chromium accepts, with the icons and tags each platform needs', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');

    const response = await page.request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as { start_url: string; display: string; name: string; icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(manifest).toMatchObject({ name: 'BOLO Directory', start_url: '/directory', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const src of [...manifest.icons.map((icon) => icon.src), '/icons/apple-touch-icon.png']) {
      const icon = await page.request.get(src);
      expect({ src, status: icon.status(), type: icon.headers()['content-type'] }).toEqual({ src, status: 200, type: 'image/png' });
    }

    // Chromium's own reading of the manifest: no errors.
    const cdp = await page.context().newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string; critical: number }> };
    expect(errors).toEqual([]);
  });
});
