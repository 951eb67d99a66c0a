import type { Language } from '@/lib/i18n';
/** The public port: what visitors with a link read and write by token or slug. */
import type { QuestionKind, TravelMode } from '../guest-limits';

/** An invitation as a guest with its link sees it. */
export interface PublicInvite {
  id: string;
  name: string;
  /** YYYY-MM-DD, when the couple set one. */
  date: string | null;
  templateId: string | null;
  /** The couple's names and the venue, as the couple wrote them for this invitation. */
  hosts: string | null;
  venue: string | null;
  /** Where the rendered invitation can be fetched (a public Storage address, or a blob: address locally). */
  imageUrl: string | null;
  /** The language the couple chose for their site, which the page's own words follow. */
  language: Language;
}

/**
 * What signed-out visitors read and write by an unguessable token or a slug from a link the couple shared. In
 * cloud mode through `security definer` functions in the `api` schema (anonymous callers have no table access at
 * all); locally through an index from token or slug to the owning account, so the pages work in the browser that
 * holds the data.
 */
export interface PublicPort {
  invite(token: string): Promise<PublicInvite | null>;
  /**
   * One household's RSVP by its link's token: the couple's names and date, the events the household is invited
   * to, its guests and their answers. Opening it marks the household's link as opened. Null for a wrong token.
   */
  rsvp(token: string): Promise<PublicRsvp | null>;
  /** Stores a household's answers (exactly that household's); a repeat of the same reply changes nothing. */
  submitRsvp(token: string, reply: RsvpReply): Promise<RsvpResult>;
  /**
   * A household's own travel (issue 33 item 3) by its RSVP link's token, when the couple asks guests for it: `travel`
   * is null until some is given. Null for a wrong token or when the couple does not ask. Private: no other public
   * read carries it.
   */
  rsvpTravel(token: string): Promise<{ travel: PublicTravel | null } | null>;
  /** Stores a household's own travel (its record, not its guests'); a repeat changes nothing more. */
  submitTravel(token: string, travel: PublicTravel): Promise<TravelResult>;
  /** A couple's published wedding website by its slug, with its public events and registry; null otherwise. */
  website(slug: string): Promise<PublicWebsite | null>;
  /**
   * "Find your invitation": a guest who lost their link types their full name (a guest's first name and a last name
   * in the same household) on the couple's website, and the link goes to the address the couple has on file for them
   * (the guest's own, else the household's). Cloud: an e-mail from the `send-email` function; local: a mail in this
   * browser's mailbox. Never answers with the link, nor whether anyone was found: 'requested' whatever happened,
   * 'rate_limited' for a caller searching too often, 'unavailable' when e-mail is not set up.
   */
  requestInvitationLink(slug: string, fullName: string): Promise<InvitationLinkResult>;
  /**
   * Marks a gift on the website's registry as bought. Only a household of the couple's can: `token` is its RSVP link's
   * token (null when this device never opened one: 'not_invited'). The buyer's name and the household are kept for
   * the couple only.
   */
  markGiftBought(
    slug: string,
    itemId: string,
    buyerName: string | null,
    token: string | null,
  ): Promise<MarkGiftResult>;
  /** The cash funds on a published website's registry, with the couple's own payment details; null otherwise. */
  websiteFunds(slug: string): Promise<PublicFund[] | null>;
  /**
   * A household tells the couple what it sent to a fund ("We sent ₹5,100"), with its RSVP link's token as for
   * `markGiftBought`: an unconfirmed cash gift lands in the couple's ledger. At most `REPORT_LIMITS.perHousehold`
   * reports per household ('limit_reached'); an amount or note out of bounds is refused (PublicInputError).
   */
  reportGift(
    slug: string,
    fundId: string,
    token: string | null,
    amount: number,
    note: string | null,
  ): Promise<ReportGiftResult>;
}

/** A cash fund as guests see it: the app never handles money, it shows where the couple takes it. */
export interface PublicFund {
  id: string;
  title: string;
  goal: number | null;
  description: string | null;
  upiId: string | null;
  payeeName: string | null;
  /** Always https. */
  paymentUrl: string | null;
}

export type ReportGiftResult = 'reported' | 'not_found' | 'not_invited' | 'limit_reached' | 'rate_limited';

/** The bounds of a guest's report, as api.report_gift checks them. */
export const REPORT_LIMITS = { amount: 10_000_000, note: 300, perHousehold: 5 } as const;

export type RsvpStatus = 'awaiting' | 'attending' | 'declined';

/** An event as guests see it (a household's invitation, or the website's schedule of public events). */
export interface PublicEvent {
  id: string;
  name: string;
  /** YYYY-MM-DD; null when the couple left it as the wedding day and set no wedding date. */
  date: string | null;
  /** HH:MM. */
  startTime: string | null;
  venue: string | null;
  address: string | null;
  dressCode: string | null;
}

/** One of an event's own questions (issue 33 item 1). */
export interface PublicQuestion {
  id: string;
  label: string;
  kind: QuestionKind;
  /** A 'choice' question's choices; empty for the others. */
  choices: string[];
}

