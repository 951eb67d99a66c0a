import type { PublicRsvp, PublicRsvpGuest } from '@/lib/backend';
import { replyOf, replyProblems, startingDrafts, statusOf } from './rsvp-reply';
import { ENGLISH } from './messages';

const { t } = ENGLISH;

const guest = (g: Partial<PublicRsvpGuest> & Pick<PublicRsvpGuest, 'id' | 'firstName'>): PublicRsvpGuest => ({
  lastName: null,
  isChild: false,
  plusOneAllowed: false,
  plusOneOf: null,
  meal: null,
  dietary: null,
  answers: {},
  details: {},
  ...g,
});

const rsvp: PublicRsvp = {
  householdName: 'The Sharma family',
  coupleNames: 'Priya & Arjun',
  weddingDate: '2027-02-14',
  deadline: null,
  closed: false,
  mealOptions: ['Veg', 'Non-veg'],
  message: null,
  respondedAt: null,
  events: [
    { id: 'sangeet', name: 'Sangeet', mealOptions: [], questions: [] },
    { id: 'reception', name: 'Reception', mealOptions: [], questions: [] },
  ] as unknown as PublicRsvp['events'],
  guests: [
    guest({
      id: 'g-priya',
      firstName: 'Priya',
      plusOneAllowed: true,
      meal: 'Veg',
      answers: { sangeet: 'attending', reception: 'awaiting' },
    }),
    guest({ id: 'g-plus', firstName: 'Dev', lastName: 'Rao', plusOneOf: 'g-priya', answers: {} }),
    guest({ id: 'g-ravi', firstName: 'Ravi', answers: { reception: 'declined' } }),
  ],
  websiteSlug: null,
  language: 'en',
};

