import { z } from '@/lib/zod';
import { defineCollection } from '@/lib/data';
import { formatCount } from '@/lib/format-number';

/**
 * A mood board (spec §3: id, name, prompt, imageUrl, createdAt, isFavorite). The image itself is kept through the
 * file port (IndexedDB locally, the private Storage bucket in cloud), so the record holds its key rather than a
 * provider URL that would expire within the hour.
 */
export const NAME_MAX = 80;
/** Long enough for a detailed brief; the table allows 5,000, the refining step needs far less. */
export const PROMPT_MAX = 1000;

export const moodBoardSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  prompt: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
  imageKey: z.optional(z.string().check(z.minLength(1), z.maxLength(1024))),
  isFavorite: z._default(z.boolean(), false),
  // Postgres answers "2026-06-15T10:00:00.123+00:00", the browser writes "...Z": both are times.
  createdAt: z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), 'Not a time')),
});
export type MoodBoard = z.infer<typeof moodBoardSchema>;

export const moodBoardsCollection = defineCollection<MoodBoard>({
  table: 'mood_boards',
  schema: moodBoardSchema,
  noun: 'mood board',
});

export const tooLongPromptMessage = (length: number) =>
  `Your description is ${formatCount(length)} characters long. Please keep it under ${formatCount(PROMPT_MAX)} characters.`;

/** The six style prompts of the spec; each fills the textarea with a fuller description. */
export const STYLE_PROMPTS = [
  {
    label: 'Modern Minimalist',
    prompt:
      'Modern minimalist wedding with clean lines, white and sage green florals, and an elegant monochrome palette',
  },
  {
    label: 'Romantic Garden',
    prompt: 'Romantic garden wedding with blooming roses and peonies, fairy lights, and soft pastel colors',
  },
  {
    label: 'Rustic Elegance',
    prompt:
      'Rustic elegant barn wedding with wooden tables, candlelight, eucalyptus garlands, and warm earthy tones',
  },
  {
    label: 'Bohemian Chic',
    prompt:
      'Bohemian chic outdoor wedding with pampas grass, macramé, terracotta accents, and a relaxed free-spirited feel',
  },
  {
    label: 'Classic Black-Tie',
    prompt:
      'Classic black-tie wedding in a grand ballroom with crystal chandeliers, white roses, gold accents, and formal elegance',
  },
  {
    label: 'Beach Paradise',
    prompt:
      'Beach paradise wedding at sunset with an ocean view, tropical flowers, flowing white fabric, and turquoise accents',
  },
] as const;

/** A board's name: its description's first words, shortened at a word boundary. */
export function boardName(prompt: string): string {
  const text = prompt.trim().replace(/\s+/g, ' ');
  if (text.length <= NAME_MAX) return text;
  const cut = text.slice(0, NAME_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > NAME_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Spec §4: new boards on top. */
export const newestFirst = (boards: readonly MoodBoard[]) =>
  [...boards].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** Spec §5: case-insensitive substring on name or prompt. */
export function searchBoards(boards: readonly MoodBoard[], query: string): MoodBoard[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...boards];
  return boards.filter((b) => b.name.toLowerCase().includes(q) || b.prompt.toLowerCase().includes(q));
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const extensionFor = (type: string) => EXTENSIONS[type] ?? 'png';

/** Where a board's image is kept in the file port. */
export const imageKeyFor = (id: string, type: string) => `mood-boards/${id}.${extensionFor(type)}`;

/** A download name a person recognises: "mood-board-romantic-garden-wedding.png". */
export function downloadFilename(name: string, type: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return `mood-board${slug ? `-${slug}` : ''}.${extensionFor(type)}`;
}
