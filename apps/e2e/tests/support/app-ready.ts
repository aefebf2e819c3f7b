// `test` for specs that drive the app: after a navigation on the shell's origin, `page.goto`
// and `page.reload` also wait until the app has started on the page (the shell marks
// <html data-app-ready> once it has hydrated or rendered). Pages are server-rendered, so
// they are visible before that; a person can read them, but a form submitted in that moment
// is a plain HTML post (back to the page), which is not what these tests are about.
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const shellOrigin = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:4200').origin;

async function appStarted(page: Page): Promise<void> {
  if (!page.url().startsWith(shellOrigin)) return;
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  // The app starts before a lazily loaded page's code has arrived; React hydrates that page (and
  // its forms start to work) only then, which it marks by attaching its fiber to the page's element.
  await page.waitForFunction(() => {
    const content = document.querySelector('#main')?.firstElementChild;
    return !content || Object.keys(content).some((key) => key.startsWith('__reactFiber$'));
  });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await appStarted(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        const response = await reload(...args);
        await appStarted(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
