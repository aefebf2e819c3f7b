import { remoteBase, remoteFileUrls, remoteName, type RemoteManifest } from './remote-files';

// The files the service worker keeps for a remote, read from the remote's mf-manifest.json.
const manifest = (publicPath: string): RemoteManifest => ({
  name: 'member',
  metaData: { name: 'member', publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      assets: {
        js: { sync: ['971.78c7c8e9.js', '__federation_expose_routes.a9dd3b83.js'], async: ['461.fd1b08b2.js', '971.78c7c8e9.js'] },
        css: { sync: ['199.a0407bb7.css'], async: ['484.a6380857.css'] },
      },
    },
  ],
});

describe('a remote as its manifest lists it', () => {
  it('keeps the entry and every chunk and stylesheet of the exposed modules once, beside the manifest when its publicPath is auto', () => {
    expect(remoteName(manifest('auto'))).toBe('member');
    expect(remoteFileUrls(manifest('auto'), 'https://bolo.example/remotes/member/mf-manifest.json')).toEqual([
      'https://bolo.example/remotes/member/remoteEntry.js',
      'https://bolo.example/remotes/member/971.78c7c8e9.js',
      'https://bolo.example/remotes/member/__federation_expose_routes.a9dd3b83.js',
      'https://bolo.example/remotes/member/461.fd1b08b2.js',
      'https://bolo.example/remotes/member/199.a0407bb7.css',
      'https://bolo.example/remotes/member/484.a6380857.css',
    ]);
  });

  it('reads the files from the publicPath the remote was built with, relative or on another origin', () => {
    expect(remoteBase(manifest('/static/member'), 'https://bolo.example/remotes/member/mf-manifest.json')).toBe('https://bolo.example/static/member/');
    expect(remoteFileUrls(manifest('https://cdn.example/member/'), 'https://bolo.example/remotes/member/mf-manifest.json')[0]).toBe('https://cdn.example/member/remoteEntry.js');
  });

  it('reads an entry kept in a folder of its own', () => {
    const inFolder: RemoteManifest = { ...manifest('auto'), metaData: { name: 'member', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } }, exposes: [] };
    expect(remoteFileUrls(inFolder, 'http://localhost:4202/mf-manifest.json')).toEqual(['http://localhost:4202/entry/remoteEntry.js']);
  });
});
