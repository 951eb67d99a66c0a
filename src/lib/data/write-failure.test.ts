import { CloudError } from '@/lib/backend/supabase/errors';
import { describeWriteFailure, isQuotaError } from './write-failure';

describe('write failures', () => {
  it('recognises a full browser store however it arrives: by name, by legacy code, or wrapped', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(Object.assign(new DOMException('full'), {}))).toBe(false);
    const wrapped = new Error('Could not save', { cause: new DOMException('full', 'QuotaExceededError') });
    expect(isQuotaError(new Error('outer', { cause: wrapped }))).toBe(true);
    expect(isQuotaError(new Error('offline'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });

  it('tells the couple what to do when the browser is out of space, for each kind of write', () => {
    const full = new DOMException('full', 'QuotaExceededError');
    expect(describeWriteFailure(full, 'song', 'save')).toBe(
      "This browser has run out of storage space for your plan, so the song wasn't saved. Everything saved before is safe. Download a backup (Account Settings → Your data), then free up space on this device — or delete something you no longer need — and try again.",
    );
    expect(describeWriteFailure(full, 'song', 'remove')).toMatch(
      /so the song wasn't deleted\. Everything saved before is safe/,
    );
    expect(describeWriteFailure(full, 'song', 'restore')).toMatch(/so the song couldn't be brought back\./);
  });

  it("names the cloud account's limits from the database's hint", () => {
    const rows = new CloudError('You have reached the limit of 5000 items in songs.', 'P0001', {
      hint: 'row_limit',
    });
    expect(describeWriteFailure(rows, 'song', 'save')).toBe(
      "You've reached the most songs one plan can keep, so the song wasn't saved. Delete some you no longer need to make room.",
    );
    expect(
      describeWriteFailure(new CloudError('x', 'P0001', { hint: 'row_limit' }), 'category', 'save'),
    ).toMatch(/most categories/);
    const bytes = new CloudError('Your plan has reached its storage limit (50 MB).', 'P0001', {
      hint: 'byte_limit',
    });
    expect(describeWriteFailure(bytes, 'photo idea', 'restore')).toBe(
      "Your plan has reached its storage limit, so the photo idea couldn't be brought back. Delete something you no longer need to make room.",
    );
  });

  it('says the device is offline when it is, and otherwise asks to try again', () => {
    expect(describeWriteFailure(new Error('x'), 'task', 'save')).toBe(
      "Couldn't save the task. Your changes were not kept — please try again.",
    );
    expect(describeWriteFailure(new Error('x'), 'task', 'remove')).toBe(
      "Couldn't delete the task. Please try again.",
    );
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(describeWriteFailure(new TypeError('Failed to fetch'), 'task', 'save')).toBe(
        "You're offline, so the task wasn't saved. Everything saved before is safe; try again once you're back online.",
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
