import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from '@/lib/zod';
import { APPLICATION_LIMITS, PRICE_RANGES, VENDOR_CATEGORIES, type VendorApplication } from '@/lib/backend';
import { isHttpUrl } from '@/lib/safe-url';
import { formatCount } from '@/lib/format-number';

/**
 * The vendor application's form (spec §3, §5): three steps, each with its own schema, so Next is enabled only when
 * its step is valid. The limits are the ones the adapters and the `vendors` table's check constraints keep. Written
 * with the tree-shakable `zod/mini`: /vendor/register is a public page, and the full zod API would weigh on it.
 */
const lengthMessage = (label: string, max: number) =>
  `Keep the ${label.toLowerCase()} under ${formatCount(max)} characters`;
const required = (label: string, max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, lengthMessage(label, max)));
const optional = (label: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, lengthMessage(label, max)));
const anEmail = z.email();

export const businessInfoSchema = z.object({
  businessName: required('Business name', APPLICATION_LIMITS.businessName),
  contactName: required('Contact name', APPLICATION_LIMITS.contactName),
  email: required('Email', APPLICATION_LIMITS.email).check(
    z.refine((v) => anEmail.safeParse(v).success, 'Enter an email address like name@example.com'),
  ),
  phone: optional('Phone', APPLICATION_LIMITS.phone),
  website: optional('Website', APPLICATION_LIMITS.website).check(
    z.refine((v) => v === '' || isHttpUrl(v), 'Use a web address that starts with http:// or https://'),
  ),
});

export const servicesSchema = z.object({
  category: z.enum(VENDOR_CATEGORIES, 'Choose a category'),
  description: required('Description', APPLICATION_LIMITS.description),
});

export const locationSchema = z.object({
  location: required('Location', APPLICATION_LIMITS.location),
  serviceArea: optional('Service area', APPLICATION_LIMITS.serviceArea),
  priceRange: z.enum(PRICE_RANGES, 'Choose a price range'),
});

export const applicationSchema = z.extend(
  z.extend(businessInfoSchema, servicesSchema.shape),
  locationSchema.shape,
);

/** What the form holds: every field as typed (a category or price range not chosen yet is ''). */
export type ApplicationValues = VendorApplication;

export const EMPTY_APPLICATION: ApplicationValues = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
  category: '',
  description: '',
  location: '',
  serviceArea: '',
  priceRange: '',
};

/** Spec §2: the step indicator's numbers and names. */
export const STEPS = [
  { title: 'Business Info', schema: businessInfoSchema },
  { title: 'Services', schema: servicesSchema },
  { title: 'Location & Pricing', schema: locationSchema },
] as const;

/** The fields of one step, taken from everything the form holds. */
export function stepValid(step: number, values: Partial<ApplicationValues>): boolean {
  return STEPS[step].schema.safeParse(values).success;
}

/** What a valid form gives: trimmed, with a category and a price range from the lists. */
export type ApplicationOutput = z.output<typeof applicationSchema>;

/**
 * The form's resolver. The form holds '' for a category or price range not chosen yet, which the schema's input type
 * (the lists' values) does not include: the schema is what decides, and says so in its messages.
 */
export const applicationResolver = zodResolver(applicationSchema) as unknown as Resolver<
  ApplicationValues,
  unknown,
  ApplicationOutput
>;
