import { remoteOrigins } from './security-headers';

describe('remoteOrigins', () => {
  it("lists each remote's origin once, from absolute manifest addresses only", () => {
    expect(
      remoteOrigins({
        marketing: { manifest: 'http://localhost:4201/mf-manifest.json', routes: ['/'] },
        member: { manifest: 'https://cdn.example.com/member/mf-manifest.json', routes: ['/directory/*'] },
        admin: { manifest: 'https://cdn.example.com/admin/mf-manifest.json', routes: ['/admin/*'] },
        // Deployed under the site's own origin: 'self' already allows it.
        blog: { manifest: '/remotes/blog/mf-manifest.json', routes: ['/blog/*'] },
        // Not a place a browser loads scripts from.
        odd: { manifest: 'javascript:alert(1)', routes: ['/odd'] },
      }),
    ).toEqual(['http://localhost:4201', 'https://cdn.example.com']);
  });
});
