import { countdown } from './countdown';

const today = new Date(2026, 10, 24, 15, 30);

describe('countdown', () => {
  it('counts calendar days to the wedding, whatever the time of day', () => {
    expect(countdown('2027-06-12', today)).toEqual({ days: 200, text: '200 days to go' });
    expect(countdown('2026-11-25', today)).toEqual({ days: 1, text: 'Tomorrow is the day!' });
    expect(countdown('2026-11-24', today)).toEqual({ days: 0, text: 'Today is the day!' });
    expect(countdown('2026-11-23', today)).toEqual({ days: -1, text: 'Married 1 day ago' });
    expect(countdown('2024-11-24', today)?.text).toBe('Married 730 days ago');
    expect(countdown('2030-01-01', today)?.text).toBe('1,134 days to go');
  });

  it('is null without a date', () => {
    expect(countdown('', today)).toBeNull();
    expect(countdown('someday', today)).toBeNull();
  });
});
