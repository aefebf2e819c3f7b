import http from 'node:http';
import os from 'node:os';
import { ApiClient, BENCH_ORIGIN } from './api-client';
import { BenchError, loadBenchConfig } from './config';
import { runLoad, type LoadResult } from './load';

/**
 * `npm run bench:guessing` (issue 10, finding 2): what password guessing costs everyone else.
 * Members browse the directory at 32 connections (pages 1-40, cached like the real site) for
 * BENCH_DURATION_MS, first alone, then while wrong sign-ins arrive at BENCH_GUESSES_PER_SECOND
 * (42, the review's rate), each from its own address, so no per-address limit stops them and every
 * one costs an argon2 verification. The API must trust loopback (`TRUST_PROXY=loopback`) so the
 * made-up addresses count as different clients, as they would be behind a proxy.
 */
async function main(): Promise<void> {
  const config = loadBenchConfig(process.env);
  const guessesPerSecond = Number(process.env.BENCH_GUESSES_PER_SECOND ?? 42);
  const member = new ApiClient(config.apiUrl, 32);
  await member.signIn(config.username, config.password);
  const browse = async () => {
    const page = 1 + Math.floor(Math.random() * 40);
    const res = await member.request('GET', `/api/bolo-items?page=${page}&limit=24`);
    if (res.status !== 200) throw new BenchError(`directory page ${page}: ${res.status} ${res.body.slice(0, 200)}`);
  };

  console.log(`bench: 1-minute load average ${os.loadavg()[0].toFixed(1)} before`);
  await runLoad(32, config.warmupMs, browse);
  const alone = await runLoad(32, config.durationMs, browse);
  report('directory alone', alone);

  const guessing = startGuessing(new URL(config.apiUrl), guessesPerSecond);
  const during = await runLoad(32, config.durationMs, browse);
  const answers = await guessing.stop();
  report(`directory during ${guessesPerSecond} wrong sign-ins/s`, during);
  console.log(`bench: sign-in answers during the run: ${JSON.stringify(answers)} (401 wrong password, 503 hashing line full, 429 limited)`);
  console.log(`bench: 1-minute load average ${os.loadavg()[0].toFixed(1)} after`);
  member.close();
}

function report(label: string, result: LoadResult): void {
  console.log(`bench: ${label}: ${Math.round(result.perSecond)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms, errors ${result.errors}`);
}

/** Wrong passwords for many usernames, each from a new made-up address, at a steady rate. */
function startGuessing(api: URL, perSecond: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const answers: Record<number, number> = {};
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  const send = () => {
    sent += 1;
    const body = JSON.stringify({ username: `guess_target_${sent % 500}`, password: `wrong-guess-${sent}` });
    const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
    const done = new Promise<void>((resolve) => {
      const req = http.request(
        new URL('/api/auth/signin', api),
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: BENCH_ORIGIN, 'x-forwarded-for': address } },
        (res) => {
          res.resume();
          res.on('end', () => {
            answers[res.statusCode ?? 0] = (answers[res.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('error', () => resolve());
      req.end(body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  const timer = setInterval(send, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      agent.destroy();
      return answers;
    },
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchError ? `bench: ${error.message}` : error);
  process.exit(1);
});
