import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes the UTC day in en-US, whatever the zone of the machine', () => {
    // 23:30 UTC is already the next day in UTC+14 and 13:30 the same day in UTC−10.
    expect(formatDate('2025-03-04T23:30:00.000Z')).toBe('March 4, 2025');
    expect(formatDate('2025-03-01T02:30:00.000Z', 'medium')).toBe('Mar 1, 2025');
    expect(formatDate(Date.UTC(2030, 2, 15))).toBe('March 15, 2030');
    expect(formatDate(new Date('2024-12-31T23:59:59.000Z'), 'medium')).toBe('Dec 31, 2024');
  });

  it('is null for a missing or unreadable date', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});
