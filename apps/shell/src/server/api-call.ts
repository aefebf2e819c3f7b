// One JSON call to the API on behalf of a browser's form post (form-posts.ts): the same
// request the app would make through /api, with the browser's cookie, its Origin and Referer
// (the API's cross-site check judges what the browser named, never something made up here),
// and who the client is (forwardedHeaders), so the API's sessions and rate limits apply as usual.
import type { IncomingMessage } from 'node:http';
import { forwardedHeaders } from './api-proxy';

// Sign-in and sign-up hash a password (argon2), which may queue under load.
const API_TIMEOUT_MS = 10_000;

export interface ApiAnswer {
  /** The API's status; 0 when it could not be reached or did not answer in time. */
  status: number;
  /** The JSON object it answered, else empty. */
  body: Record<string, unknown>;
  /** Its Set-Cookie headers, passed on to the browser as they are. */
  cookies: string[];
}

export type ApiCall = (path: string, body: unknown, options?: { cookie?: string }) => Promise<ApiAnswer>;

export function apiCaller(apiUrl: URL, req: IncomingMessage & { ip?: string }): ApiCall {
  return async (path, body, { cookie = req.headers.cookie } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...forwardedHeaders(req) };
    if (cookie) headers.cookie = cookie;
    if (req.headers.origin) headers.origin = req.headers.origin;
    if (req.headers.referer) headers.referer = req.headers.referer;
    try {
      const response = await fetch(new URL(path, apiUrl), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      return { status: response.status, body: jsonObject(await response.text()), cookies: response.headers.getSetCookie() };
    } catch {
      return { status: 0, body: {}, cookies: [] };
    }
  };
}

/** The Cookie header a browser would send next: `cookie` with the cookies `setCookies` set replaced or added. */
export function cookiesAfter(cookie: string | undefined, setCookies: string[]): string {
  const jar = new Map<string, string>();
  for (const pair of (cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name) jar.set(name, value.join('='));
  }
  for (const header of setCookies) {
    const [name, ...value] = (header.split(';')[0] ?? '').trim().split('=');
    if (name) jar.set(name, value.join('='));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

function jsonObject(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
