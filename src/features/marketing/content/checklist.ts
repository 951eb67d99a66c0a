export interface ChecklistPeriod {
  id: string;
  when: string;
  focus: string;
  tasks: string[];
}

/** The public month-by-month checklist on /checklist, from a year or more out to the day itself. */
export const checklist: ChecklistPeriod[] = [
  {
    id: '12-months',
    when: '12+ months before',
    focus: 'The big decisions',
    tasks: [
      'Talk about the wedding you both want: size, feel and what matters most',
      'Agree a total budget and who is contributing',
      'Draft a first guest list to estimate numbers',
      'Choose a season or date range, with a few alternatives',
      'Visit venues and book the one that fits your date, numbers and budget',
      'Start a mood board to pin down your style',
    ],
  },
  {
    id: '10-months',
    when: '10–11 months before',
    focus: 'Key vendors',
    tasks: [
      'Book your photographer and, if you want one, a videographer',
      'Book the caterer if your venue does not provide one',
      'Choose your officiant and check the legal requirements where you marry',
      'Ask your wedding party',
      'Set up a wedding email address or shared folder for quotes and contracts',
    ],
  },
  {
    id: '8-months',
    when: '8–9 months before',
    focus: 'Style and guests',
    tasks: [
      'Shop for wedding attire; allow time for ordering and alterations',
      'Book music for the ceremony and reception',
      'Book the florist',
      'Send save-the-dates, especially if guests need to travel',
      'Reserve a block of rooms for out-of-town guests',
    ],
  },
  {
    id: '6-months',
    when: '6–7 months before',
    focus: 'The finer details',
    tasks: [
      'Book hair and make-up, and schedule a trial',
      'Order the cake or desserts',
      'Arrange transport for the day',
      'Plan the honeymoon and check passports',
      'Create your gift registry',
    ],
  },
  {
    id: '4-months',
    when: '4–5 months before',
    focus: 'Invitations and menus',
    tasks: [
      'Finalise the guest list and collect addresses',
      'Design the invitations',
      'Hold the menu tasting and choose the food and drink',
      'Buy or order the wedding rings',
      'Plan the ceremony running order and readings',
    ],
  },
  {
    id: '2-months',
    when: '2–3 months before',
    focus: 'Invitations out',
    tasks: [
      'Send invitations, with a clear reply-by date',
      'Write your vows, if you are writing your own',
      'Give the musicians your song list, with must-plays and do-not-plays',
      'Give the photographer a shot list, including family groups',
      'Apply for the marriage licence or give legal notice, as local rules require',
    ],
  },
  {
    id: '1-month',
    when: '1 month before',
    focus: 'Confirm and finalise',
    tasks: [
      'Chase missing replies and confirm final numbers',
      'Make the seating plan',
      'Draft the day-of timeline with start and end times',
      'Final dress or suit fitting',
      'Confirm every vendor’s arrival time and contact number',
    ],
  },
  {
    id: '2-weeks',
    when: '2 weeks before',
    focus: 'Share the plan',
    tasks: [
      'Send the final timeline to every vendor and your wedding party',
      'Give final guest numbers and dietary requirements to the caterer',
      'Pay the balances that are due before the day',
      'Name a day-of timekeeper and a contact for vendors',
    ],
  },
  {
    id: '1-week',
    when: '1 week before',
    focus: 'Pack and delegate',
    tasks: [
      'Pack for the wedding night and the honeymoon',
      'Prepare envelopes for tips and final payments on the day',
      'Hand small jobs to helpers: collecting decorations, returning rentals',
      'Walk through the day together, hour by hour',
    ],
  },
  {
    id: 'day-before',
    when: 'The day before',
    focus: 'Rest',
    tasks: [
      'Attend the rehearsal, if you are having one',
      'Lay out everything you need in the morning: rings, outfits, documents',
      'Charge your phone and hand the timeline to your timekeeper',
      'Eat well, drink water and get an early night',
    ],
  },
  {
    id: 'wedding-day',
    when: 'Wedding day',
    focus: 'Enjoy it',
    tasks: [
      'Eat breakfast, even if you are not hungry',
      'Give the rings to the person bringing them to the ceremony',
      'Let your timekeeper and coordinator handle the questions',
      'Take a few quiet minutes together after the ceremony',
    ],
  },
];
