import { checkRedis, postgresProblem, redactUrl } from './preflight';

describe('preflight messages', () => {
  it('never shows a password', () => {
    expect(redactUrl('postgres://bolo:s3cret@db:5432/bolo')).toBe('postgres://bolo:***@db:5432/bolo');
  });

  it('names the missing service and how to start it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(postgresProblem(refused, 'postgres://postgres@127.0.0.1:5432/bolo')).toMatch(/^PostgreSQL is not reachable at .*127\.0\.0\.1:5432.*pg_ctlcluster/);
    expect(postgresProblem(Object.assign(new Error('x'), { code: '3D000' }), 'postgres://postgres@h/bolo')).toMatch(/does not exist: run `npm run migrate`/);
  });

  it('reports an unreachable Redis in one line', async () => {
    await expect(checkRedis('redis://127.0.0.1:1')).rejects.toThrow(/^Redis is not reachable at redis:\/\/127\.0\.0\.1:1 \(ECONNREFUSED\): start it with/);
  });
});
