import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FormEcho } from '@bolo/web';
import { formPosts } from './form-posts';

const listen = (server: http.Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

interface ApiRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}
type ApiReply = { status: number; body: unknown; cookies?: string[] } | 'hang up';

// A stand-in for the API: records each call and answers what the test queued for its path.
const calls: ApiRequest[] = [];
const replies = new Map<string, ApiReply>();
const api = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    const path = req.url ?? '';
    calls.push({ path, headers: req.headers, body: JSON.parse(text || '{}') as Record<string, unknown> });
    const reply = replies.get(path) ?? { status: 404, body: { message: 'not queued' } };
    if (reply === 'hang up') {
      req.socket.destroy();
      return;
    }
    res.writeHead(reply.status, { 'Content-Type': 'application/json', ...(reply.cookies ? { 'Set-Cookie': reply.cookies } : {}) });
    res.end(JSON.stringify(reply.body));
  });
});

// The page renderer: answers the echo as JSON, so a test reads what the page would show.
const pages: Array<{ url: string; echo: FormEcho; status: number }> = [];
let shellServer: http.Server;
let shellUrl = '';

beforeAll(async () => {
  const apiUrl = new URL(await listen(api));
  const app = express();
  app.use(
    formPosts({
      apiUrl,
      log: () => undefined,
      page: async (req, res, { echo, status }) => {
        pages.push({ url: req.originalUrl, echo, status });
        res.status(status).json(echo);
      },
    }),
  );
  shellServer = http.createServer(app);
  shellUrl = await listen(shellServer);
});
afterAll(async () => {
  await new Promise((resolve) => shellServer.close(resolve));
  await new Promise((resolve) => api.close(resolve));
});
beforeEach(() => {
  calls.length = 0;
  pages.length = 0;
  replies.clear();
});

const SESSION_COOKIE = 'bolo.sid=s%3Anew; Path=/; HttpOnly; SameSite=Lax';

/** A browser's form post: urlencoded, naming the shell's origin. */
function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${shellUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost:4200', Referer: `http://localhost:4200${path}`, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('formPosts: sign-in', () => {
  it('signs in through the API and goes to the directory with the session cookie the API set', async () => {
    replies.set('/api/auth/signin', { status: 200, body: { user: { id: 3 }, message: 'Login successful' }, cookies: [SESSION_COOKIE] });
    const res = await post('/login', { username: '  member ', password: 'Member123!' }, { Cookie: 'theme=dark' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/directory');
    expect(res.headers.getSetCookie()).toEqual([SESSION_COOKIE]);
    const [call] = calls;
    expect(call.body).toEqual({ username: 'member', password: 'Member123!' });
    expect(call.headers).toMatchObject({ 'content-type': 'application/json', origin: 'http://localhost:4200', cookie: 'theme=dark', 'x-forwarded-for': '127.0.0.1' });
  });

  it("refuses what the page refuses, with the page's first message, without calling the API", async () => {
    const res = await post('/login', { username: 'ab', password: 'secret123' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ form: 'login', values: { username: 'ab' }, message: 'Username must be at least 3 characters', fields: ['username'], done: false });
    expect(calls).toHaveLength(0);
  });

  it("relays the API's refusal in its status, keeping the username and never the password", async () => {
    replies.set('/api/auth/signin', { status: 401, body: { message: 'Invalid username or password' } });
    const res = await post('/login', { username: 'member', password: 'wrong-password' });
    expect(res.status).toBe(401);
    const echo = (await res.json()) as FormEcho;
    expect(echo).toMatchObject({ message: 'Invalid username or password', values: { username: 'member' } });
    expect(JSON.stringify(echo)).not.toContain('wrong-password');
  });

  it("answers the page with a 'try again' message when the API fails or cannot be reached", async () => {
    replies.set('/api/auth/signin', { status: 500, body: { message: 'Internal server error' } });
    const failed = await post('/login', { username: 'member', password: 'Member123!' });
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as FormEcho).message).toBe('Something went wrong. Please try again.');
    replies.set('/api/auth/signin', 'hang up');
    const unreachable = await post('/login', { username: 'member', password: 'Member123!' });
    expect(unreachable.status).toBe(502);
  });
});

