import { isPublicAddress, isVisiblyPrivateHost } from '@bolo/server-kit';
import { vetHost, type ResolveAll } from './address-guard';

const resolvesTo =
  (...addresses: string[]): ResolveAll =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const PRIVATE = [
  '127.0.0.1',
  '127.8.9.10',
  '10.0.0.1',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.20',
  '169.254.169.254',
  '0.0.0.0',
  '100.64.0.1',
  '224.0.0.1',
  '255.255.255.255',
  '::',
  '::1',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'febf::1',
  'ff02::1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '64:ff9b::a00:1',
  '2002:a00:1::1',
];
const PUBLIC = ['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4007:80e::200e', '::ffff:8.8.8.8'];

describe('isPublicAddress', () => {
  it.each(PRIVATE)('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PUBLIC)('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses what is not an IP address', () => {
    expect(isPublicAddress('example.com')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});

describe('isVisiblyPrivateHost', () => {
  it('refuses private literals in any spelling the URL parser accepts, and localhost names', () => {
    for (const url of ['http://127.0.0.1/x.png', 'http://2130706433/', 'http://0x7f.1/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://localhost:8080/', 'http://api.localhost/', 'http://LOCALHOST./']) {
      expect([url, isVisiblyPrivateHost(new URL(url).hostname)]).toEqual([url, true]);
    }
  });

  it('leaves names to the resolver and allows public literals', () => {
    expect(isVisiblyPrivateHost('images.example.com')).toBe(false);
    expect(isVisiblyPrivateHost('8.8.8.8')).toBe(false);
    expect(isVisiblyPrivateHost('[2606:4700:4700::1111]')).toBe(false);
  });
});

describe('vetHost', () => {
  it('answers the one address to connect to for a public name', async () => {
    await expect(vetHost('images.example.com', resolvesTo('93.184.216.34', '2606:4700::1'))).resolves.toEqual({ address: '93.184.216.34', family: 4 });
  });

  it('refuses a name when ANY of its addresses is private (no picking the public one)', async () => {
    await expect(vetHost('mixed.example.com', resolvesTo('93.184.216.34', '10.0.0.5'))).rejects.toMatchObject({ retryable: false, message: expect.stringContaining('private') });
    await expect(vetHost('rebind.example.com', resolvesTo('::ffff:169.254.169.254'))).rejects.toMatchObject({ retryable: false });
  });

  it('checks literals without resolving them, and localhost names before resolving', async () => {
    const resolve = jest.fn(resolvesTo('93.184.216.34'));
    await expect(vetHost('[::1]', resolve)).rejects.toMatchObject({ retryable: false });
    await expect(vetHost('127.0.0.1', resolve)).rejects.toMatchObject({ retryable: false });
    await expect(vetHost('localhost', resolve)).rejects.toMatchObject({ retryable: false });
    await expect(vetHost('8.8.8.8', resolve)).resolves.toEqual({ address: '8.8.8.8', family: 4 });
    expect(resolve).not.toHaveBeenCalled();
  });

  it('lets a failed lookup be retried', async () => {
    const failing: ResolveAll = async () => {
      throw new Error('getaddrinfo EAI_AGAIN');
    };
    await expect(vetHost('flaky.example.com', failing)).rejects.toMatchObject({ retryable: true });
  });

  it('allows private addresses only when told to (tests against a local server)', async () => {
    await expect(vetHost('127.0.0.1', resolvesTo(), true)).resolves.toEqual({ address: '127.0.0.1', family: 4 });
  });
});
