import localRemotes from '../../public/remotes.json';
// deploy/ is no Nx project: the production remotes.json is plain data the shell must agree with.
// eslint-disable-next-line @nx/enforce-module-boundaries
import deployedRemotes from '../../../../deploy/remotes.json';
import { accountLinks, drawerLinks, mainLinks } from '../layout/navigation';
import { parseRemoteTable, remoteForPath } from './remote-routing';

const table = parseRemoteTable(localRemotes);

describe('remoteForPath with the remotes.json the shell ships', () => {
  it.each([
    ['/', 'marketing'],
    ['/pricing', 'marketing'],
    ['/lp/what-sells-on-ebay', 'marketing'],
    ['/help-center', 'marketing'],
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

  it('is the same routing as the deployed remotes.json (only the manifest addresses differ)', () => {
    const deployed = parseRemoteTable(deployedRemotes);
    expect(Object.keys(deployed)).toEqual(Object.keys(table));
    for (const [name, entry] of Object.entries(table)) expect(deployed[name].routes).toEqual(entry.routes);
  });

  it('owns every link of the navigation', () => {
    const admin = { id: 1, username: 'a', isAdmin: true, subscriptionStatus: 'active' } as Parameters<typeof accountLinks>[0];
    const links = [...mainLinks(admin), ...mainLinks(null), ...accountLinks(admin), ...drawerLinks(admin), ...drawerLinks(null)];
    for (const link of links) expect([link.to, remoteForPath(link.to, table)]).toEqual([link.to, expect.any(String)]);
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
    const parsed = parseRemoteTable({ good: { manifest: 'g', routes: ['/g/*'] }, old: 'http://x/mf-manifest.json', noRoutes: { manifest: 'n', routes: [] }, relative: { manifest: 'r', routes: ['r/*'] } });
    expect(Object.keys(parsed)).toEqual(['good']);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