describe('an RSVP reply', () => {
  it('starts from the household’s answers, awaiting ones blank, a plus-one already named kept', () => {
    const drafts = startingDrafts(rsvp);
    expect(Object.keys(drafts)).toEqual(['g-priya', 'g-ravi']);
    expect(drafts['g-priya']).toMatchObject({
      answers: { sangeet: 'attending', reception: undefined },
      meal: 'Veg',
      bringing: true,
      plusFirst: 'Dev',
      plusLast: 'Rao',
    });
  });

  it('names every answer still missing and a plus-one without a first name', () => {
    const drafts = startingDrafts(rsvp);
    drafts['g-priya']!.plusFirst = ' ';
    expect(
      replyProblems(
        rsvp.guests.filter((g) => !g.plusOneOf),
        rsvp.events,
        drafts,
        t,
      ),
    ).toEqual([
      'Please answer for Priya at the Reception.',
      `Please give the first name of Priya's plus-one, or untick "Bringing a guest".`,
    ]);
  });

  it('sends blanks as nulls, trimmed text, and a plus-one only where allowed and ticked', () => {
    const drafts = startingDrafts(rsvp);
    drafts['g-priya'] = { ...drafts['g-priya']!, answers: { sangeet: 'attending', reception: 'declined' } };
    drafts['g-ravi'] = { ...drafts['g-ravi']!, dietary: '  nuts ', bringing: true, plusFirst: 'Not allowed' };
    const hosts = rsvp.guests.filter((g) => !g.plusOneOf);
    expect(replyOf(hosts, drafts, '  See you! ')).toEqual({
      guests: [
        {
          id: 'g-priya',
          answers: { sangeet: 'attending', reception: 'declined' },
          meal: 'Veg',
          dietary: null,
          plusOne: {
            firstName: 'Dev',
            lastName: 'Rao',
            meal: null,
            dietary: null,
            details: { sangeet: { meal: null, replies: {} }, reception: { meal: null, replies: {} } },
          },
          details: { sangeet: { meal: null, replies: {} }, reception: { meal: null, replies: {} } },
        },
        {
          id: 'g-ravi',
          answers: { reception: 'declined' },
          meal: null,
          dietary: 'nuts',
          plusOne: null,
          details: { reception: { meal: null, replies: {} } },
        },
      ],
      message: 'See you!',
    });
  });

  describe("an event's own menu and questions", () => {
    const sangeet = {
      id: 'sangeet',
      name: 'Sangeet',
      mealOptions: ['Jain', 'Veg'],
      questions: [{ id: 'song', label: "Song you'll dance to?", kind: 'text' as const, choices: [] }],
    };
    const withQuestions = {
      ...rsvp,
      events: [sangeet, { id: 'reception', name: 'Reception', mealOptions: [], questions: [] }],
      guests: rsvp.guests.map((g) =>
        g.id === 'g-priya'
          ? { ...g, details: { sangeet: { meal: null, replies: { song: 'Kala Chashma' } } } }
          : g.id === 'g-plus'
            ? { ...g, details: { sangeet: { meal: 'Veg', replies: { song: 'Tunak Tunak' } } } }
            : g,
      ),
    } as unknown as PublicRsvp;
    const hosts = withQuestions.guests.filter((g) => !g.plusOneOf);

    it('asks an attending guest for a meal from that menu, and only there', () => {
      const drafts = startingDrafts(withQuestions);
      drafts['g-priya']!.answers = { sangeet: 'attending', reception: 'attending' };
      expect(drafts['g-priya']!.details.sangeet).toEqual({ meal: '', replies: { song: 'Kala Chashma' } });
      expect(replyProblems(hosts, withQuestions.events, drafts, t)).toEqual([
        'Please choose a meal for Priya at the Sangeet.',
      ]);
      drafts['g-priya']!.answers.sangeet = 'declined';
      expect(replyProblems(hosts, withQuestions.events, drafts, t)).toEqual([]);
    });

    it('asks the plus-one the same, from what they answered before', () => {
      const drafts = startingDrafts(withQuestions);
      expect(drafts['g-priya']!.plusDetails.sangeet).toEqual({
        meal: 'Veg',
        replies: { song: 'Tunak Tunak' },
      });
      drafts['g-priya']!.answers = { sangeet: 'attending', reception: 'declined' };
      drafts['g-priya']!.details.sangeet = { meal: 'Jain', replies: {} };
      drafts['g-priya']!.plusDetails.sangeet = { meal: '', replies: {} };
      expect(replyProblems(hosts, withQuestions.events, drafts, t)).toEqual([
        'Please choose a meal for Dev at the Sangeet.',
      ]);
      // Not yet named: "Priya's guest".
      drafts['g-priya']!.plusFirst = '';
      expect(replyProblems(hosts, withQuestions.events, drafts, t)[0]).toBe(
        "Please choose a meal for Priya's guest at the Sangeet.",
      );
      drafts['g-priya']!.plusFirst = 'Dev';
      drafts['g-priya']!.plusDetails.sangeet = { meal: 'Jain', replies: { song: ' Kala Chashma ' } };
      expect(replyProblems(hosts, withQuestions.events, drafts, t)).toEqual([]);
      expect(replyOf(hosts, drafts, '').guests[0]!.plusOne!.details).toEqual({
        sangeet: { meal: 'Jain', replies: { song: 'Kala Chashma' } },
        reception: { meal: null, replies: {} },
      });
      // No plus-one brought: nothing asked of them.
      drafts['g-priya']!.bringing = false;
      drafts['g-priya']!.plusDetails.sangeet = { meal: '', replies: {} };
      expect(replyProblems(hosts, withQuestions.events, drafts, t)).toEqual([]);
    });

    it('sends the meal and trimmed answers per event, blank answers left out', () => {
      const drafts = startingDrafts(withQuestions);
      drafts['g-priya']!.answers = { sangeet: 'attending', reception: 'declined' };
      drafts['g-priya']!.details.sangeet = { meal: 'Jain', replies: { song: '  Kala Chashma ', other: ' ' } };
      expect(replyOf(hosts, drafts, '').guests[0]!.details).toEqual({
        sangeet: { meal: 'Jain', replies: { song: 'Kala Chashma' } },
        reception: { meal: null, replies: {} },
      });
    });
  });

  it('tells the guest what the couple’s pages answered', () => {
    expect(statusOf('saved', true, t).text).toMatch(/until the RSVP deadline/);
    expect(statusOf('saved', false, t).text).toMatch(/at any time/);
    expect(statusOf('closed', false, t)).toMatchObject({
      tone: 'error',
      text: expect.stringMatching(/closed/),
    });
  });
});
