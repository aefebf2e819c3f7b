// Property-based bad input (fast-check) over every route of the table in support/api-routes.ts:
// malformed JSON, wrong types and content types, huge values, unicode with control characters
// and NUL, injection strings, bad query strings and path parameters. Whatever arrives, the API
// answers below 500, every 4xx carries a JSON { message }, and malformed JSON gets one plain
// message that repeats nothing of the body or of the parser. Query parameters given twice or as
// lists or maps, and text with half a character (a lone surrogate, escapes that are not UTF-8),
// get 400 with the input rules' own message on every route (issue 16, finding 7).
import { TEXT_MESSAGES } from '@bolo/contracts';
import { deleteRedisKeys } from '@bolo/server-kit';
import fc from 'fast-check';
import { API_ROUTES, RouteContext, routeKey, send, signedWebhook, type Client, type Method, type Role, type RouteRequest, type RouteRow } from './support/api-routes';

// ---- generators ---------------------------------------------------------------------------

const INJECTIONS = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "%' AND 1=1 --",
  "') UNION SELECT password_hash FROM users --",
  '\\',
  '%_%',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  '${7*7}',
  '{{7*7}}',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  '\u0000',
  "admin'\u0000--",
  '\u202eevil',
  '😀👨‍👩‍👧',
  'Ω≈ç√∫˜µ≤≥÷',
  '\uFEFFbom',
  '\uD800',
  'NaN',
  '-1',
  '1e400',
];

/** Characters that have broken servers: NUL and the other C0/C1 controls, separators, a lone surrogate. */
const CONTROL = fc.oneof(
  { weight: 1, arbitrary: fc.constant('\u0000') },
  { weight: 2, arbitrary: fc.constantFrom('\u0001', '\u0008', '\t', '\n', '\r', '\u000b', '\u001b', '\u001f', '\u007f', '\u0085', '\u2028', '\uD800', '\uFFFF') },
);

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 3, arbitrary: fc.tuple(fc.string({ maxLength: 12 }), CONTROL, fc.string({ maxLength: 12 })).map(([a, c, b]) => `${a}${c}${b}`) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // Huge: past every field limit, and some past the JSON body limit.
  { weight: 1, arbitrary: fc.integer({ min: 257, max: 150_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '   \t ') },
);

const nastyNumber: fc.Arbitrary<number | string> = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  // Bigger than any JSON number a parser keeps exactly.
  fc.bigInt({ min: 10n ** 20n, max: 10n ** 40n }).map((n) => n.toString()),
);

/** Any JSON value a client could send in place of a field: wrong types, nesting, prototype keys. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({ $gt: '' }, JSON.parse('{"__proto__": {"isAdmin": true}}'), { constructor: { prototype: { isAdmin: true } } }, [[[[[]]]]], { length: 1e9 }) },
);

/** Text that is not JSON, each with a marker the answer must not repeat. */
const malformedJson = fc.tuple(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 8, maxLength: 8 }), fc.integer({ min: 0, max: 9 })).map(([hex, shape]) => {
  const marker = `zq${hex}`;
  const texts = [
    `{"${marker}": `,
    `{${marker}: 1}`,
    `{'${marker}': 'x'}`,
    `["${marker}",]`,
    `{"a": "${marker}"} trailing`,
    `${marker}`,
    `{"a": "\\x${marker}"}`,
    `{"a": 01, "b": "${marker}"}`,
    `${'['.repeat(50)}"${marker}"`,
    `{"a": "${marker}\u0000`,
  ];
  return { marker, text: texts[shape] };
});

const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz', 'multipart/form-data', 'application/xml', 'application/json; charset=utf-16', 'application/json; charset=bogus', 'application/octet-stream'];

/** Percent-encodes the UTF-8 of any string (encodeURIComponent throws on a lone surrogate). */
const percentEncode = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Path segments: encoded nasty text, or raw forms a router has to decode or refuse. */
const nastySegment = fc.oneof(
  nastyString.map((s) => percentEncode(s.slice(0, 2000))),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2e%2e', '..', '%2F', '0', '-1', '1.5', '1e309', '99999999999999999999', '0x10', '%20%201', 'NaN', 'null', 'undefined'),
);

