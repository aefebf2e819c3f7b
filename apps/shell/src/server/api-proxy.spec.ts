import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiProxy } from './api-proxy';

const listen = (server: http.Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

// The API refuses a state-changing request that names no allowed origin (issue 16 finding 7): the
// proxy must pass on what the browser named, on the shell's origin, untouched.
describe('createApiProxy', () => {
  const seen: http.IncomingHttpHeaders[] = [];
  const api = http.createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  let shellServer: http.Server;
  let shellUrl = '';

  beforeAll(async () => {
    const apiUrl = await listen(api);
    shellServer = http.createServer(express().use('/api', createApiProxy(new URL(apiUrl), () => undefined)));
    shellUrl = await listen(shellServer);
  });
  afterAll(async () => {
    await new Promise((resolve) => shellServer.close(resolve));
    await new Promise((resolve) => api.close(resolve));
  });

  it("passes the browser's Origin and Referer on to the API", async () => {
    const res = await fetch(`${shellUrl}/api/saved-bolos`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:4200', Referer: 'http://localhost:4200/directory', 'Content-Type': 'application/json' },
      body: '{"boloItemId":1}',
    });
    expect(res.status).toBe(204);
    expect(seen.at(-1)).toMatchObject({ origin: 'http://localhost:4200', referer: 'http://localhost:4200/directory' });
  });
});

// A kept-alive connection can be closed by the API as idle at the moment the proxy sends the next
// request on it (ECONNRESET on a reused socket): the page saw a 502 for a plain GET (CI, 2026-11-27).
describe('createApiProxy on a kept-alive connection the API has just closed', () => {
  const requestsPerSocket = new WeakMap<object, number>();
  // The API drops the connection, without answering, when a second request arrives on it.
  const api = http.createServer((req, res) => {
    const count = (requestsPerSocket.get(req.socket) ?? 0) + 1;
    requestsPerSocket.set(req.socket, count);
    if (count > 1) {
      req.socket.destroy();
      return;
    }
    req.resume();
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`answered ${req.method} ${req.url}`));
  });
  let shellServer: http.Server;
  let shellUrl = '';

  beforeAll(async () => {
    const apiUrl = await listen(api);
    shellServer = http.createServer(express().use('/api', createApiProxy(new URL(apiUrl), () => undefined)));
    shellUrl = await listen(shellServer);
  });
  afterAll(async () => {
    await new Promise((resolve) => shellServer.close(resolve));
    await new Promise((resolve) => api.close(resolve));
  });

  it('sends a GET again on a new connection instead of answering 502', async () => {
    expect((await fetch(`${shellUrl}/api/first`)).status).toBe(200);
    const second = await fetch(`${shellUrl}/api/admin/comments/reported`);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe('answered GET /api/admin/comments/reported');
  });

  it('never sends a POST twice: its body may already have been acted on', async () => {
    expect((await fetch(`${shellUrl}/api/first`)).status).toBe(200);
    const post = await fetch(`${shellUrl}/api/saved-bolos`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(post.status).toBe(502);
  });
});
