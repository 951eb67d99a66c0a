import { guessMapping, mappingProblem, planImport, rowsProblem, fileProblem, MAX_ROWS } from './csv-import';
import { event, guest, household } from './test-data';

const events = [event('ceremony'), event('reception'), event('sangeet', { name: 'Sangeet Night' })];
let n = 0;
const context = {
  events,
  existingGuests: [guest('old', 'h0', { firstName: 'Anil', lastName: 'Kapoor', email: 'anil@example.com' })],
  existingHouseholds: [household('h0', { name: 'The Kapoors' })],
  importDuplicates: false,
  country: 'IN' as const,
  now: new Date('2026-03-01T10:00:00Z'),
  newId: () => `id${++n}`,
  token: () => `tok${n}`.padEnd(22, 'x'),
};

describe('CSV import', () => {
  beforeEach(() => {
    n = 0;
  });

  it('guesses the mapping from the header, each field once', () => {
    expect(
      guessMapping(['Name', 'E-mail', 'Mobile', 'Household', 'Invited to', 'Plus one', 'Notes', 'Diet']),
    ).toEqual(['fullName', 'email', 'phone', 'household', 'events', 'plusOne', 'ignore', 'dietary']);
    expect(guessMapping(['First Name', 'Last Name', 'Name'])).toEqual(['firstName', 'lastName', 'fullName']);
  });

  it('needs a name column and each field at most once', () => {
    expect(mappingProblem(['email'])).toMatch(/name/);
    expect(mappingProblem(['fullName', 'email', 'email'])).toMatch(/Two columns/);
    expect(mappingProblem(['fullName', 'email'])).toBeNull();
  });

  it('marks bad rows, imports the good ones grouped into households, invited to the events named', () => {
    const rows = [
      ['Rohan Sharma', 'rohan@example.com', 'The Sharmas', 'Ceremony, sangeet night', 'yes'],
      ['Meera Sharma', '', 'the sharmas', 'Ceremony', ''],
      ['', 'nobody@example.com', '', 'Ceremony', ''],
      ['Bad Email', 'not-an-email', '', '', ''],
      ['Ghost Guest', '', '', 'Cocktails', ''],
      ['Anil Kapoor', '', '', 'Reception', ''],
      ['Sara Kapoor', '', 'The Kapoors', 'Reception', 'maybe'],
      ['Dev Kapoor', '', 'The Kapoors', 'Reception', 'no'],
    ];
    const plan = planImport(rows, ['fullName', 'email', 'household', 'events', 'plusOne'], context);
    expect(plan.rows.map((r) => [r.line, r.problems, r.duplicateOf])).toEqual([
      [2, [], null],
      [3, [], null],
      [4, ['Missing name'], null],
      [5, ['Enter an email address like name@example.com'], null],
      [6, ['Unknown event "Cocktails"'], null],
      [7, [], 'Anil Kapoor'],
      [8, ['Plus-one should be yes or no, not "maybe"'], null],
      [9, [], null],
    ]);
    expect(plan.bad).toBe(4);
    expect(plan.duplicates).toBe(1);
    // One new household for the Sharmas (the case of the name does not matter); Dev joins the existing Kapoors.
    expect(plan.households.map((h) => h.name)).toEqual(['The Sharmas']);
    const sharmas = plan.households[0]!.id;
    expect(plan.guests.map((g) => [g.firstName, g.lastName, g.householdId, g.plusOneAllowed])).toEqual([
      ['Rohan', 'Sharma', sharmas, true],
      ['Meera', 'Sharma', sharmas, false],
      ['Dev', 'Kapoor', 'h0', false],
    ]);
    expect(plan.answers.map((a) => a.id)).toEqual([
      `${plan.guests[0]!.id}.ceremony`,
      `${plan.guests[0]!.id}.sangeet`,
      `${plan.guests[1]!.id}.ceremony`,
      `${plan.guests[2]!.id}.reception`,
    ]);
  });

  it('imports duplicates when asked, and catches repeats within the file', () => {
    const rows = [['Anil Kapoor'], ['Priya Rao'], ['priya  rao']];
    const skip = planImport(rows, ['fullName'], context);
    expect(skip.guests.map((g) => g.firstName)).toEqual(['Priya']);
    expect(skip.rows[2]!.duplicateOf).toBe('Priya Rao');
    const keep = planImport(rows, ['fullName'], { ...context, importDuplicates: true });
    expect(keep.guests).toHaveLength(3);
    // A guest without a household column is a household of their own, named for them.
    expect(keep.households.map((h) => h.name)).toEqual(['Anil Kapoor', 'Priya Rao', 'priya rao']);
  });

  it('reads separate first and last names, sides, tags and child', () => {
    const plan = planImport(
      [['Zoë', 'D’Souza', 'Bride', 'college, Family', 'y']],
      ['firstName', 'lastName', 'side', 'tags', 'child'],
      context,
    );
    expect(plan.guests[0]).toMatchObject({
      firstName: 'Zoë',
      lastName: 'D’Souza',
      side: 'bride',
      tags: ['college', 'Family'],
      isChild: true,
    });
    expect(planImport([['A B', 'aunt']], ['fullName', 'side'], context).rows[0]!.problems).toEqual([
      'Side should be bride, groom or both, not "aunt"',
    ]);
  });

  it('stores numbers in E.164 with the default country, and refuses a row whose number is none', () => {
    const rows = [
      ['Rohan Sharma', '98765 43210'],
      ['Jane Smith', '+44 7400 123456'],
      ['Junk Number', '12345'],
      ['No Number', ''],
    ];
    const plan = planImport(rows, ['fullName', 'phone'], context);
    expect(plan.guests.map((g) => [g.firstName, g.phone])).toEqual([
      ['Rohan', '+919876543210'],
      ['Jane', '+447400123456'],
      ['No', undefined],
    ]);
    expect(plan.rows[2]!.problems).toEqual([
      'Phone "12345" is not a valid number for India; start it with + and the country code',
    ]);
    expect(plan.bad).toBe(1);
    // The same national number read with the United States as the default country.
    expect(
      planImport([['Ann Lee', '(201) 555-0123']], ['fullName', 'phone'], { ...context, country: 'US' })
        .guests[0]!.phone,
    ).toBe('+12015550123');
  });

  it('refuses files over 5 MB, more than 20,000 rows, or past the guest cap, with a message', () => {
    expect(fileProblem({ size: 5 * 1024 * 1024 + 1, name: 'big.csv' })).toMatch(/larger than 5 MB/);
    expect(fileProblem({ size: 10, name: 'ok.csv' })).toBeNull();
    expect(rowsProblem(MAX_ROWS + 1, 0)).toMatch(/at most 20,000/);
    expect(rowsProblem(100, 4950)).toMatch(/can hold 5,000 guests/);
    expect(rowsProblem(100, 0)).toBeNull();
  });
});
