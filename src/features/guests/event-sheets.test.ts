import { describe, expect, it } from 'vitest';
import { answersSheet, catererCsv, catererSheet, eventTally } from './event-sheets';
import { answer, event, guest } from './test-data';
import type { Household } from './model';

const households = [
  { id: 'h1', name: 'The Sharma family' },
  { id: 'h2', name: 'The Iyer family' },
] as Household[];
const sangeet = event('sangeet', {
  mealOptions: ['Jain', 'Veg'],
  questions: [
    { id: 'song', label: "Song you'll dance to?", kind: 'text', choices: [] },
    { id: 'ride', label: 'Need a ride?', kind: 'yesno', choices: [] },
    { id: 'bus', label: 'Which bus?', kind: 'choice', choices: ['5 pm', '7 pm'] },
  ],
});
const reception = event('reception');
const guests = [
  guest('g1', 'h1', {
    firstName: 'Meera',
    lastName: 'Sharma',
    meal: 'Paneer',
    dietary: 'No onion',
  }),
  guest('g2', 'h1', { firstName: 'Rohan', lastName: 'Sharma', meal: 'Chicken' }),
  guest('g3', 'h2', { firstName: 'Arjun', lastName: 'Iyer' }),
];
const answers = [
  answer('g1', 'sangeet', 'attending', {
    meal: 'Jain',
    replies: { song: 'Kala Chashma', ride: 'yes', bus: '7 pm' },
  }),
  answer('g2', 'sangeet', 'attending', { meal: 'Jain', replies: { ride: 'no', bus: '7 pm' } }),
  answer('g3', 'sangeet', 'declined', { meal: 'Veg' }),
  answer('g1', 'reception', 'attending'),
  answer('g2', 'reception', 'attending'),
  answer('g3', 'reception', 'attending'),
];

describe('event tallies and sheets', () => {
  it('counts meals and answers of those attending only', () => {
    expect(eventTally(sangeet, guests, households, answers)).toEqual({
      attending: 2,
      meals: [['Jain', 2]],
      questions: [
        { id: 'song', label: "Song you'll dance to?", counts: [], answered: 1 },
        {
          id: 'ride',
          label: 'Need a ride?',
          counts: [
            ['No', 1],
            ['Yes', 1],
          ],
          answered: 2,
        },
        { id: 'bus', label: 'Which bus?', counts: [['7 pm', 2]], answered: 2 },
      ],
    });
  });

  it("an event without its own menu counts each guest's website meal, and names a missing one", () => {
    expect(eventTally(reception, guests, households, answers).meals).toEqual([
      ['Chicken', 1],
      ['No meal chosen', 1],
      ['Paneer', 1],
    ]);
  });

  it("the caterer's sheet: meal counts, then each attending guest by household with meal and dietary note", () => {
    const sheet = catererSheet(sangeet, guests, households, answers);
    expect(sheet.meals.rows).toEqual([['Jain', '2']]);
    expect(sheet.guests.rows).toEqual([
      ['Meera Sharma', 'The Sharma family', 'Jain', 'No onion'],
      ['Rohan Sharma', 'The Sharma family', 'Jain', ''],
    ]);
    expect(catererCsv(sheet).split('\r\n').slice(0, 5)).toEqual([
      'Meal,Guests',
      'Jain,2',
      '',
      'Guest,Household,Meal,Dietary notes',
      'Meera Sharma,The Sharma family,Jain,No onion',
    ]);
    const atReception = catererSheet(reception, guests, households, answers);
    expect(atReception.guests.rows.map((r) => r[0])).toEqual(['Arjun Iyer', 'Meera Sharma', 'Rohan Sharma']);
    expect(atReception.guests.rows.some((r) => r[2] === 'Jain')).toBe(false);
  });

  it('the answers export: a row per attending guest and event, a column per question', () => {
    const sheet = answersSheet([sangeet, reception], guests, households, answers);
    expect(sheet.header).toEqual([
      'Guest',
      'Household',
      'Event',
      'Meal',
      "Song you'll dance to? (Sangeet)",
      'Need a ride? (Sangeet)',
      'Which bus? (Sangeet)',
    ]);
    expect(sheet.rows[0]).toEqual([
      'Meera Sharma',
      'The Sharma family',
      'Sangeet',
      'Jain',
      'Kala Chashma',
      'yes',
      '7 pm',
    ]);
    expect(sheet.rows.filter((r) => r[2] === 'Reception')).toHaveLength(3);
    expect(sheet.rows.find((r) => r[2] === 'Reception')!.slice(4)).toEqual(['', '', '']);
  });
});
