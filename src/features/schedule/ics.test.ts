import { buildIcs, escapeText, foldLine } from './ics';
import type { ScheduleEvent } from './model';
import { buildShareMailto, MAILTO_BODY_LIMIT } from './share-email';

const event = (patch: Partial<ScheduleEvent>): ScheduleEvent => ({
  id: 'e1',
  title: 'Ceremony',
  time: '15:00',
  duration: 30,
  description: '',
  category: 'ceremony',
  assignedTo: [],
  ...patch,
});

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('buildIcs', () => {
  const now = new Date(Date.UTC(2025, 0, 2, 3, 4, 5));

  it('writes a calendar with one floating-time event per timeline entry, in time order', () => {
    const ics = buildIcs(
      [
        event({ id: 'late', title: 'Reception', time: '17:00', duration: 300 }),
        event({ id: 'early', assignedTo: ['Officiant', 'Wedding Party'] }),
      ],
      '2025-06-15',
      now,
    );
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTAMP:20250102T030405Z');
    const starts = lines.filter((l) => l.startsWith('DTSTART'));
    expect(starts).toEqual(['DTSTART:20250615T150000', 'DTSTART:20250615T170000']);
    expect(lines).toContain('DTEND:20250615T153000');
    expect(lines).toContain('DTEND:20250615T220000');
    expect(lines).toContain('SUMMARY:Ceremony');
    expect(lines).toContain('DESCRIPTION:Assigned to: Officiant\\, Wedding Party');
    expect(lines).toContain('UID:early-2025-06-15@weddingplanner.app');
  });

  it('adds day-long entries (payments due) after the timeline, each with its own stable UID', () => {
    const entry = {
      uid: 'payment-p2',
      date: '2026-12-31',
      summary: 'Payment due: Caterer',
      description: '₹2,00,000',
    };
    const lines = buildIcs([event({})], '2025-06-15', now, [entry]).split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    const second = lines.slice(lines.lastIndexOf('BEGIN:VEVENT'));
    expect(second).toEqual([
      'BEGIN:VEVENT',
      'UID:payment-p2@weddingplanner.app',
      'DTSTAMP:20250102T030405Z',
      'DTSTART;VALUE=DATE:20261231',
      'DTEND;VALUE=DATE:20270101',
      'SUMMARY:Payment due: Caterer',
      'DESCRIPTION:₹2\\,00\\,000',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(buildIcs([], '2025-06-15', new Date(0), [entry])).toContain('UID:payment-p2@weddingplanner.app');
  });

  it('uses CRLF only, never a bare LF', () => {
    const ics = buildIcs([event({ description: 'line one\nline two' })], '2025-06-15', now);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfold(ics)).toContain('DESCRIPTION:line one\\nline two');
  });

  it('moves the end to the next day for an event past midnight', () => {
    const ics = buildIcs([event({ time: '23:30', duration: 90 })], '2025-06-30', now);
    expect(ics).toContain('DTSTART:20250630T233000');
    expect(ics).toContain('DTEND:20250701T010000');
  });

  it('escapes text values', () => {
    expect(escapeText('a\\b; c, d\r\ne')).toBe('a\\\\b\\; c\\, d\\ne');
    const ics = buildIcs([event({ title: 'Toasts; speeches, and \\ more' })], '2025-06-15', now);
    expect(ics).toContain('SUMMARY:Toasts\\; speeches\\, and \\\\ more');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const title = 'Première danse 💃 '.repeat(12);
    const ics = buildIcs([event({ title, description: 'x'.repeat(400) })], '2025-06-15', now);
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`SUMMARY:${title}`);
    expect(unfold(ics)).toContain(`DESCRIPTION:${'x'.repeat(400)}`);
  });

  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Short')).toBe('SUMMARY:Short');
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });
});

describe('buildShareMailto', () => {
  it('drafts a mail listing the timeline', () => {
    const url = buildShareMailto(
      [event({ time: '17:00', title: 'Reception', duration: 60 }), event({ assignedTo: ['Officiant'] })],
      '2025-06-15',
    );
    expect(url.startsWith('mailto:?subject=')).toBe(true);
    const params = new URLSearchParams(url.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Wedding Day Schedule – Sunday, June 15, 2025');
    const body = params.get('body')!;
    expect(body).toContain('3:00 PM - 3:30 PM  Ceremony');
    expect(body).toContain('Assigned to: Officiant');
    expect(body.indexOf('Ceremony')).toBeLessThan(body.indexOf('Reception'));
    expect(url).not.toMatch(/[\s<>"]/);
  });

  it('bounds the body length and says how many events were left out', () => {
    const many = Array.from({ length: 200 }, (_, i) =>
      event({ id: `e${i}`, title: `Event number ${i} ${'with a long name '.repeat(5)}` }),
    );
    const url = buildShareMailto(many, '2025-06-15');
    const encodedBody = url.slice(url.indexOf('&body=') + 6);
    expect(encodedBody.length).toBeLessThanOrEqual(MAILTO_BODY_LIMIT);
    expect(decodeURIComponent(encodedBody)).toMatch(/…and \d+ more\.\n$/);
  });

  it('says so when the timeline is empty', () => {
    const body = decodeURIComponent(buildShareMailto([], '2025-06-15').split('&body=')[1]);
    expect(body).toContain('No events have been added yet.');
  });
});
