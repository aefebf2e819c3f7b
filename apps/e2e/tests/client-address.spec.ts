// Finding 1 of the hardening review (issue 10): everyone who reached the API through the shell's
// /api proxy used to be one client (127.0.0.1), so ten bad passwords from anyone locked an account
// for everyone. Clients here connect from different loopback addresses (127.0.0.x), as different
// people on the internet would, and the limits must tell them apart, whatever they claim in
// X-Forwarded-For.
import http from 'node:http';
import { expect, test } from '@playwright/test';

const shell = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:4200');

/** Signs in through the shell from `localAddress`; answers the HTTP status. */
function signIn(localAddress: string, username: string, password: string, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: shell.port,
        localAddress,
        method: 'POST',
        path: '/api/auth/signin',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // As a browser does: the API refuses a state-changing request that names no origin.
          origin: shell.origin,
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test.describe('the client address behind the shell', () => {
  test('ten wrong passwords from one address lock that address out of the account, not everyone', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) expect(await signIn('127.0.0.2', 'free', `wrong-guess-${attempt}`)).toBe(401);
    expect(await signIn('127.0.0.2', 'free', 'Free1234!')).toBe(429);
    // The account's owner, somewhere else, signs in.
    expect(await signIn('127.0.0.3', 'free', 'Free1234!')).toBe(200);
  });

  test('a made-up X-Forwarded-For neither escapes the limit nor frames someone else', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await signIn('127.0.0.4', 'member', `wrong-guess-${attempt}`, `198.51.100.${attempt}`)).toBe(401);
    }
    expect(await signIn('127.0.0.4', 'member', 'wrong-guess-11', '198.51.100.99')).toBe(429);
    // Claiming to be the locked-out address does not lock out whoever connects from elsewhere.
    expect(await signIn('127.0.0.5', 'member', 'Member123!', '127.0.0.4')).toBe(200);
  });
});
