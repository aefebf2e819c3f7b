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
