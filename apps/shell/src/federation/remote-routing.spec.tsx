import { routePrefixes } from '@bolo/web';
import type { PageDefinition } from '@bolo/web';
import localRemotes from '../../public/remotes.json';
// deploy/ is no Nx project: the production remotes.json is plain data the shell must agree with.
// eslint-disable-next-line @nx/enforce-module-boundaries
import deployedRemotes from '../../../../deploy/remotes.json';
import { parseRemoteTable, remoteForPath, remotesStillUnknown } from './remote-routing';

const page = (path: string): PageDefinition => ({ path, page: () => null, head: { title: path } });

// Routes as the web server learns them from the remotes' page lists (server/pages.ts).
const table = parseRemoteTable({
  marketing: { manifest: 'm', routes: routePrefixes(['/', '/landing', '/lp/what-sells-on-ebay', '/pricing', '/blog', '/blog/:slug', '/help-center'].map(page)) },
  member: { manifest: 'u', routes: routePrefixes(['/directory', '/bolo/:id', '/payment-success'].map(page)) },
  admin: { manifest: 'a', routes: routePrefixes(['/admin/*'].map(page)) },
});

describe('remoteForPath with routes learned from page lists', () => {
  it.each([
    ['/', 'marketing'],
    ['/pricing', 'marketing'],
    ['/lp/what-sells-on-ebay', 'marketing'],
    ['/help-center', 'marketing'],
    ['/blog', 'marketing'],
    ['/blog/some-post', 'marketing'],
    ['/directory', 'member'],
    ['/directory/', 'member'],
    ['/bolo/12', 'member'],
    ['/payment-success', 'member'],
    ['/admin', 'admin'],
    ['/admin/users/3', 'admin'],
    ['/admin/', 'admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path, table)).toBe(remote);
  });

  it.each(['/administrator', '/directory-old', '/forgot-password', '/no-such-page', '/bolos', '/login'])('%s belongs to no remote', (path) => {
    expect(remoteForPath(path, table)).toBeNull();
  });
});

describe('remotes.json as shipped', () => {
  it('names the same remotes locally and deployed, each by its manifest only (the addresses come from the remotes)', () => {
    const local = parseRemoteTable(localRemotes);
    const deployed = parseRemoteTable(deployedRemotes);
    expect(Object.keys(deployed)).toEqual(Object.keys(local));
    expect(Object.keys(local)).toEqual(['marketing', 'member', 'admin']);
    // Until the web server has read each remote's pages, any address may be theirs.
    expect(remotesStillUnknown(local)).toBe(true);
    expect(remotesStillUnknown(table)).toBe(false);
  });
});

describe('route patterns', () => {
  const routes = (marketing: string[], other: string[]) => ({ marketing: { manifest: 'm', routes: marketing }, other: { manifest: 'o', routes: other } });

  it("an exact route matches only itself; '/*' matches the address and everything below it", () => {
    const patterns = parseRemoteTable(routes(['/'], ['/shop/*']));
    expect(remoteForPath('/', patterns)).toBe('marketing');
    expect(remoteForPath('/x', patterns)).toBeNull();
    expect(remoteForPath('/shop', patterns)).toBe('other');
    expect(remoteForPath('/shop/a/b', patterns)).toBe('other');
    expect(remoteForPath('/shopping', patterns)).toBeNull();
  });

  it('the most specific route wins, whatever the order of the remotes', () => {
    const patterns = parseRemoteTable(routes(['/*', '/shop/sale'], ['/shop/*']));
    expect(remoteForPath('/anything', patterns)).toBe('marketing');
    expect(remoteForPath('/shop/1', patterns)).toBe('other');
    expect(remoteForPath('/shop/sale', patterns)).toBe('marketing');
  });

  it('leaves out malformed entries (and says so) instead of failing the whole table', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const parsed = parseRemoteTable({ good: { manifest: 'g', routes: ['/g/*'] }, old: 'http://x/mf-manifest.json', unknown: { manifest: 'n' }, relative: { manifest: 'r', routes: ['r/*'] } });
    expect(Object.keys(parsed)).toEqual(['good', 'unknown', 'relative']);
    expect(parsed.relative.routes).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
