import type { Article } from './types';

/**
 * Blog articles, newest first. Each has its own route, /blog/:slug, and an entry in public/sitemap.xml
 * (a test fails if one is missing).
 */
export const articles: Article[] = [
  {
    slug: 'using-an-ai-wedding-planner-well',
    title: 'How to Get Useful Answers from an AI Wedding Planner',
    description:
      'An AI planner is quick, patient and available at midnight — and it can still be wrong. How to ask good questions and check what comes back.',
    published: '2024-04-18',
    category: 'Planning with AI',
    body: [
      {
        kind: 'p',
        text: 'An AI assistant is very good at some wedding planning jobs: turning a vague idea into a list of options, drafting a first timeline, suggesting questions to ask a vendor, or explaining a tradition you have never heard of. It is much less reliable at anything that depends on today’s facts — a venue’s prices, a photographer’s availability, the rules of your local registry office. Used with that in mind, it saves hours.',
      },
      { kind: 'h2', text: 'Give it the details a human planner would ask for' },
      {
        kind: 'p',
        text: 'Vague questions get generic answers. "Help me plan a wedding" produces a checklist you could find anywhere. Compare it with: "We are marrying in late September in the countryside, about 80 guests, a total budget we want to keep firm, and neither of us likes formal dancing. What should we book first, and in what order?" The second question gives the assistant something to reason about.',
      },
      {
        kind: 'ul',
        items: [
          'Your date or season, and the region you are marrying in',
          'A rough guest count, and whether children are invited',
          'Your total budget, and which parts of it are fixed',
          'What matters most to you, and what you are happy to skip',
          'Anything already booked, so suggestions fit around it',
        ],
      },
      { kind: 'h2', text: 'Ask for options, not answers' },
      {
        kind: 'p',
        text: 'You will usually get more out of "give me three ways to handle the gap between ceremony and reception, with the trade-offs of each" than "what should we do between the ceremony and reception?". Options make it easier to see what fits your families and your venue — and to notice when a suggestion does not.',
      },
      { kind: 'h2', text: 'Check anything that involves money, dates or rules' },
      {
        kind: 'p',
        text: 'AI models can state wrong facts with complete confidence. Treat every price, opening date, legal requirement and vendor name as a lead to confirm, not a fact to rely on. Before you pay a deposit or print an invitation, confirm the detail with the vendor, venue or official source directly.',
      },
      {
        kind: 'tip',
        title: 'A good habit',
        text: 'When the planner gives you something you intend to act on, turn it into a task with a date in [Upcoming Tasks](/upcoming-tasks) — "Confirm ceremony start time with the venue" — so the check actually happens.',
      },
      { kind: 'h2', text: 'Keep the conversation going' },
      {
        kind: 'p',
        text: 'The planner remembers the conversation, so you can refine instead of starting over: "That timeline is too rushed before dinner — add 20 minutes for family photos and move the speeches to after the main course." Small corrections like this are where an assistant is at its most useful.',
      },
      { kind: 'h2', text: 'Know what to keep for people' },
      {
        kind: 'p',
        text: 'Some decisions are about your families, your faith or your finances, and no tool can weigh those for you. Use the assistant to lay out the options clearly, then make the call together. And if you want a person’s view, our [support team](/support) includes experienced wedding planners.',
      },
    ],
  },
  {
    slug: 'guest-list-without-the-drama',
    title: 'Building a Guest List Without the Drama',
    description:
      'The guest list drives your budget, your venue and half your stress. A calm, fair way to build it — and to say no when you have to.',
    published: '2024-03-21',
    category: 'Guests',
    body: [
      {
        kind: 'p',
        text: 'Almost every other wedding decision depends on the number of guests: the size of the venue, the catering bill, how many invitations to send and even how long the photos take. That is why it is worth settling the guest list early, before you fall in love with a venue that seats 60 when your families are expecting 150.',
      },
      { kind: 'h2', text: 'Start with the number, not the names' },
      {
        kind: 'p',
        text: 'Decide roughly how many people you can host before anyone writes a single name down. Your budget divided by a realistic cost per guest gives you a ceiling; the venues you like give you another. The smaller of the two is your working number.',
      },
      { kind: 'h2', text: 'Split the list fairly, then fill it' },
      {
        kind: 'p',
        text: 'Many couples divide the total into shares — one for each of you, one for each set of parents — before adding names. Equal shares are simple; shares that reflect who is contributing to the cost are common too. What matters is agreeing the rule before the lists collide.',
      },
      { kind: 'h2', text: 'Use tiers' },
      {
        kind: 'ol',
        items: [
          'Must invite: people you would be upset to see missing',
          'Should invite: people you would like there, if numbers allow',
          'Could invite: people you would invite to a bigger wedding',
        ],
      },
      {
        kind: 'p',
        text: 'If the first tier already fills the room, you have your answer for the other two — and a kind, honest explanation: "We kept it to close family and friends."',
      },
      { kind: 'h2', text: 'Decide the awkward rules once' },
      {
        kind: 'ul',
        items: [
          'Plus-ones: for everyone, only for long-term partners, or only for guests who would not know anyone?',
          'Children: all, none, or only close family?',
          'Colleagues: the whole team, or only those you see outside work?',
        ],
      },
      {
        kind: 'p',
        text: 'Applying the same rule to everyone is what makes it defensible. The moment you make one exception, expect to be asked for more.',
      },
      {
        kind: 'tip',
        title: 'Keep one list',
        text: 'Two spreadsheets and a family group chat is how people get forgotten. Keep one master list that everyone works from, and send your [digital invitations](/e-invites) from one place.',
      },
      { kind: 'h2', text: 'Plan for some declines' },
      {
        kind: 'p',
        text: 'Not everyone you invite will be able to come, but how many decline varies enormously with distance, season and how much notice guests get. Do not invite beyond your venue’s capacity on the assumption that some people will say no: budget and book for everyone on the list.',
      },
    ],
  },
  {
    slug: 'a-rain-plan-for-outdoor-weddings',
    title: 'A Rain Plan for Outdoor Weddings',
    description:
      'You cannot control the weather, but you can decide in advance what happens if it turns. What a real wet-weather plan includes, and when to call it.',
    published: '2024-02-15',
    category: 'Venues',
    body: [
      {
        kind: 'p',
        text: 'An outdoor ceremony is beautiful, and a rain plan is what lets you enjoy choosing one. The couples who cope best with bad weather are not the lucky ones; they are the ones who decided weeks earlier exactly what would happen, and who would make the call.',
      },
      { kind: 'h2', text: 'Ask your venue the right questions' },
      {
        kind: 'ul',
        items: [
          'Where does the ceremony move if it rains, and how many people does that space seat?',
          'Is that space reserved for you all day, or only if you decide in time?',
          'Who moves the chairs, flowers and sound system, and is there a charge?',
          'What is the latest time the decision can be made?',
          'Is there covered access between spaces, or do guests need umbrellas?',
        ],
      },
      { kind: 'h2', text: 'Decide who calls it, and when' },
      {
        kind: 'p',
        text: 'Agree a decision time with your venue coordinator — often the morning of the wedding — and one person who makes the call with them. It should not be either of you. Give that person your preferences in advance ("we would rather be under cover than risk a downpour", or "we will stand in light drizzle for the vows") and let them decide.',
      },
      { kind: 'h2', text: 'Build the wet-weather version of the timeline' },
      {
        kind: 'p',
        text: 'Moving inside changes timings: turning a room around takes longer, photos move to a new location, and guests arrive more slowly under umbrellas. Write the alternative times into your [day-of schedule](/schedule) and share both versions with your vendors, so nobody has to improvise.',
      },
      {
        kind: 'tip',
        title: 'A small kit goes a long way',
        text: 'A box of clear umbrellas, a few towels for wet chairs and a pair of flat shoes for whoever is in heels will rescue more photos than any forecast.',
      },
      { kind: 'h2', text: 'Tell your guests' },
      {
        kind: 'p',
        text: 'Mention the dress code for outdoor parts of the day on your invitations, and send a short message the day before if the plan changes. Guests forgive a moved ceremony; they find it harder to forgive suede shoes in a wet field.',
      },
      { kind: 'h2', text: 'Then let it go' },
      {
        kind: 'p',
        text: 'Once the plan is in place, there is nothing more to do about the weather. Whatever happens on the day, it will be a story you tell — and some of the loveliest wedding photographs are taken under umbrellas.',
      },
    ],
  },
  {
    slug: 'what-to-put-in-a-day-of-timeline',
    title: 'What to Put in Your Day-Of Timeline (and Who Needs a Copy)',
    description:
      'A good wedding day timeline is more than a list of times. What to include, how much buffer to leave, and how to share it with everyone involved.',
    published: '2024-01-25',
    category: 'Timeline',
    body: [
      {
        kind: 'p',
        text: 'On the day itself, the timeline is what keeps a dozen people — photographer, caterer, musicians, your wedding party — moving together without anyone needing to ask you a question. A useful one is specific about times, places and people.',
      },
      { kind: 'h2', text: 'What each entry needs' },
      {
        kind: 'ul',
        items: [
          'A start time and an end time, not just a start',
          'Where it happens, if the day has more than one location',
          'Who is responsible, by name',
          'Any notes a vendor needs: a song cue, a list of family photo groups, a dietary requirement',
        ],
      },
      { kind: 'h2', text: 'Start from the fixed points' },
      {
        kind: 'p',
        text: 'Some times are set for you: when the venue opens, when the ceremony must start, when music has to stop. Put those in first, then work backwards for getting ready and forwards for the reception.',
      },
      { kind: 'h2', text: 'Leave buffers on purpose' },
      {
        kind: 'p',
        text: 'Everything on a wedding day takes longer than it does on paper. Hair and make-up overrun, guests linger after the ceremony, and moving people for group photos is slow. Add 15 to 30 minutes of slack around photographs and anything involving travel, and do not schedule the most important moments back to back.',
      },
      {
        kind: 'tip',
        title: 'Name a timekeeper',
        text: 'Choose one calm person — a friend, your coordinator or your venue manager — who holds the timeline and nudges things along, so you never have to look at a watch.',
      },
      { kind: 'h2', text: 'Who needs a copy' },
      {
        kind: 'ul',
        items: [
          'Every vendor, about two weeks before the day, so they can raise conflicts while there is time to fix them',
          'Your wedding party and anyone giving a speech',
          'Your timekeeper, printed as well as on their phone',
          'The venue coordinator, who often knows the building’s quirks better than anyone',
        ],
      },
      {
        kind: 'p',
        text: 'In the [Wedding Day Schedule](/schedule) you can print the timeline, email it, or download it as a calendar file that adds every moment to someone’s phone calendar.',
      },
      { kind: 'h2', text: 'Review it one last time' },
      {
        kind: 'p',
        text: 'In the final week, walk through the day hour by hour with your partner and your timekeeper. Anything that makes you hesitate is worth another five minutes of buffer.',
      },
    ],
  },
];

export const findArticle = (slug: string | undefined) => articles.find((a) => a.slug === slug);
