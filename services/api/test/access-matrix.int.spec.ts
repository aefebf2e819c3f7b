// The access matrix: every route the app registers × visitor, free, subscriber, canceled with
// time left, lapsed and admin, asserted from the single table in support/api-routes.ts. A new
// route fails the first test until it is added to the table.
import { ERROR_CODES } from '@bolo/contracts';
import { API_ROUTES, registeredRoutes, RouteContext, routeKey, ROLES, send, type Expected, type Role, type RouteRow } from './support/api-routes';

type DeniedStatus = 401 | 403;

/** The code a denial carries: 401 always AUTH_REQUIRED; 403 names what is missing. */
function denialCode(row: RouteRow, status: DeniedStatus): string {
  if (status === 401) return ERROR_CODES.authRequired;
  return row.access.subscriber === 403 ? ERROR_CODES.adminRequired : ERROR_CODES.subscriptionRequired;
}

const matches = (expected: Expected, status: number) => (expected === '2xx' ? status >= 200 && status < 300 : status === expected);
const isDenial = (expected: Expected): expected is DeniedStatus => expected === 401 || expected === 403;

describe('access matrix', () => {
  let ctx: RouteContext;

  beforeAll(async () => {
    ctx = await RouteContext.start();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('has exactly one row for every route the app registers', () => {
    const { routes, unmountedRows } = registeredRoutes(ctx.t.app);
    const rows = API_ROUTES.filter((row) => !row.mounted).map((row) => routeKey(row.method, row.path));
    expect({ missingFromTable: routes.filter((r) => !rows.includes(r)), notRegistered: rows.filter((r) => !routes.includes(r)), unmountedRows }).toEqual({
      missingFromTable: [],
      notRegistered: [],
      unmountedRows: [],
    });
    expect(new Set(rows).size).toBe(rows.length);
  });

  describe.each(API_ROUTES.map((row) => [routeKey(row.method, row.path), row] as const))('%s', (_key, row) => {
    it.each(ROLES.map((role) => [role, row.access[role]] as const))('%s: %s', async (role: Role, expected: Expected) => {
      const req = await row.build(ctx, role);
      const res = await send(req.client ?? ctx.client(role), row.method, req);
      // On a mismatch the failure shows the status and the start of the answer.
      const observed = matches(expected, res.status) ? expected : `${res.status} ${(res.text ?? '').slice(0, 200)}`;
      expect(observed).toBe(expected);
      if (isDenial(expected)) {
        expect(res.body).toEqual({ message: expect.stringMatching(/\S/), code: denialCode(row, expected) });
      }
    });

    const denied = ROLES.filter((role) => isDenial(row.access[role]) && !(row.deniedOnInput && row.access[role] === 403));
    if (denied.length > 0) {
      // Guards run before validation: a denied caller learns nothing about what the route accepts.
      it.each(denied)('%s is refused before its input is read', async (role) => {
        const req = await row.build(ctx, role);
        const junk = { ...req, query: { page: 'x', id: '<' }, body: row.method === 'GET' ? undefined : { unexpected: ['not', 'valid'] }, headers: undefined };
        const res = await send(req.client ?? ctx.client(role), row.method, junk);
        expect(res.status).toBe(row.access[role]);
      });
    }
  });
});
