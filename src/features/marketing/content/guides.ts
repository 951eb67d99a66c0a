import type { Block } from './types';

export interface Guide {
  /** The in-page anchor: /guides#budgeting. */
  id: string;
  title: string;
  summary: string;
  body: Block[];
}

/** The three practical guides on /guides. No invented figures: the maths is the reader's own. */
export const guides: Guide[] = [
  {
    id: 'budgeting',
    title: 'Wedding Budgeting: Set It, Split It, Stick to It',
    summary:
      'How to arrive at a total you are comfortable with, divide it sensibly and keep track as the payments go out.',
    body: [
      { kind: 'h3', text: '1. Agree the total before anything else' },
      {
        kind: 'p',
        text: 'Start with the money, not the wish list. Add up what the two of you can put aside between now and the wedding, plus anything family members have firmly offered — and agree whether those offers come with expectations. That sum is your total. Decide now whether it is a hard ceiling or has a little give; it is much easier than deciding under pressure at a tasting.',
      },
      { kind: 'h3', text: '2. Rank your priorities' },
      {
        kind: 'p',
        text: 'Each of you writes down the three things that matter most and the three you barely care about. Where your lists overlap, spend; where they agree something does not matter, save. A photographer you love and a simple cake is a perfectly good wedding — so is the reverse.',
      },
      { kind: 'h3', text: '3. Split the total into categories' },
      {
        kind: 'p',
        text: 'Give every category a planned amount: venue, food and drink, attire, photography and video, flowers and decor, music, stationery, rings, transport, and a contingency. Venue and catering usually take the largest share because they scale with your guest count. Use real quotes from your area to fill in the numbers rather than national averages, which can be far from what things cost where you live.',
      },
      {
        kind: 'tip',
        title: 'Always keep a contingency',
        text: 'Set aside part of the total — many couples choose somewhere between 5 and 10 percent — for the costs nobody mentions: service charges, overtime, alterations, delivery fees and tips.',
      },
      { kind: 'h3', text: '4. Read quotes for what is not included' },
      {
        kind: 'ul',
        items: [
          'Taxes and service charges, which can add a noticeable percentage to catering and venue bills',
          'Setup, breakdown, travel and overtime fees',
          'Cake cutting, corkage or outside-vendor fees at the venue',
          'Deposit amounts, payment dates, and what happens to the deposit if plans change',
        ],
      },
      { kind: 'h3', text: '5. Track actual spending as you go' },
      {
        kind: 'p',
        text: 'Record every deposit and payment the day you make it, against its category. The [Budget Tracker](/budget) compares planned with actual for each category, so you can see early when one area is running over and move money from somewhere else instead of finding out at the end.',
      },
      { kind: 'h3', text: '6. Revisit monthly' },
      {
        kind: 'p',
        text: 'Once a month, sit down together for fifteen minutes: what was paid, what is due next, and whether the plan still fits. Put upcoming payment dates into your [reminders](/notifications) so nothing comes as a surprise.',
      },
    ],
  },
  {
    id: 'timeline',
    title: 'Your Planning Timeline: What to Do When',
    summary:
      'The order that matters: which decisions unlock the others, and a realistic pace for a year of planning — or less.',
    body: [
      { kind: 'h3', text: 'The decisions that unlock everything else' },
      {
        kind: 'p',
        text: 'Three choices shape almost every other one: your budget, your approximate guest count and your date. Together they decide which venues are possible, and the venue decides the rest — catering options, the timings of the day and even the style. Settle those first, in that order if you can.',
      },
      { kind: 'h3', text: 'Book in order of scarcity' },
      {
        kind: 'p',
        text: 'Book first whatever can only do one wedding per day and is in demand in your area: usually the venue, then the photographer, the caterer if the venue does not provide one, and any band or officiant you have your heart set on. Things that can be ordered or made — stationery, favours, decorations — can wait.',
      },
      { kind: 'h3', text: 'A realistic pace' },
      {
        kind: 'ul',
        items: [
          'A year or more out: budget, guest estimate, date and venue; start looking at photographers',
          'Nine to six months out: the remaining key vendors, attire, save-the-dates',
          'Six to three months out: invitations, menu, music, rings, accommodation for guests',
          'The last three months: final numbers, seating, the day-of timeline, fittings, payments',
        ],
      },
      {
        kind: 'p',
        text: 'Our [month-by-month checklist](/checklist) breaks this down into individual tasks.',
      },
      { kind: 'h3', text: 'Planning in less time' },
      {
        kind: 'p',
        text: 'A shorter engagement is entirely workable; it just compresses the same order. Be flexible on the date and day of the week to widen your venue choices, book the scarce vendors within the first few weeks, and choose options with short lead times — ready-to-wear attire, digital invitations, seasonal flowers.',
      },
      {
        kind: 'tip',
        title: 'Turn the timeline into tasks',
        text: 'Dates in a plan only help if something reminds you of them. Add each milestone to [Upcoming Tasks](/upcoming-tasks) with a due date, and the app will show you what is coming up and what is overdue.',
      },
      { kind: 'h3', text: 'The final month' },
      {
        kind: 'p',
        text: 'The last weeks are about confirmation rather than decisions: final guest numbers to the caterer, the [day-of schedule](/schedule) to every vendor, balances paid, and as many small jobs as possible handed to the people who have offered to help.',
      },
    ],
  },
  {
    id: 'choosing-vendors',
    title: 'Choosing Wedding Vendors You Can Trust',
    summary:
      'How to find, compare and book the people who will make your day happen — and what to check before you sign.',
    body: [
      { kind: 'h3', text: 'Build a shortlist' },
      {
        kind: 'p',
        text: 'Start with your venue’s recommended suppliers — they know the building — and with couples who married recently in your area. Look for a portfolio or menu that matches your style, and recent reviews on more than one site. Three candidates per category is plenty to compare.',
      },
      { kind: 'h3', text: 'Ask the same questions of everyone' },
      {
        kind: 'ul',
        items: [
          'Are you available on our date, and will you personally be there, or someone from your team?',
          'What exactly is included in the price, and what costs extra?',
          'How much is the deposit, when are the other payments due, and is the deposit refundable?',
          'What happens if you are ill or cannot attend?',
          'Do you carry liability insurance, if the venue requires it?',
          'Can we see a complete recent wedding, not just the highlights?',
        ],
      },
      {
        kind: 'p',
        text: 'Asking everyone the same questions makes quotes comparable. Your AI planner can help you draft a list tailored to each category — a florist needs different questions from a DJ.',
      },
      { kind: 'h3', text: 'Read the contract before you pay' },
      {
        kind: 'p',
        text: 'A contract should state the date, times, locations, exactly what is being delivered, the total price, the payment schedule and the cancellation terms for both sides. If something you agreed in conversation is not written down, ask for it to be added. Never pay a deposit on a handshake.',
      },
      {
        kind: 'tip',
        title: 'Keep everything in one place',
        text: 'Record each vendor in [Vendor Management](/vendors) as soon as you book: contact person, deposit paid, balance due and whether the contract is signed. Attach the signed contract so it is there when you need it.',
      },
      { kind: 'h3', text: 'Trust the conversation' },
      {
        kind: 'p',
        text: 'Beyond price and portfolio, notice how a vendor communicates: do they answer questions clearly, reply in reasonable time and listen to what you want? You will rely on these people on one of the most important days of your life; it helps to like them.',
      },
      { kind: 'h3', text: 'Keep in touch as the day approaches' },
      {
        kind: 'p',
        text: 'About two weeks before the wedding, send every vendor your final timeline, the name and number of your day-of contact, and the address details for deliveries. Confirm arrival times and final balances in writing.',
      },
    ],
  },
];
