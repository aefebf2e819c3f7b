import { isLocalHostName, isPublicAddress } from '@bolo/server-kit';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ImageFetchError } from './image-fetch-error';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a name resolves to (node:dns lookup, all of them); injectable for tests. */
export type ResolveAll = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveAll: ResolveAll = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/**
 * The address to connect to for `hostname`, refused when the name or ANY of its addresses is
 * private: a name answering one public and one private address could otherwise be steered to the
 * private one. The caller connects to exactly this address, so a second lookup (DNS rebinding)
 * never happens. `allowPrivate` is for tests against a local server only.
 */
export async function vetHost(hostname: string, resolve: ResolveAll, allowPrivate = false): Promise<ResolvedAddress> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isLocalHostName(bare)) throw refused(hostname);
  const family = isIP(bare);
  let addresses: ResolvedAddress[];
  if (family !== 0) {
    addresses = [{ address: bare, family: family as 4 | 6 }];
  } else {
    try {
      addresses = await resolve(bare);
    } catch (error) {
      // A name that does not resolve now may resolve on a retry (a DNS outage).
      throw new ImageFetchError(`could not resolve ${hostname}: ${(error as Error).message}`, { retryable: true });
    }
  }
  if (addresses.length === 0) throw new ImageFetchError(`${hostname} has no address`, { retryable: true });
  if (!allowPrivate && addresses.some(({ address }) => !isPublicAddress(address))) throw refused(hostname);
  return addresses[0];
}

function refused(hostname: string): ImageFetchError {
  return new ImageFetchError(`refused: ${hostname} is or resolves to a private, loopback, link-local or reserved address`, { retryable: false });
}
