import { remoteForPath } from './remote-routing';

describe('remoteForPath', () => {
  it.each([
    ['/', 'marketing'],
    ['/pricing', 'marketing'],
    ['/lp/what-sells-on-ebay', 'marketing'],
    ['/help-center', 'marketing'],
    ['/blog/some-post', 'marketing'],
    ['/directory', 'member'],
    ['/bolo/12', 'member'],
    ['/payment-success', 'member'],
    ['/admin', 'admin'],
    ['/admin/users/3', 'admin'],
    ['/admin/', 'admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/administrator', '/directory-old', '/forgot-password', '/no-such-page', '/bolos'])('%s belongs to no remote', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });
});
