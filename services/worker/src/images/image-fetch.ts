import { IMAGE_MAX_BYTES } from '@bolo/contracts';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveAll, vetHost, type ResolveAll, type ResolvedAddress } from './address-guard';
import { ImageFetchError } from './image-fetch-error';

export interface ImageFetchOptions {
  /** Whole fetch, redirects included. */
  timeoutMs: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Tests only: lets the fetch reach a server on this machine. */
  allowPrivate?: boolean;
  resolve?: ResolveAll;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Downloads the bytes at `address` for an item picture, guarded against SSRF: http(s) only,
 * every hop's host vetted (see vetHost) and connected to by the vetted address, at most
 * `maxRedirects` redirects, one deadline for everything, and the body cut off past `maxBytes`.
 * What the bytes are is checked by the caller (by content, never by the Content-Type header).
 */
export async function fetchImageBytes(address: string, options: ImageFetchOptions): Promise<Buffer> {
  const { timeoutMs, maxBytes = IMAGE_MAX_BYTES, maxRedirects = 3, allowPrivate = false, resolve = resolveAll } = options;
  const deadline = AbortSignal.timeout(timeoutMs);
  let url = parseUrl(address);
  for (let hop = 0; ; hop++) {
    const target = await vetHost(url.hostname, resolve, allowPrivate);
    const response = await get(url, target, deadline, timeoutMs);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.resume();
      if (hop >= maxRedirects) throw new ImageFetchError(`more than ${maxRedirects} redirects`, { retryable: false });
      url = parseUrl(location, url);
      continue;
    }
    const status = response.statusCode ?? 0;
    if (status !== 200) {
      response.resume();
      // A server error may pass; a missing or forbidden picture will not.
      throw new ImageFetchError(`${url.href} answered HTTP ${status}`, { retryable: status >= 500 || status === 429 });
    }
    return readBody(response, maxBytes, deadline, timeoutMs);
  }
}

function parseUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new ImageFetchError(`not a valid URL: ${text.slice(0, 200)}`, { retryable: false });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageFetchError(`only http and https addresses are fetched, not ${url.protocol}`, { retryable: false });
  if (url.username || url.password) throw new ImageFetchError('addresses with credentials are not fetched', { retryable: false });
  return url;
}

/** Connects to the vetted address whatever a later DNS answer says (no rebinding); TLS still checks the name. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
}

function timedOut(timeoutMs: number): ImageFetchError {
  return new ImageFetchError(`timed out after ${timeoutMs} ms`, { retryable: true });
}

function get(url: URL, target: ResolvedAddress, deadline: AbortSignal, timeoutMs: number): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      lookup: pinnedLookup(target),
      signal: deadline,
      headers: { accept: 'image/jpeg, image/png, image/webp', 'user-agent': 'BOLO-Directory-ImageFetch/1.0' },
    });
    request.on('response', resolve);
    request.on('error', (error) => reject(deadline.aborted ? timedOut(timeoutMs) : new ImageFetchError(`could not fetch ${url.href}: ${error.message}`, { retryable: true })));
    request.end();
  });
}

function readBody(response: IncomingMessage, maxBytes: number, deadline: AbortSignal, timeoutMs: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(tooLarge(maxBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const fail = (error: ImageFetchError) => {
      response.destroy();
      reject(error);
    };
    response.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) fail(tooLarge(maxBytes)); // stop reading: the rest is never buffered
      else chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', (error) => fail(deadline.aborted ? timedOut(timeoutMs) : new ImageFetchError(`download failed: ${error.message}`, { retryable: true })));
    // A connection cut before the end (by the deadline or the server) must not pass as a whole picture.
    response.on('close', () => {
      if (!response.complete) fail(deadline.aborted ? timedOut(timeoutMs) : new ImageFetchError('download cut off', { retryable: true }));
    });
  });
}

function tooLarge(maxBytes: number): ImageFetchError {
  return new ImageFetchError(`the picture is larger than ${maxBytes} bytes`, { retryable: false });
}
