import { addDays } from 'date-fns';
import { z } from '@/lib/zod';
import { defineCollection } from '@/lib/data';
import { isIsoDate, toIsoDate } from '@/lib/dates';
import { optionalHttpUrl, optionalText, requiredText } from '@/lib/form-fields';
import type { VendorProfile } from '@/lib/backend';
import { shortId } from '@/lib/ids';
import { MAX_AMOUNT } from '@/lib/money';

/**
 * The couple's vendors (spec §3 "Vendor (planning list)"). Prices are in the couple's currency (their budget's;
 * issue 17 replaces spec §9's USD). `contractFile` is the FilePort key of an uploaded contract.
 */
export const NAME_MAX = 200;
export const PHONE_MAX = 50;
export const EMAIL_MAX = 320;
export const NOTES_MAX = 2000;

export const VENDOR_CATEGORIES = [
  'Venue',
  'Catering',
  'Photography',
  'Florist',
  'Cake',
  'DJ',
  'Other',
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

const cents = (n: number) => Math.round(n * 100) / 100;
const anEmail = z.email();

export const vendorSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: requiredText('Vendor name', NAME_MAX),
  category: z.enum(VENDOR_CATEGORIES, 'Choose a category'),
  contactName: requiredText('Contact name', NAME_MAX),
  phone: optionalText('Phone', PHONE_MAX),
  email: z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(EMAIL_MAX, `Keep the email under ${EMAIL_MAX} characters`),
        z.refine(
          (v) => v === '' || anEmail.safeParse(v).success,
          'Enter an email address like name@example.com',
        ),
      ),
      z.transform((v: string) => v || undefined),
    ),
  ),
  website: optionalHttpUrl('website'),
  // Spec §5: min 0, falls back to 0.
  price: z.pipe(
    z.pipe(
      z.catch(z.number(), 0),
      z.transform((n: number) => (Number.isFinite(n) ? cents(n) : 0)),
    ),
    z.number().check(z.gte(0, 'The price cannot be negative'), z.lte(MAX_AMOUNT, 'That price is too large')),
  ),
  depositPaid: z._default(z.boolean(), false),
  finalPaymentDue: z.optional(
    z.pipe(
      z.string().check(z.refine((v) => v === '' || isIsoDate(v), 'Choose a real date')),
      z.transform((v: string) => v || undefined),
    ),
  ),
  contractSigned: z._default(z.boolean(), false),
  notes: optionalText('Notes', NOTES_MAX),
  contractFile: z.optional(z.string().check(z.minLength(1), z.maxLength(1024))),
  // The budget category its price counts in, when the couple chose one (else its kind's, budget/commitments.ts).
  budgetCategoryId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** The one definition of "booked", for the plan summary and the budget: a signed contract or a paid deposit. */
export const isBooked = (v: Pick<Vendor, 'contractSigned' | 'depositPaid'>): boolean =>
  v.contractSigned || v.depositPaid;

/** A starter list dated from the day it is created, so the final payments are always ahead. */
export function seedVendors(today: Date = new Date()): Vendor[] {
  const ahead = (days: number) => toIsoDate(addDays(today, days));
  return [
    {
      id: 'sample-rosewood',
      name: 'Rosewood Manor',
      category: 'Venue',
      contactName: 'Elena Ruiz',
      phone: '(555) 201-4410',
      email: 'events@rosewood.example.com',
      price: 12000,
      depositPaid: true,
      finalPaymentDue: ahead(60),
      contractSigned: true,
      notes: 'Ceremony on the south lawn; rain plan is the glass conservatory.',
    },
    {
      id: 'sample-bella-cucina',
      name: 'Bella Cucina Catering',
      category: 'Catering',
      contactName: 'Marco Bellini',
      phone: '(555) 318-7720',
      email: 'marco@bellacucina.example.com',
      price: 8500,
      depositPaid: true,
      finalPaymentDue: ahead(45),
      contractSigned: false,
      notes: 'Final headcount due three weeks before the wedding.',
    },
    {
      id: 'sample-lens-light',
      name: 'Lens & Light Photography',
      category: 'Photography',
      contactName: 'Priya Shah',
      phone: '(555) 642-0198',
      email: 'hello@lenslight.example.com',
      price: 3200,
      depositPaid: false,
      contractSigned: false,
    },
    {
      id: 'sample-petal-stem',
      name: 'Petal & Stem Florals',
      category: 'Florist',
      contactName: 'Grace Kim',
      phone: '(555) 774-3302',
      email: 'grace@petalstem.example.com',
      price: 2400,
      depositPaid: false,
      contractSigned: false,
      notes: 'Peonies if in season, garden roses otherwise.',
    },
  ];
}

