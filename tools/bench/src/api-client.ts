import http from 'node:http';
import https from 'node:https';
import { BenchError } from './config';

export interface ApiResponse {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * The page origin the benchmarks' requests name, since the API refuses a state-changing request
 * that names none: by default one of the API's default ALLOWED_ORIGINS; BENCH_ORIGIN for another.
 */
export const BENCH_ORIGIN = process.env.BENCH_ORIGIN ?? 'http://localhost:4200';

/** A minimal keep-alive client: the benchmark should measure the API, not connection set-up. */
export class ApiClient {
  private readonly agent: http.Agent;
  private readonly transport: typeof http | typeof https;
  private cookie = '';

  constructor(
    private readonly baseUrl: string,
    maxSockets: number,
  ) {
    const secure = baseUrl.startsWith('https:');
    this.transport = secure ? https : http;
    this.agent = new (secure ? https.Agent : http.Agent)({ keepAlive: true, maxSockets });
  }

  request(method: 'GET' | 'POST', path: string, json?: unknown): Promise<ApiResponse> {
    const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    return new Promise((resolve, reject) => {
      const req = this.transport.request(
        `${this.baseUrl}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            origin: BENCH_ORIGIN,
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  async signIn(username: string, password: string): Promise<void> {
    let res: ApiResponse;
    try {
      res = await this.request('POST', '/api/auth/signin', { username, password });
    } catch (error) {
      const code = (error as { code?: string }).code ?? (error as Error).message;
      throw new BenchError(`Cannot reach the API at ${this.baseUrl} (${code}): start it with "node services/api/dist/main.js" or set BENCH_API_URL.`);
    }
    if (res.status !== 200) {
      throw new BenchError(`Signing in as "${username}" failed (${res.status} ${res.body.slice(0, 200)}): seed the users with "npm run seed" or set BENCH_USERNAME/BENCH_PASSWORD.`);
    }
    const setCookie = res.headers['set-cookie'] ?? [];
    this.cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    if (!this.cookie) throw new BenchError('The API answered the sign-in without a session cookie.');
  }

  close(): void {
    this.agent.destroy();
  }
}
