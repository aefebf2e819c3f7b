import { isoWeek, localTime, zonesAtDigestTime } from './digest-calendar';

describe('digest calendar', () => {
  it('numbers ISO weeks, including the ones that belong to the neighbouring year', () => {
    expect(isoWeek(2026, 11, 27)).toBe('2026-W48');
    expect(isoWeek(2027, 1, 1)).toBe('2026-W53'); // a Friday: its Thursday is in 2026, which has 53 weeks
    expect(isoWeek(2024, 12, 30)).toBe('2025-W01');
    expect(isoWeek(2026, 1, 5)).toBe('2026-W02');
  });

  it('reads the local weekday and hour of an instant in a time zone, daylight saving included', () => {
    expect(localTime(new Date('2026-11-30T13:00:00Z'), 'America/New_York')).toMatchObject({ weekday: 'monday', hour: 8, day: 30 });
    expect(localTime(new Date('2026-07-06T12:00:00Z'), 'America/New_York')).toMatchObject({ weekday: 'monday', hour: 8 });
    expect(localTime(new Date('2026-11-29T23:30:00Z'), 'Pacific/Auckland')).toMatchObject({ weekday: 'monday', hour: 12 });
  });

  it('picks the zones where it is the digest hour now, with their local week', () => {
    const zones = ['America/New_York', 'Europe/Paris', 'Asia/Kolkata', 'America/Los_Angeles'];
    expect(zonesAtDigestTime(new Date('2026-11-30T13:00:00Z'), zones, 'monday', 8)).toEqual({ zones: ['America/New_York'], week: '2026-W49' });
    expect(zonesAtDigestTime(new Date('2026-11-30T07:00:00Z'), zones, 'monday', 8)).toEqual({ zones: ['Europe/Paris'], week: '2026-W49' });
    expect(zonesAtDigestTime(new Date('2026-11-30T02:30:00Z'), zones, 'monday', 8)).toEqual({ zones: ['Asia/Kolkata'], week: '2026-W49' });
    expect(zonesAtDigestTime(new Date('2026-11-30T14:00:00Z'), zones, 'monday', 8)).toEqual({ zones: [], week: null });
  });
});
