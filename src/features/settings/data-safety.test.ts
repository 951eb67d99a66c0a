import { backupReminderDue, type DataSafety } from './data-safety';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-25T10:00:00Z');
const safety = (over: Partial<DataSafety>): DataSafety => ({
  firstChangeAt: null,
  lastBackupAt: null,
  reminderDismissedAt: null,
  ...over,
});

describe('the backup reminder', () => {
  it('waits for something to lose: no change yet, or the first change under 14 days ago, reminds of nothing', () => {
    expect(backupReminderDue(safety({}), false, NOW)).toBe(false);
    expect(backupReminderDue(safety({ firstChangeAt: NOW - 13 * DAY }), false, NOW)).toBe(false);
    expect(backupReminderDue(safety({ firstChangeAt: NOW - 14 * DAY }), false, NOW)).toBe(true);
  });

  it('counts from the last backup, and never shows while the browser keeps the storage', () => {
    expect(
      backupReminderDue(safety({ firstChangeAt: NOW - 90 * DAY, lastBackupAt: NOW - 3 * DAY }), false, NOW),
    ).toBe(false);
    expect(
      backupReminderDue(safety({ firstChangeAt: NOW - 90 * DAY, lastBackupAt: NOW - 15 * DAY }), false, NOW),
    ).toBe(true);
    expect(backupReminderDue(safety({ firstChangeAt: NOW - 90 * DAY }), true, NOW)).toBe(false);
    // A browser that cannot say whether it keeps the storage is treated as one that may not.
    expect(backupReminderDue(safety({ firstChangeAt: NOW - 90 * DAY }), null, NOW)).toBe(true);
  });

  it('is put aside for 14 days by "Not now"', () => {
    const due = { firstChangeAt: NOW - 90 * DAY };
    expect(backupReminderDue(safety({ ...due, reminderDismissedAt: NOW - 2 * DAY }), false, NOW)).toBe(false);
    expect(backupReminderDue(safety({ ...due, reminderDismissedAt: NOW - 14 * DAY }), false, NOW)).toBe(true);
  });
});
