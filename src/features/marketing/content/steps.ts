export interface Step {
  title: string;
  text: string;
  points: [string, string, string, string];
}

/** The six steps of the How-it-works page (spec §2); the titles are the spec's, word for word. */
export const steps: Step[] = [
  {
    title: 'Share Your Vision',
    text: 'Start with what you already know, even if it is only a season and a feeling.',
    points: [
      'Add your wedding date, location and an estimated guest count',
      'Set a total budget in the currency you will pay in',
      'Tell the AI planner what matters most to you, and what does not',
      'Describe your style and turn it into a first mood board',
    ],
  },
  {
    title: 'AI Analysis & Recommendations',
    text: 'The AI planner helps you turn loose ideas into concrete options.',
    points: [
      'Ideas for the kinds of venues and vendors that suit your plans',
      'A suggested split of your budget across the main categories',
      'Questions worth asking before you sign anything',
      'Every suggestion is a starting point for you to check and adjust',
    ],
  },
  {
    title: 'Timeline & Task Management',
    text: 'Decisions become tasks with dates, so nothing depends on memory.',
    points: [
      'A planning task list with real due dates',
      'Upcoming deadlines coloured by urgency',
      'Reminders before each deadline arrives',
      'Progress by category: essentials, vendors, attire and details',
    ],
  },
  {
    title: 'Guest & Vendor Coordination',
    text: 'Keep the people side of the wedding in one place.',
    points: [
      'Design digital invitations from ready-made templates',
      'Track each vendor’s contact, deposit, balance and contract',
      'Log expenses against your budget as payments go out',
      'Build a gift registry from the stores you like',
    ],
  },
  {
    title: 'Day-Of Planning',
    text: 'Plan the day itself in detail, then share it with everyone involved.',
    points: [
      'A minute-by-minute schedule with start and end times',
      'Assign each moment to the people responsible for it',
      'A photo shot list and a song for every moment',
      'Share the timeline by email, print or calendar file',
    ],
  },
  {
    title: 'Execute Your Perfect Day',
    text: 'On the day, the plan does the worrying so you do not have to.',
    points: [
      'Your wedding party and vendors work from the same timeline',
      'A named timekeeper knows what comes next',
      'Buffers built in for photos, travel and the unexpected',
      'You are free to be present and enjoy it',
    ],
  },
];
