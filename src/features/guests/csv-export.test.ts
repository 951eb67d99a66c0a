import { guestListCsv, rsvpCsv } from './csv-export';
import { buildEntries } from './guest-list';
import { answer, event, guest, household } from './test-data';

const entries = buildEntries(
  [
    guest('g1', 'h1', {
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: 'Sharma',
      meal: 'Veg',
      tags: ['family', 'work'],
    }),
    guest('g2', 'h1', { firstName: 'Kavya', plusOneOf: 'g1' }),
  ],
  [household('h1', { name: 'The Sharmas', message: 'See you, "soon"' })],
  [
    answer('g1', 'ceremony', 'attending', { answeredAt: '2026-05-01T10:00:00.000Z', answeredBy: 'guest' }),
    answer('g2', 'ceremony', 'awaiting'),
  ],
);
const events = [event('ceremony'), event('reception', { date: '2027-12-12' })];

describe('CSV export', () => {
  it('exports the guest list with each event’s answer and the RSVP link, formula cells made safe', () => {
    const csv = guestListCsv(entries, events, (t) => `https://site.example/rsvp/${t}`);
    const [header, first, second] = csv.split('\r\n');
    expect(header).toBe(
      'Household,First name,Last name,Email,Phone,Side,Tags,Plus-one allowed,Plus-one of,Child,Meal,Dietary notes,Ceremony,Reception,RSVP link',
    );
    expect(first).toBe(
      `The Sharmas,"'=HYPERLINK(""http://evil.example"",""click"")",Sharma,,,Both sides,"family, work",No,,No,Veg,,Attending,,https://site.example/rsvp/${'token-h1'.padEnd(22, '0')}`,
    );
    expect(second).toContain(
      `Kavya,,,,Both sides,,No,"'=HYPERLINK(""http://evil.example"",""click"") Sharma",No`,
    );
  });

  it('exports the answers event by event, with when and by whom', () => {
    const lines = rsvpCsv(entries, events, '2027-12-11').trim().split('\r\n');
    expect(lines).toEqual([
      'Event,Date,Household,Guest,Answer,Answered at,Answered by,Meal,Dietary notes,Message',
      `Ceremony,2027-12-11,The Sharmas,"'=HYPERLINK(""http://evil.example"",""click"") Sharma",Attending,2026-05-01T10:00:00.000Z,Guest,Veg,,"See you, ""soon"""`,
      'Ceremony,2027-12-11,The Sharmas,Kavya,Awaiting,,,,,"See you, ""soon"""',
    ]);
  });
});
