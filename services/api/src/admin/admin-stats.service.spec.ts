import { growthPercent } from './admin-stats.service';

describe('growthPercent', () => {
  it('is 0 from nothing to nothing and 100 from nothing to something', () => {
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(500, 0)).toBe(100);
  });

  it('is the percent change rounded to one decimal', () => {
    expect(growthPercent(19900, 1900)).toBe(947.4);
    expect(growthPercent(1000, 2000)).toBe(-50);
    expect(growthPercent(1001, 3000)).toBe(-66.6);
  });
});
