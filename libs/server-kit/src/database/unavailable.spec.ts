import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['a query failed because its connection broke', new QueryFailedError('SELECT 1', [], withCode('terminating connection due to administrator command', '57P01'))],
    ['a wrapped cause', new Error('saving failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('duplicate key value', '23505'))],
    ['a syntax error', withCode('syntax error at or near "SELEC"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something that is not an error', 'oops'],
    ['nothing', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
