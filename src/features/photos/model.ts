import { z } from '@/lib/zod';
import { defineCollection } from '@/lib/data';
import { optionalHttpUrl, requiredText, textOrEmpty } from '@/lib/form-fields';

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;

export const PHOTO_CATEGORIES = [
  'must-have',
  'family',
  'couple',
  'ceremony',
  'reception',
  'details',
  'getting-ready',
] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];
export const PHOTO_CATEGORY_LABELS: Record<PhotoCategory, string> = {
  'must-have': 'Must-Have',
  family: 'Family',
  couple: 'Couple',
  ceremony: 'Ceremony',
  reception: 'Reception',
  details: 'Details',
  'getting-ready': 'Getting Ready',
};

export const photoIdeaSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  title: requiredText('Title', TITLE_MAX),
  description: textOrEmpty('Description', DESCRIPTION_MAX),
  category: z._default(z.enum(PHOTO_CATEGORIES), 'must-have'),
  isFavorite: z._default(z.boolean(), false),
  isCompleted: z._default(z.boolean(), false),
  referenceImageUrl: optionalHttpUrl('reference image URL'),
});
export type PhotoIdea = z.infer<typeof photoIdeaSchema>;

/** What the Add/Edit form edits; new ideas start neither favourite nor captured (spec §4). */
export const photoIdeaFormSchema = z.pick(photoIdeaSchema, {
  title: true,
  description: true,
  category: true,
  referenceImageUrl: true,
});
export type PhotoIdeaFormInput = z.input<typeof photoIdeaFormSchema>;
export type PhotoIdeaFormValues = z.output<typeof photoIdeaFormSchema>;

/** A starter shot list; no remote images, so a first visit makes no third-party requests. */
export function seedPhotoIdeas(): PhotoIdea[] {
  const idea = (
    id: string,
    title: string,
    description: string,
    category: PhotoCategory,
    extra: Partial<PhotoIdea> = {},
  ): PhotoIdea => ({
    id: `sample-${id}`,
    title,
    description,
    category,
    isFavorite: false,
    isCompleted: false,
    ...extra,
  });
  return [
    idea(
      'first-look',
      'First Look',
      'The moment you see each other for the first time, before the ceremony.',
      'must-have',
      { isFavorite: true },
    ),
    idea('ring-exchange', 'Ring Exchange Close-up', 'Hands and rings as the vows are sealed.', 'ceremony'),
    idea(
      'grandparents',
      'Family Portrait with Grandparents',
      'Both sides together; gather everyone right after the ceremony.',
      'family',
    ),
    idea(
      'dress-window',
      'Dress by the Window',
      'The dress hanging in soft window light while getting ready.',
      'getting-ready',
    ),
    idea(
      'golden-hour',
      'Golden Hour Couple Portraits',
      'Twenty minutes outside just before sunset.',
      'couple',
      { isFavorite: true },
    ),
    idea(
      'grand-entrance',
      'Grand Entrance',
      'Walking into the reception to your entrance song.',
      'reception',
    ),
    idea(
      'table-details',
      'Table Settings & Centerpieces',
      'Before guests sit down: place cards, florals and candles.',
      'details',
    ),
  ];
}

export const photoIdeasCollection = defineCollection<PhotoIdea>({
  table: 'photo_ideas',
  schema: photoIdeaSchema,
  seed: seedPhotoIdeas,
  noun: 'photo idea',
});

export type PhotoFilter = PhotoCategory | 'all';

/** Spec §5: case-insensitive substring of the title or the description. */
export function matchesPhotoSearch(idea: Pick<PhotoIdea, 'title' | 'description'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return idea.title.toLowerCase().includes(q) || idea.description.toLowerCase().includes(q);
}

export function filterPhotoIdeas(
  ideas: readonly PhotoIdea[],
  query: string,
  category: PhotoFilter,
): PhotoIdea[] {
  return ideas.filter((i) => (category === 'all' || i.category === category) && matchesPhotoSearch(i, query));
}

/** The text shared for an idea (Web Share or the clipboard). */
export function shareText(idea: PhotoIdea): string {
  const lines = [`Photo idea: ${idea.title}`, `Category: ${PHOTO_CATEGORY_LABELS[idea.category]}`];
  if (idea.description) lines.push(idea.description);
  if (idea.referenceImageUrl) lines.push(`Reference: ${idea.referenceImageUrl}`);
  return lines.join('\n');
}
