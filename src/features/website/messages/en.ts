import { ENGLISH_NAMES } from '@/lib/dates';

/**
 * Every word a guest reads on the RSVP page and the wedding website, in English: the catalogue the Hindi and Spanish
 * ones must match key for key (their type is this one's). `{{name}}` is filled in; a function takes a count.
 */
/** A count's value (for choosing the plural) and the count as the language writes it. */
export interface Count {
  n: number;
  count: string;
}

export const en = {
  date: { ...ENGLISH_NAMES, long: 'EEEE, MMMM d, yyyy' },
  rsvp: {
    opening: 'Opening your RSVP',
    failedTitle: "We couldn't open your RSVP",
    failedText: 'Please check your connection and try again in a moment.',
    missingTitle: "This RSVP link doesn't work",
    missingText:
      'It may have been mistyped, or the couple may have sent you a new one. Please ask them for your link.',
    kicker: 'RSVP',
    ourWedding: 'Our wedding',
    dear: 'Dear {{name}},',
    closedIntro: 'RSVPs are closed. Here is what you told us.',
    replyBy: 'Please reply by {{date}}. You can change your answers until then.',
    replyAnyTime: 'Please let us know who can join us. You can change your answers later.',
    closedOn: 'RSVPs closed on {{date}}. If your plans have changed, please contact the couple.',
    closedNoDate: 'RSVPs have closed. If your plans have changed, please contact the couple.',
    invitedTo: "You're invited to",
    yourReply: 'Your reply',
    nobody: 'There is no one on this invitation yet. Please ask the couple.',
    visitWebsite: 'Visit our wedding website',
    message: 'A message to the couple (optional)',
    sending: 'Sending...',
    update: 'Update RSVP',
    send: 'Send RSVP',
    child: '(child)',
    guestAt: '{{name}} at the {{event}}',
    event: 'Event',
    attending: 'Joyfully attending',
    declining: 'Regretfully declining',
    mealFor: 'Meal for {{name}}',
    dietaryFor: 'Dietary notes for {{name}}',
    dietaryHint: 'Allergies or needs the kitchen should know.',
    bringing: 'Bringing a guest',
    guestOf: "{{name}}'s guest",
    plusFirst: "Guest's first name",
    plusLast: "Guest's last name",
    plusMeal: "Guest's meal",
    plusDietary: "Guest's dietary notes",
    chooseMeal: 'Choose a meal',
    mealAt: 'Meal at the {{event}}',
    chooseOne: 'Choose one',
    yes: 'Yes',
    no: 'No',
    chooseMealFor: 'Please choose a meal for {{name}} at the {{event}}.',
    answerFor: 'Please answer for {{name}} at the {{event}}.',
    plusName: 'Please give the first name of {{name}}\'s plus-one, or untick "Bringing a guest".',
    result: {
      closed: 'Sorry, RSVPs have closed. Please contact the couple if your plans have changed.',
      not_found: 'This RSVP link no longer works. Please ask the couple for a new one.',
      rate_limited:
        'We received several replies from this invitation in a short time. Please try again in a little while.',
    },
    savedUntilDeadline:
      'Thank you! Your answers are saved. You can change them here until the RSVP deadline.',
    savedAnyTime: 'Thank you! Your answers are saved. You can change them here at any time.',
    refused: 'Some answers could not be saved. Please check your answers and try again.',
    sendFailed:
      "We couldn't send your answers. Please check your connection and try again — your choices are still here.",
  },
  events: {
    date: 'Date',
    time: 'Time',
    place: 'Place',
    dressCode: 'Dress code',
    openInMaps: 'Open in maps',
    openInMapsFor: 'Open in maps: {{event}}',
  },
  registry: {
    empty: 'The registry is empty for now.',
    howToMark:
      'Bought one of these? Open the personal RSVP link from your invitation, then follow its link to this page to mark the gift as bought, so no one buys it twice.',
    gifts: 'Registry gifts',
    bought: 'Bought',
    mark: 'Mark as bought',
    markFor: 'Mark as bought: {{gift}}',
    view: 'View in store',
    viewFor: 'View in store: {{gift}}',
    confirmTitle: 'Mark this gift as bought?',
    confirmText: '"{{gift}}" will show as bought to everyone, so no one buys it twice.',
    yourName: 'Your name (optional)',
    yourNameHint: 'Only the couple sees it.',
    nameTooLong: 'Please keep your name under {{max}} characters.',
    failed: "We couldn't mark the gift. Please check your connection and try again.",
    result: {
      bought: 'Thank you! The gift is marked as bought, so no one else buys it.',
      already_bought: 'Someone else has just marked this gift as bought. Please choose another.',
      not_found: 'This gift is no longer on the registry.',
      not_invited:
        "Your invitation link doesn't work here any more. Please open the latest link the couple sent you, then try again.",
      rate_limited: 'Too many gifts were marked from here in a short time. Please try again later.',
    },
  },
  funds: {
    heading: 'Cash funds',
    intro:
      'You send money straight to the couple, with your own UPI app or their payment link. This website never handles money and never sees your payment.',
    goal: 'Goal: {{amount}}',
    qrFor: 'UPI QR code for {{fund}}',
    scan: 'Scan with any UPI app, or pay',
    openUpi: 'Open in a UPI app',
    payLink: "Pay with the couple's link (opens their payment page)",
    openLink: 'Sent something? Open the personal RSVP link from your invitation to tell the couple here.',
    tellFor: 'Tell the couple what you sent to {{fund}}',
    amount: 'Amount you sent',
    note: 'Note for the couple (optional)',
    tell: 'Tell the couple',
    amountError: 'Enter the amount you sent, up to {{max}}',
    checkInput: 'Please check the amount and keep the note under {{max}} characters.',
    failed: "We couldn't reach the couple. Please check your connection and try again.",
    result: {
      reported: 'Thank you! The couple will see what you sent.',
      not_found: 'This fund is no longer on the registry.',
      not_invited:
        "Your invitation link doesn't work here any more. Please open the latest link the couple sent you, then try again.",
      limit_reached:
        'Your household has already told the couple about {{max}} gifts, the most this page takes.',
      rate_limited: 'Too many gifts were reported from here in a short time. Please try again later.',
    },
  },
  travel: {
    heading: 'Your travel',
    intro: 'Tell us when and how you arrive and leave, so we can meet you. Only you and the couple see this.',
    arrival: {
      leg: 'Arrival',
      day: 'Arrival day',
      time: 'Arrival time',
      by: 'Arrival by',
      number: 'Arrival flight or train number',
      place: 'Arrival station or airport',
    },
    departure: {
      leg: 'Departure',
      day: 'Departure day',
      time: 'Departure time',
      by: 'Departure by',
      number: 'Departure flight or train number',
      place: 'Departure station or airport',
    },
    notDecided: 'Not decided',
    mode: { flight: 'Flight', train: 'Train', bus: 'Bus', car: 'Car', other: 'Other' },
    pickup: 'We need a pickup on arrival',
    notes: 'Travel notes',
    save: 'Save Travel Details',
    departsBeforeArrival: 'Your departure day is before your arrival day.',
    refused: 'Some details could not be saved. Please check the days, times and lengths and try again.',
    sendFailed:
      "We couldn't send your travel details. Please check your connection and try again — what you typed is still here.",
    result: {
      saved: 'Thank you! Your travel details are saved. You can change them here any time.',
      not_asked: 'The couple is no longer asking for travel details here. Please tell them directly.',
      not_found: "This RSVP link doesn't work any more. Please ask the couple for your link.",
      rate_limited: 'Too many tries for now. Please wait a few minutes and send again.',
    },
  },
  invite: {
    opening: 'Opening the invitation',
    failedTitle: "We couldn't open this invitation",
    missingTitle: "This invitation link doesn't work",
    missingText:
      'It may have been mistyped, or the couple may have withdrawn it. Please ask them for a new link.',
    kicker: "You're invited",
    imageAlt: 'The invitation from {{hosts}}',
    when: 'When',
    where: 'Where',
    askHosts: 'Please let {{hosts}} know whether you can join them, in the way your invitation asks.',
    askCouple: 'Please let the couple know whether you can join them, in the way your invitation asks.',
  },
  site: {
    opening: 'Opening the wedding website',
    failedTitle: "We couldn't open this wedding website",
    failedText: 'Please check your connection and try again in a moment.',
    missingTitle: 'This wedding website is not available',
    missingText: 'The address may be mistyped, or the couple has not published their website yet.',
    kicker: "We're getting married",
    ourWedding: 'Our Wedding',
    daysToGo: ({ n, count }: Count) => (n === 1 ? `${count} day to go` : `${count} days to go`),
    tomorrow: 'Tomorrow!',
    today: 'Today is the day!',
    onThisPage: 'On this page',
    story: 'Our Story',
    schedule: 'Schedule',
    travel: 'Travel',
    stay: 'Where to Stay',
    faq: 'FAQ',
    rsvp: 'RSVP',
    registry: 'Registry',
    replyBy: 'Please reply by {{date}}.',
    findIntro:
      'Lost your personal RSVP link? Type your name as it is on your invitation and we will e-mail it to you.',
    findClosed: 'RSVPs have closed, but you can still see your answers with your personal link.',
    fullName: 'Your full name',
    sending: 'Sending...',
    emailMe: 'E-mail me my link',
    openMailbox: 'Open the local mailbox',
    noMailbox: 'This copy of the app has no mailbox page, so the couple can share your link with you.',
    find: {
      requested:
        'Thank you. If that name is on the guest list and the couple has an e-mail address for you, your personal RSVP link is on its way there. Nothing in your inbox in a few minutes? Please ask the couple for your link.',
      local:
        'This website runs in local mode, in the couple’s own browser, so no e-mail leaves it: the message went to this browser’s mailbox instead.',
      rate_limited: 'Too many searches from here in a short time. Please try again later.',
      unavailable:
        "Invitation links can't be e-mailed from this site yet. Please ask the couple for your link.",
      twoNames: 'Please type your first and last name.',
      failed: "We couldn't send your request just now. Please check your connection and try again.",
    },
  },
};

export type Catalogue = typeof en;