/** An event on a household's RSVP page, with what it asks of each guest who attends. */
export interface PublicRsvpEvent extends PublicEvent {
  /** The event's own menu; empty: the couple's menu (`PublicRsvp.mealOptions`) on the guest's one meal. */
  mealOptions: string[];
  questions: PublicQuestion[];
}

/** A guest's meal from an event's own menu and answers to its questions (question id → the text, choice, yes/no). */
export interface EventDetails {
  meal: string | null;
  replies: Record<string, string>;
}

export interface PublicRsvpGuest {
  id: string;
  firstName: string;
  lastName: string | null;
  isChild: boolean;
  plusOneAllowed: boolean;
  /** For a plus-one: the guest who brings them. */
  plusOneOf: string | null;
  meal: string | null;
  dietary: string | null;
  /** Event id → answer, for each event this guest is invited to. */
  answers: Record<string, RsvpStatus>;
  /** Event id → the guest's meal and answers there, for each event this guest is invited to. */
  details: Record<string, EventDetails>;
}

export interface PublicRsvp {
  householdName: string;
  /** "Priya & Arjun" from the couple's profile, or '' when they gave no names. */
  coupleNames: string;
  weddingDate: string | null;
  /** The last day answers are taken (YYYY-MM-DD), or null for no deadline. */
  deadline: string | null;
  /** Past the deadline: the page shows the answers and says it is closed. */
  closed: boolean;
  /** The couple's menu, for each guest's meal choice (empty: no meal question). */
  mealOptions: string[];
  message: string | null;
  respondedAt: string | null;
  /** The events at least one guest of the household is invited to, in date order. */
  events: PublicRsvpEvent[];
  guests: PublicRsvpGuest[];
  /** The couple's website, when it is published. */
  websiteSlug: string | null;
  /** The page's language: the household's own, else the site's. */
  language: Language;
}

export interface RsvpPlusOne {
  firstName: string;
  lastName: string | null;
  meal: string | null;
  dietary: string | null;
  /** As the host's `details`: the plus-one's own meal and answers at the events they attend with the host. */
  details?: Record<string, EventDetails>;
}

/** A household's reply: per guest, an answer for each event they are invited to. */
export interface RsvpReply {
  guests: {
    id: string;
    answers: Record<string, 'attending' | 'declined'>;
    meal: string | null;
    dietary: string | null;
    /** A named plus-one, where the guest may bring one; null removes one named before. */
    plusOne: RsvpPlusOne | null;
    /**
     * Event id → meal and answers for events the guest is invited to; kept where they attend, cleared where they
     * decline. Absent: left as they were.
     */
    details?: Record<string, EventDetails>;
  }[];
  message: string | null;
}

export type RsvpResult = 'saved' | 'closed' | 'not_found' | 'rate_limited';

/** A household's arrival and departure as the RSVP page asks for them (days YYYY-MM-DD, times HH:MM). */
export interface PublicTravel {
  arrivalDate: string | null;
  arrivalTime: string | null;
  arrivalMode: TravelMode | null;
  arrivalNumber: string | null;
  arrivalPlace: string | null;
  departureDate: string | null;
  departureTime: string | null;
  departureMode: TravelMode | null;
  departureNumber: string | null;
  departurePlace: string | null;
  pickupNeeded: boolean;
  notes: string | null;
}

/** 'not_asked': the couple has stopped asking guests for travel. */
export type TravelResult = 'saved' | 'not_found' | 'not_asked' | 'rate_limited';

/**
 * A guest's reply or mark the store refused as malformed or over a limit (a name too long, a meal off the menu, an
 * event the guest is not invited to). Nothing of it was kept.
 */
export class PublicInputError extends Error {
  constructor(message = 'Some answers could not be saved.') {
    super(message);
    this.name = 'PublicInputError';
  }
}

export interface PublicGift {
  id: string;
  name: string;
  price: number;
  category: string | null;
  url: string | null;
  imageUrl: string | null;
  bought: boolean;
}

export interface PublicWebsite {
  slug: string;
  /** The couple's names (the site's own title when they set one). */
  title: string;
  weddingDate: string | null;
  /** A short greeting shown at the top of the site. */
  welcome: string | null;
  story: string | null;
  travel: string | null;
  stay: string | null;
  faq: { question: string; answer: string }[];
  /** The couple's public events, in date order. */
  events: PublicEvent[];
  /** The registry, when the couple shows it on the site; null when they don't. */
  registry: PublicGift[] | null;
  /** The currency of the registry's prices: the couple's (their budget's). */
  currency: string;
  /** Whether search engines may index the site (off unless the couple opts in). */
  indexable: boolean;
  rsvpDeadline: string | null;
  /** The language the couple chose for the site. */
  language: Language;
}

export type InvitationLinkResult = 'requested' | 'rate_limited' | 'unavailable';

export type MarkGiftResult = 'bought' | 'already_bought' | 'not_found' | 'not_invited' | 'rate_limited';