export const vendorsCollection = defineCollection<Vendor>({
  table: 'planning_vendors',
  schema: vendorSchema,
  seed: () => seedVendors(),
  noun: 'vendor',
});

export type VendorFilter = VendorCategory | 'all';

/** Spec §5: case-insensitive substring of the name, the category or the contact name. */
export function matchesVendorSearch(
  v: Pick<Vendor, 'name' | 'category' | 'contactName'>,
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [v.name, v.category, v.contactName].some((s) => s.toLowerCase().includes(q));
}

export function filterVendors(vendors: readonly Vendor[], query: string, category: VendorFilter): Vendor[] {
  return vendors.filter(
    (v) => (category === 'all' || v.category === category) && matchesVendorSearch(v, query),
  );
}

export interface VendorSummary {
  total: number;
  count: number;
  depositsPaid: number;
  depositsPercent: number;
  contractsSigned: number;
  contractsPercent: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export function summarizeVendors(vendors: readonly Vendor[]): VendorSummary {
  let total = 0;
  let depositsPaid = 0;
  let contractsSigned = 0;
  for (const v of vendors) {
    total += v.price;
    if (v.depositPaid) depositsPaid += 1;
    if (v.contractSigned) contractsSigned += 1;
  }
  const count = vendors.length;
  return {
    total: cents(total),
    count,
    depositsPaid,
    depositsPercent: percent(depositsPaid, count),
    contractsSigned,
    contractsPercent: percent(contractsSigned, count),
  };
}

/** The "Upcoming Vendor Appointments" panel (spec §2): four appointments, dated ahead of today. */
export function upcomingAppointments(today: Date = new Date()) {
  const on = (days: number, hours: number, minutes = 0) => {
    const d = addDays(today, days);
    d.setHours(hours, minutes, 0, 0);
    return d;
  };
  return [
    { id: 'cake-tasting', title: 'Cake Tasting', with: 'Sweet Layers Bakery', at: on(7, 14) },
    { id: 'floral-consultation', title: 'Floral Consultation', with: 'Petal & Stem Florals', at: on(12, 11) },
    { id: 'dj-planning', title: 'DJ Planning Meeting', with: 'DJ Groove', at: on(21, 16, 30) },
    { id: 'venue-walkthrough', title: 'Venue Final Walkthrough', with: 'Rosewood Manor', at: on(35, 10) },
  ];
}

/** The directory's 15 categories (spec §9) in the couple's 7. */
const DIRECTORY_CATEGORY: Record<string, VendorCategory> = {
  Venue: 'Venue',
  Catering: 'Catering',
  Photography: 'Photography',
  Videography: 'Photography',
  Florist: 'Florist',
  'Cake & Desserts': 'Cake',
  'Music & Entertainment': 'DJ',
};

/** An approved vendor from "Find vendors", as a new entry in the couple's own list (price to be agreed: 0). */
export function vendorFromDirectory(profile: VendorProfile, id: string = shortId()): Vendor {
  const where = profile.serviceArea
    ? `${profile.location} (serves ${profile.serviceArea})`
    : profile.location;
  return vendorSchema.parse({
    id,
    name: profile.businessName,
    category: DIRECTORY_CATEGORY[profile.category] ?? 'Other',
    contactName: profile.contactName,
    phone: profile.phone,
    email: profile.email,
    website: profile.website,
    price: 0,
    depositPaid: false,
    contractSigned: false,
    notes: `Found in Find vendors: ${profile.category}, ${profile.priceRange}, ${where}.`.slice(0, NOTES_MAX),
  });
}

/** Whether the couple's list already has this business (by name, ignoring case and spaces around it). */
export const hasVendorNamed = (vendors: readonly Pick<Vendor, 'name'>[], name: string) =>
  vendors.some((v) => v.name.trim().toLowerCase() === name.trim().toLowerCase());