describe('formPosts: the other forms', () => {
  it('signs up with the fields the page sends and echoes a taken name without the passwords', async () => {
    replies.set('/api/auth/signup', { status: 409, body: { message: 'Username already taken' } });
    const fields = { firstName: 'Pat', lastName: 'Buyer', email: 'pat@example.test', username: 'pat', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' };
    const res = await post('/signup', fields);
    expect(res.status).toBe(409);
    expect(calls[0].body).toEqual({ firstName: 'Pat', lastName: 'Buyer', email: 'pat@example.test', username: 'pat', password: 'Str0ng!Pass' });
    expect(await res.json()).toEqual({ form: 'signup', values: { firstName: 'Pat', lastName: 'Buyer', email: 'pat@example.test', username: 'pat' }, message: 'Username already taken', fields: [], done: false });
  });

  it("shows forgot-password's confirmation once the API has accepted the address", async () => {
    replies.set('/api/auth/forgot-password', { status: 200, body: { message: 'sent' } });
    const res = await post('/forgot-password', { email: ' rae@example.com ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ form: 'forgot-password', done: true, values: { email: 'rae@example.com' } });
  });

  it('resets the password with the token of the address, then goes to sign in', async () => {
    replies.set('/api/auth/reset-password', { status: 200, body: { message: 'Password reset successful' } });
    const mismatch = await post('/reset-password?token=abc', { newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' });
    expect(await mismatch.json()).toMatchObject({ message: 'Passwords do not match. Please try again.', fields: ['confirmPassword'], values: {} });
    const res = await post('/reset-password?token=abc', { newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
    expect(calls.at(-1)?.body).toEqual({ token: 'abc', newPassword: 'Abcdef1!' });
  });

  it('makes the account after payment, links the payment with its new session, then welcomes', async () => {
    replies.set('/api/auth/signup', { status: 201, body: { user: { id: 9 } }, cookies: [SESSION_COOKIE] });
    replies.set('/api/link-subscription', { status: 200, body: { message: 'linked' } });
    const fields = { firstName: 'Rae', lastName: 'Seller', email: 'rae@example.com', username: 'rae_sells', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' };
    const res = await post('/payment-success?session_id=cs_test_a1', fields, { Cookie: 'theme=dark' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/payment-success');
    expect(res.headers.getSetCookie()).toEqual([SESSION_COOKIE]);
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/signup', '/api/link-subscription']);
    expect(calls[1].body).toEqual({ sessionId: 'cs_test_a1' });
    expect(calls[1].headers.cookie).toBe('theme=dark; bolo.sid=s%3Anew');
  });

  it.each([
    [{ firstName: 'Rae' }, 'All fields are required.'],
    [{ password: 'Abcdef1!', confirmPassword: 'Abcdef1?' }, 'Passwords do not match. Please try again.'],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.'],
    [{ username: 'no spaces' }, 'Username can only contain letters, numbers, and underscores'],
  ])("checks the account form with the page's rules: %p", async (change, message) => {
    const complete = { firstName: 'Rae', lastName: 'Seller', email: 'rae@example.com', username: 'rae_sells', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' };
    const fields = 'firstName' in change ? change : { ...complete, ...change };
    const res = await post('/payment-success?session_id=cs_test_a1', fields);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ form: 'payment-account', message });
    expect(calls).toHaveLength(0);
  });

  it("starts the chosen plan's checkout and goes on to its page", async () => {
    replies.set('/api/create-checkout-session', { status: 200, body: { url: 'http://127.0.0.1:12111/checkout/cs_test_1?a=1&b=2' } });
    const res = await post('/pricing', { plan: 'annual' });
    // Another origin: a page that moves on by itself (form-action 'self' holds a form's redirects).
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<meta http-equiv="refresh" content="0;url=http://127.0.0.1:12111/checkout/cs_test_1?a=1&amp;b=2">');
    expect(calls[0].body).toEqual({ plan: 'annual' });
    replies.set('/api/create-checkout-session', { status: 409, body: { message: 'You already have an active subscription.' } });
    const refused = await post('/pricing', { plan: 'monthly' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ form: 'pricing', message: 'You already have an active subscription.' });
  });

  it('sends a contact message and shows the confirmation, or the first problem under its field', async () => {
    const empty = await post('/contact', { name: '', email: '', subject: '', message: '' });
    expect(await empty.json()).toMatchObject({ message: 'Name is required', fields: ['name'] });
    replies.set('/api/help/contact', { status: 201, body: { success: true, message: "We'll get back to you within 24 hours." } });
    const res = await post('/contact', { name: 'Vera', email: 'vera@example.test', subject: 'Hi', message: 'Estate sales?' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ form: 'contact', values: {}, message: "We'll get back to you within 24 hours.", fields: [], done: true });
    expect(calls[0].body).toEqual({ name: 'Vera', email: 'vera@example.test', subject: 'Hi', message: 'Estate sales?', type: 'Contact Form' });
  });
});