const QUERY_KEYS = ['page', 'limit', 'search', 'category', 'subcategory', 'status', 'size', 'plan', 'role', 'sort', 'id'];

/** A raw query string: known keys with nasty values, repeated keys, bracket syntax, broken escapes. */
const nastyQuery = (known: string[]) =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...known, ...QUERY_KEYS), nastyString).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v.slice(0, 3000))}`),
    fc.tuple(fc.constantFrom(...known, ...QUERY_KEYS), nastyNumber).map(([k, v]) => `${k}=${percentEncode(String(v))}`),
    fc.constantFrom(...known, ...QUERY_KEYS).chain((k) =>
      fc.constantFrom(`${k}=1&${k}=2`, `${k}[]=1`, `${k}[a][b]=1`, `${k}[$gt]=`, `${k}=%`, `${k}=%E0%A4%A`, `${k}=%00`, `${k}`, `${k}=${'9'.repeat(400)}`, `${k}=-1`, `${k}=1e309`),
    ),
  );

/** Plain text around the broken part, so that it is the only thing wrong. */
const plainText = fc.string({ unit: fc.constantFrom(...'abcxyz019 -'), maxLength: 8 });
const plainEncoded = plainText.map((text) => encodeURIComponent(text));

/** A query parameter given more than once or in list or map syntax, as qs-style clients write them. */
const listQueryParameter = (known: string[]) =>
  fc.tuple(fc.constantFrom(...known, ...QUERY_KEYS), plainEncoded, plainEncoded, fc.integer({ min: 0, max: 5 })).map(([k, a, b, shape]) =>
    [`${k}=${a}&${k}=${b}`, `${k}[]=${a}`, `${k}[]=${a}&${k}[]=${b}`, `${k}[${a || 'x'}]=${b}`, `${k}%5B%5D=${a}`, `${k}[0]=${a}`][shape],
  );

/** Half of a character: a lone high or low surrogate (what JSON's "\ud800" escape decodes to). */
const LONE_SURROGATE = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\ud83d');
const brokenString = fc.tuple(plainText, LONE_SURROGATE, plainText).map(([a, half, b]) => `${a}${half}${b}`);
/** Percent escapes that are not UTF-8: a surrogate's bytes, cut-off and overlong sequences, stray bytes. */
const BROKEN_ESCAPES = ['%ED%A0%80', '%ED%BF%BF', '%E0%A4%A', '%C3', '%F0%9F%98', '%C0%80', '%FF', '%80', '%C3%28'];

/** Where the broken text goes: a body field's value or name, nested in a list, or a query value. */
type BrokenText = { where: 'value' | 'name' | 'nested'; key: string; text: string } | { where: 'query'; key: string; escapes: string; text: string };

type Strategy =
  | { kind: 'field'; key: string; value: unknown }
  | { kind: 'whole'; value: unknown }
  | { kind: 'malformed'; marker: string; text: string }
  | { kind: 'contentType'; contentType: string; text: string }
  | { kind: 'query'; query: string }
  | { kind: 'path'; segment: string }
  | { kind: 'signedWebhook'; value: unknown }
  | { kind: 'listQuery'; query: string }
  | ({ kind: 'brokenText' } & BrokenText);

/** Routes the input rules of issue 16 finding 7 leave alone: Stripe's signed webhook, and Bull Board (an Express sub-app mounted before them). */
const exemptFromInputRules = (row: RouteRow) => row.mounted === true || row.path === '/api/stripe/webhook';

/** The answer the input rules give, for the strategies they decide. */
function expectedRefusal(row: RouteRow, s: Strategy): string | undefined {
  if (exemptFromInputRules(row)) return undefined;
  if (s.kind === 'listQuery') return TEXT_MESSAGES.queryParameterOnce;
  if (s.kind === 'brokenText') return TEXT_MESSAGES.brokenText;
  return undefined;
}

const firstQueryKey = (template: RouteRequest) => Object.keys(template.query ?? {})[0] ?? 'page';
const firstBodyKey = (template: RouteRequest) => (template.body && typeof template.body === 'object' ? Object.keys(template.body)[0] : undefined) ?? 'note';

/**
 * Cases every run starts with: NUL inside each field, query parameter and path parameter the
 * route knows, the input that once answered 500 at several places (issue 10, finding 4).
 */
function nulExamples(row: RouteRow, template: RouteRequest): Strategy[] {
  const bodyKeys = template.body && typeof template.body === 'object' ? Object.keys(template.body) : [];
  return [
    ...bodyKeys.map((key): Strategy => ({ kind: 'field', key, value: 'bowl\u0000lamp' })),
    ...Object.keys(template.query ?? {}).map((key): Strategy => ({ kind: 'query', query: `${key}=bowl%00lamp` })),
    ...(row.path.includes(':') ? [{ kind: 'path', segment: '1%00' } as Strategy] : []),
  ];
}

/** Cases every run starts with for finding 7: the query shapes of the issue, and half a character in a body and a query. */
function findingSevenExamples(template: RouteRequest): Strategy[] {
  const k = firstQueryKey(template);
  const key = firstBodyKey(template);
  return [
    ...[`${k}[]=a`, `${k}=1&${k}=2`, `${k}[a]=b`, 'limit[]=100'].map((query): Strategy => ({ kind: 'listQuery', query })),
    { kind: 'brokenText', where: 'value', key, text: 'bowl\ud800' },
    { kind: 'brokenText', where: 'query', key: k, escapes: '%ED%A0%80', text: 'bowl' },
  ];
}

function strategies(row: RouteRow, template: RouteRequest): fc.Arbitrary<Strategy> {
  const bodyKeys = template.body && typeof template.body === 'object' ? Object.keys(template.body) : [];
  const knownQuery = Object.keys(template.query ?? {});
  const options: Array<fc.WeightedArbitrary<Strategy>> = [
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('field' as const),
        key: bodyKeys.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...bodyKeys) }, { weight: 1, arbitrary: nastyString }) : nastyString,
        value: nastyValue,
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: fc.oneof(nastyValue, fc.jsonValue({ maxDepth: 3 })) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('contentType' as const), contentType: fc.constantFrom(...CONTENT_TYPES), text: fc.oneof(nastyString, fc.constant('--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\n\u0000\r\n--zz')) }) },
    { weight: 3, arbitrary: nastyQuery(knownQuery).map((query) => ({ kind: 'query' as const, query })) },
  ];
  options.push({ weight: 2, arbitrary: listQueryParameter(knownQuery).map((query) => ({ kind: 'listQuery' as const, query })) });
  const brokenText: fc.Arbitrary<BrokenText> = fc.oneof(
    fc.record({ where: fc.constantFrom('value' as const, 'name' as const, 'nested' as const), key: bodyKeys.length ? fc.constantFrom(...bodyKeys) : fc.constant('note'), text: brokenString }),
    fc.record({ where: fc.constant('query' as const), key: fc.constantFrom(...knownQuery, ...QUERY_KEYS), escapes: fc.constantFrom(...BROKEN_ESCAPES), text: plainEncoded }),
  );
  options.push({ weight: 2, arbitrary: brokenText.map((b) => ({ kind: 'brokenText' as const, ...b })) });
  // Bull Board is mounted before the JSON parser and reads no body: malformed JSON means nothing to it.
  if (!row.mounted) options.push({ weight: 1, arbitrary: malformedJson.map((m) => ({ kind: 'malformed' as const, ...m })) });
  if (row.path.includes(':')) options.push({ weight: 3, arbitrary: nastySegment.map((segment) => ({ kind: 'path' as const, segment })) });
  // Past the signature check too: what Stripe would never send, signed as if it had.
  if (row.path === '/api/stripe/webhook') options.push({ weight: 3, arbitrary: fc.record({ kind: fc.constant('signedWebhook' as const), value: fc.oneof(nastyValue, fc.jsonValue({ maxDepth: 3 })) }) });
  return fc.oneof(...options);
}

/** The concrete request a strategy makes of the route's valid template. */
function mutate(row: RouteRow, template: RouteRequest, s: Strategy): RouteRequest {
  const json = (value: unknown): RouteRequest => ({ ...template, body: JSON.stringify(value) ?? 'null', headers: { ...template.headers, 'content-type': 'application/json' } });
  switch (s.kind) {
    case 'field': {
      const base = template.body && typeof template.body === 'object' ? template.body : {};
      return json({ ...base, [s.key]: s.value });
    }
    case 'whole':
      return json(s.value);
    case 'malformed':
      return { ...template, body: s.text, headers: { ...template.headers, 'content-type': 'application/json' } };
    case 'contentType':
      return { ...template, body: s.text, headers: { ...template.headers, 'content-type': s.contentType } };
    case 'query':
      return { ...template, query: undefined, path: `${template.path}?${s.query}` };
    case 'path': {
      // Replace the first parameter's segment of the concrete path.
      const index = row.path.split('/').findIndex((part) => part.startsWith(':'));
      const parts = template.path.split('/');
      parts[index] = s.segment;
      return { ...template, path: parts.join('/') };
    }
    case 'signedWebhook':
      return signedWebhook(JSON.stringify(s.value) ?? 'null');
    case 'listQuery':
      // The route's valid parameters, then the repeated or list-shaped one.
      return { ...template, query: undefined, path: `${template.path}?${[validQuery(template), s.query].filter(Boolean).join('&')}` };
    case 'brokenText': {
      if (s.where === 'query') {
        const others = new URLSearchParams(template.query);
        others.delete(s.key);
        return { ...template, query: undefined, path: `${template.path}?${[others.toString(), `${s.key}=${s.text}${s.escapes}`].filter(Boolean).join('&')}` };
      }
      // JSON.stringify writes the lone surrogate as its \uXXXX escape, as a JSON client sends it.
      const base = template.body && typeof template.body === 'object' ? template.body : {};
      if (s.where === 'name') return json({ ...base, [s.text]: 'x' });
      return json({ ...base, [s.key]: s.where === 'nested' ? [{ text: s.text }] : s.text });
    }
  }
}

const validQuery = (template: RouteRequest) => new URLSearchParams(template.query ?? {}).toString();

const describeCase = (method: Method, req: RouteRequest) =>
  `${method} ${req.path}${req.query ? `?${new URLSearchParams(req.query)}` : ''} ${JSON.stringify(req.headers ?? {})} body=${JSON.stringify(typeof req.body === 'string' ? req.body.slice(0, 300) : req.body)?.slice(0, 400)}`;

/** Parser wording and positions that a plain message never contains. */
const PARSER_TEXT = /unexpected|position|token|JSON\.parse|SyntaxError|in JSON|line \d|column \d/i;

// ---- the tests ----------------------------------------------------------------------------

/** Runs per route; enough over 46 routes for well over 1,000 cases in well under 90 s. */
const RUNS_PER_ROUTE = 28;
/** Routes that hash passwords or wait out a fixed minimum answer time take fewer runs. */
const SLOW_ROUTES = new Set(['POST /api/auth/signup', 'POST /api/auth/signin', 'PUT /api/auth/change-password', 'POST /api/auth/forgot-password', 'POST /api/auth/reset-password', 'POST /api/link-subscription']);
const SLOW_RUNS = 16;

describe('bad input never answers 5xx', () => {
  let ctx: RouteContext;
  let cases = 0;
  const malformedMessages = new Set<string>();
  /** Finding 7 cases answered with the input rules' 400, by message. */
  const inputRuleRefusals = new Map<string, number>();
  /** Signed-in clients for rows that end or replace the caller's session, made again when they do. */
  const expendable = new Map<Role, Client>();

  beforeAll(async () => {
    ctx = await RouteContext.start();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function clientFor(row: RouteRow, role: Role): Promise<Client> {
    if (!row.changesCaller) return ctx.client(role);
    if (!expendable.has(role)) expendable.set(role, await ctx.freshClient(role));
    return expendable.get(role)!;
  }

  /** Sends; a 429 means a limit stood in front of the handler, so the limits are reset and it is sent again. */
  async function sendCase(client: Client, method: Method, req: RouteRequest) {
    const res = await send(client, method, req);
    if (res.status !== 429) return res;
    await deleteRedisKeys(ctx.t.redis, `${ctx.t.redisKeyPrefix}rate:*`);
    return send(client, method, req);
  }

  describe.each(API_ROUTES.map((row) => [routeKey(row.method, row.path), row] as const))('%s', (key, row) => {
    // Signed in as whoever the route lets in, so that guarded handlers are reached.
    const roles: Role[] = row.access.subscriber === 403 ? ['admin'] : ['subscriber', 'admin'];

    it('answers every generated input below 500, with a JSON message on each 4xx', async () => {
      const templates = new Map<Role, RouteRequest>();
      for (const role of roles) templates.set(role, await row.build(ctx, role));

      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...roles).chain((role) => strategies(row, templates.get(role)!).map((strategy) => ({ role, strategy }))), async ({ role, strategy }) => {
          cases += 1;
          const req = mutate(row, templates.get(role)!, strategy);
          const client = await clientFor(row, role);
          const res = await sendCase(client, row.method, req);
          if (row.changesCaller && (res.status === 401 || row.path === '/api/auth/signout')) expendable.delete(role);

          const what = `${describeCase(row.method, req)}\n  -> ${res.status} ${(res.text ?? '').slice(0, 300)}`;
          if (res.status >= 500) throw new Error(`5xx for ${what}`);
          if (res.status >= 400) {
            if (!/application\/json/.test(String(res.headers['content-type'])) || typeof res.body?.message !== 'string' || !res.body.message.trim()) {
              throw new Error(`4xx without a JSON message for ${what}`);
            }
          }
          const refusal = expectedRefusal(row, strategy);
          if (refusal !== undefined) {
            if (res.status !== 400 || res.body?.message !== refusal) throw new Error(`expected 400 "${refusal}" for ${what}`);
            inputRuleRefusals.set(refusal, (inputRuleRefusals.get(refusal) ?? 0) + 1);
          }
          if (strategy.kind === 'malformed') {
            const message = String(res.body?.message);
            if (res.status !== 400 || Object.keys(res.body ?? {}).some((k) => k !== 'message' && k !== 'code')) throw new Error(`malformed JSON not a plain 400 for ${what}`);
            if (message.includes(strategy.marker) || PARSER_TEXT.test(message)) throw new Error(`malformed JSON answer repeats the body or the parser for ${what}`);
            malformedMessages.add(message);
          }
        }),
        {
          numRuns: SLOW_ROUTES.has(key) ? SLOW_RUNS : RUNS_PER_ROUTE,
          examples: roles.flatMap((role) =>
            [...nulExamples(row, templates.get(role)!), ...findingSevenExamples(templates.get(role)!)].map((strategy): [{ role: Role; strategy: Strategy }] => [{ role, strategy }]),
          ),
        },
      );
    });
  });

  it('ran at least 1,000 cases, the clients stayed signed in, and malformed JSON always got the same message', async () => {
    expect(cases).toBeGreaterThanOrEqual(1000);
    for (const role of ['subscriber', 'admin'] as const) expect((await ctx.client(role).get('/api/auth/me')).status).toBe(200);
    expect(malformedMessages.size).toBe(1);
    // Every route the rules cover refused at least its examples with them.
    const covered = API_ROUTES.filter((row) => !exemptFromInputRules(row)).length;
    expect(inputRuleRefusals.get(TEXT_MESSAGES.queryParameterOnce)).toBeGreaterThanOrEqual(4 * covered);
    expect(inputRuleRefusals.get(TEXT_MESSAGES.brokenText)).toBeGreaterThanOrEqual(2 * covered);
  });
});
