import { z } from '@/lib/zod';
import { defineCollection } from '@/lib/data';
import { formatLongDate, isIsoDate } from '@/lib/dates';
import { optionalText, requiredText } from '@/lib/form-fields';
import { newToken, shortId, TOKEN_PATTERN } from '@/lib/ids';
import { starterDesign, templateById, type InviteWording, type Template } from './templates';
import { formatCount } from '@/lib/format-number';

/**
 * An invitation (spec §3 Invite: id, name, templateId, date, status, recipients) with what its public page shows (the
 * couple's names and the venue), its 128-bit link token, the design document and the version of its published
 * image. The design is kept as an opaque value here and checked by `parseDesign` when the editor opens it, so a
 * corrupted design is refused with a message in the editor instead of making the whole invitation vanish.
 */
export const INVITE_STATUSES = ['draft', 'sent', 'scheduled'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
export const NAME_MAX = 200;
export const HOSTS_MAX = 200;
export const VENUE_MAX = 300;
export const RECIPIENTS_MAX = 100_000;
/** The table's bound on the stored design (jsonb, octet_length). */
export const DESIGN_BYTES_MAX = 1_000_000;

const dateField = z.optional(
  z.pipe(
    z.string().check(z.refine((v) => v === '' || isIsoDate(v), 'Choose a real date')),
    z.transform((v: string) => v || undefined),
  ),
);

export const recipientsField = z
  .int('Enter a whole number of recipients')
  .check(
    z.gte(0, 'Recipients cannot be negative'),
    z.lte(RECIPIENTS_MAX, `At most ${formatCount(RECIPIENTS_MAX)} recipients`),
  );

const designField = z.optional(
  z
    .unknown()
    .check(
      z.refine(
        (v) => v === undefined || JSON.stringify(v).length <= DESIGN_BYTES_MAX,
        'The design is too large to keep',
      ),
    ),
);

export const inviteSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: requiredText('Name', NAME_MAX),
  templateId: z.optional(z.string().check(z.maxLength(64))),
  date: dateField,
  status: z._default(z.enum(INVITE_STATUSES), 'draft'),
  recipients: z._default(recipientsField, 0),
  hosts: optionalText("Couple's names", HOSTS_MAX),
  venue: optionalText('Venue', VENUE_MAX),
  token: z.string().check(z.regex(TOKEN_PATTERN)),
  /** Bumped each time a newly rendered image is published; 0 while none has been. */
  imageVersion: z._default(z.int().check(z.gte(0), z.lte(1_000_000)), 0),
  design: designField,
  createdAt: z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), 'Not a time')),
});
export type Invite = z.infer<typeof inviteSchema>;

/** The list reads every field but the design: a page of invitations never loads every design (issue #18). */
const SUMMARY_FIELDS = [
  'id',
  'name',
  'templateId',
  'date',
  'status',
  'recipients',
  'hosts',
  'venue',
  'token',
  'imageVersion',
  'createdAt',
] as const satisfies readonly (keyof Invite)[];
export const inviteSummarySchema = z.omit(inviteSchema, { design: true });
export type InviteSummary = z.infer<typeof inviteSummarySchema>;

export const invitesCollection = defineCollection<Invite, InviteSummary>({
  table: 'invites',
  schema: inviteSchema,
  summary: { fields: SUMMARY_FIELDS, schema: inviteSummarySchema },
  noun: 'invitation',
});

/** Spec §4: draft yellow, sent green, scheduled blue, anything else grey. */
export function statusTone(status: string): 'yellow' | 'green' | 'blue' | 'gray' {
  return status === 'draft'
    ? 'yellow'
    : status === 'sent'
      ? 'green'
      : status === 'scheduled'
        ? 'blue'
        : 'gray';
}

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The couple's details as the profile holds them (any may be empty). */
export interface CoupleDetails {
  firstName: string;
  lastName: string;
  partnerFirstName: string;
  partnerLastName: string;
  weddingDate: string;
  location: string;
}

/** "Priya & Arjun" from the profile, or '' when neither name is known. */
export function coupleNames(details: CoupleDetails): string {
  return [details.firstName, details.partnerFirstName]
    .map((n) => n.trim())
    .filter(Boolean)
    .join(' & ');
}

/**
 * The words a new invitation starts with: the couple's details where the profile has them, otherwise stand-ins
 * that say what belongs there.
 */
export function startingWording(details: CoupleDetails): InviteWording {
  const names = coupleNames(details);
  return {
    names: names.includes('&') ? names : names ? `${names} & Partner` : 'Alex & Jordan',
    date:
      details.weddingDate && isIsoDate(details.weddingDate)
        ? formatLongDate(details.weddingDate)
        : 'Saturday, the twelfth of June',
    venue: details.location.trim() || 'The Garden Pavilion',
    rsvp: 'Kindly reply by the first of May',
  };
}

/** A new invitation from a template: its starting design, named for the couple, with its own link token. */
export function newInvite(
  template: Template,
  details: CoupleDetails,
  { id = shortId(), token = newToken(), now = new Date() } = {},
): Invite {
  const names = coupleNames(details);
  const wording = startingWording(details);
  return {
    id,
    name: names ? `${names} — ${template.name}` : `${template.name} invitation`,
    templateId: template.id,
    date: details.weddingDate && isIsoDate(details.weddingDate) ? details.weddingDate : undefined,
    status: 'draft',
    recipients: 0,
    hosts: names || undefined,
    venue: details.location.trim() || undefined,
    token,
    imageVersion: 0,
    design: starterDesign(template, wording),
    createdAt: now.toISOString(),
  };
}

export const templateName = (id: string | undefined) => templateById(id)?.name ?? 'Custom design';

/** Newest first. */
export const newestFirst = <T extends { createdAt: string }>(invites: readonly T[]) =>
  [...invites].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export const recipientsLabel = (n: number) => `${formatCount(n)} ${n === 1 ? 'recipient' : 'recipients'}`;

/** Where an uploaded image of an invitation is kept in the file port. */
const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
export const UPLOAD_TYPES = Object.keys(IMAGE_EXTENSIONS);
/** Spec (issue #11): images up to 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const uploadKey = (inviteId: string, type: string, id = shortId()) =>
  `invite-images/${inviteId}/${id}.${IMAGE_EXTENSIONS[type] ?? 'png'}`;

/** Why a chosen file cannot be used, or null when it can. */
export function uploadProblem(file: { type: string; size: number; name: string }): string | null {
  if (!UPLOAD_TYPES.includes(file.type)) return `"${file.name}" is not a PNG, JPEG or WebP image.`;
  if (file.size > UPLOAD_MAX_BYTES)
    return `"${file.name}" is larger than 10 MB. Please choose a smaller image.`;
  if (file.size === 0) return `"${file.name}" is empty.`;
  return null;
}
