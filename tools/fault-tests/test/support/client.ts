/** One answer: the status, the parsed JSON body (or null) and how long it took. */
export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/** What a request gets when no answer arrives in time (the API hung) or the connection failed. */
export const NO_ANSWER = 0;

/** The page origin a browser on the site names (the API's default ALLOWED_ORIGINS): the API refuses state-changing requests naming none. */
const BROWSER_ORIGIN = 'http://localhost:4200';

/**
 * A browser-like client over real HTTP: it names the site's origin and keeps the session cookie
 * the API sets, and gives up after `timeoutMs` so that a request hanging on a dead dependency
 * fails the test instead of stalling it.
 */
export class Client {
  private cookie: string | null = null;
  /** The headers of the last answer. */
  lastHeaders: Headers | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 8000,
  ) {}

  get sessionCookie(): string | null {
    return this.cookie;
  }

  get(path: string): Promise<Answer> {
    return this.request('GET', path);
  }

  post(path: string, body: unknown): Promise<Answer> {
    return this.request('POST', path, body);
  }

  /** A multipart upload of one file (the admin CSV import). */
  upload(path: string, file: { field: string; name: string; type: string; content: string }, fields: Record<string, string> = {}): Promise<Answer> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(file.field, new Blob([file.content], { type: file.type }), file.name);
    return this.request('POST', path, form);
  }

  async request(method: string, path: string, body?: unknown): Promise<Answer> {
    const started = Date.now();
    const headers: Record<string, string> = { origin: BROWSER_ORIGIN };
    if (this.cookie) headers.cookie = this.cookie;
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      this.lastHeaders = res.headers;
      const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('bolo.sid='));
      if (setCookie) this.cookie = setCookie.split(';')[0];
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return { status: res.status, body: parsed, ms: Date.now() - started };
    } catch {
      return { status: NO_ANSWER, body: null, ms: Date.now() - started };
    }
  }
}

/** Polls until `probe` returns something truthy; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
