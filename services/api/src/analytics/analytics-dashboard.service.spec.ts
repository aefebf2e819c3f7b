import { ownSiteHosts } from './analytics-dashboard.service';

describe('ownSiteHosts', () => {
  it('lists the public origin and the allowed origins, with and without www., without ports', () => {
    expect(ownSiteHosts('https://www.BoloDirectory.com', ['http://localhost:4200', 'http://127.0.0.1:4200', 'http://[::1]:4200'])).toEqual([
      '127.0.0.1',
      '[::1]',
      'bolodirectory.com',
      'localhost',
      'www.bolodirectory.com',
      'www.localhost',
    ]);
  });

  it('skips what is not an origin', () => {
    expect(ownSiteHosts('not a url', [])).toEqual([]);
  });
});
