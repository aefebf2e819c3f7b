import { CASES, queryString } from './cases';
import { runLoad } from './load';
import { replaceGenerated } from './report';

describe('bench cases', () => {
  it('covers the five agreed cases with the query string the member UI sends', () => {
    expect(CASES.map(queryString)).toEqual([
      'page=1&limit=24',
      'page=1&limit=24&category=Home+%26+Kitchen&subcategory=Glassware',
      'page=1&limit=24&search=vin',
      'page=1&limit=24&search=pyrex',
      'page=2000&limit=24',
    ]);
  });
});

describe('runLoad', () => {
  it('keeps N requests in flight for the duration and reports percentiles', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const result = await runLoad(4, 200, async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight -= 1;
    });
    expect(maxInFlight).toBe(4);
    expect(result.requests).toBeGreaterThan(40);
    expect(result.p50Ms).toBeGreaterThanOrEqual(9);
    expect(result.p95Ms).toBeGreaterThanOrEqual(result.p50Ms);
    expect(result.errors).toBe(0);
  });

  it('counts failures separately and keeps the first message', async () => {
    const result = await runLoad(1, 50, async () => {
      throw new Error('HTTP 500');
    });
    expect(result.requests).toBe(0);
    expect(result.errors).toBeGreaterThan(0);
    expect(result.firstError).toBe('HTTP 500');
  });
});

describe('replaceGenerated', () => {
  it('rewrites only the generated block and keeps the analysis around it', () => {
    const first = replaceGenerated('', 'tables v1\n');
    expect(first).toContain('# Benchmarks');
    const edited = first.replace('# Benchmarks: the member directory\n', '# Benchmarks: the member directory\n\nWritten analysis.\n') + '\nMore notes.\n';
    const second = replaceGenerated(edited, 'tables v2\n');
    expect(second).toContain('Written analysis.');
    expect(second).toContain('More notes.');
    expect(second).toContain('tables v2');
    expect(second).not.toContain('tables v1');
  });
});
