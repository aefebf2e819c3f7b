// Finding 9 of the hardening review (issue 10): production builds make source maps (for our own
// debugging), but no server hands them out, and no served file points at one. A map would give
// anyone the original source of every app.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { platformRemotes, root, shellUrl } from './support/web-servers';

const APPS = [
  { name: 'shell', dist: 'apps/shell/dist', origin: () => shellUrl.origin },
  ...(['marketing', 'member', 'admin'] as const).map((remote) => ({
    name: remote,
    dist: `apps/${remote}-mfe/dist`,
    origin: () => new URL(platformRemotes()[remote].manifest).origin,
  })),
];

for (const app of APPS) {
  test(`the ${app.name} app's server answers 404 for its source maps, and its scripts name none`, async ({ request }) => {
    const maps = fs.readdirSync(path.join(root, app.dist)).filter((file) => file.endsWith('.js.map'));
    expect(maps.length, `${app.dist} holds the build's source maps`).toBeGreaterThan(0);
    for (const map of maps.slice(0, 5)) {
      const script = map.replace(/\.map$/, '');
      const served = await request.get(`${app.origin()}/${script}`);
      expect(served.status(), script).toBe(200);
      expect(await served.text()).not.toContain('sourceMappingURL');
      expect((await request.get(`${app.origin()}/${map}`)).status(), map).toBe(404);
    }
  });
}
