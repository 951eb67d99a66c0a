import { z } from '@/lib/zod';

/**
 * The invitation design document (spec §3 Editor element; Polotno-style open JSON): a versioned, serialisable
 * description of the canvas that the editor, the saved invite and the exports all read. It is validated whenever it
 * is loaded, so a corrupted or hostile design (wrong types, huge numbers, thousands of elements, a `javascript:`
 * image address) is refused with a message instead of reaching the canvas.
 */
export const DESIGN_VERSION = 1;
export const CANVAS_WIDTH = 800;
export const CANVAS_HEIGHT = 600;
/** Spec §5/§9: an element is never smaller than this after a resize. */
export const MIN_ELEMENT_SIZE = 5;
export const MAX_ELEMENTS = 200;
export const MAX_TEXT_LENGTH = 2000;
/** The font sizes a text element may have. */
export const FONT_SIZE = { min: 1, max: 400 } as const;
/** How far off the canvas a stored element may sit (dragged partly out of view is fine; lost in space is not). */
const COORD_LIMIT = 10_000;
export const SIZE_LIMIT = 10_000;
/** How much of an element stays on the canvas however far it is dragged, so it can always be grabbed again. */
export const KEEP_VISIBLE = 10;

export const FONT_FAMILIES = ['Playfair Display', 'Great Vibes', 'Cormorant Garamond', 'Montserrat'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export const FONT_STYLES = ['normal', 'bold', 'italic', 'italic bold'] as const;
export type FontStyle = (typeof FONT_STYLES)[number];
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Align = (typeof ALIGNMENTS)[number];

/** #rrggbb, or rgba() with channels 0–255 and alpha 0–1 (what the colour picker writes). */
const COLOR_RE = /^(#[0-9a-f]{6}|rgba\((\d{1,3}), ?(\d{1,3}), ?(\d{1,3}), ?(0|1|0?\.\d+)\))$/i;
export const colorSchema = z.string().check(
  z.maxLength(40),
  z.refine((v) => {
    const m = COLOR_RE.exec(v);
    return Boolean(m) && [m![2], m![3], m![4]].every((c) => c === undefined || Number(c) <= 255);
  }, 'Not a colour'),
);

// zod 4 numbers are always finite: Infinity and NaN fail the type check, so no `.finite()` is needed.
const coordinate = z.number().check(z.gte(-COORD_LIMIT), z.lte(COORD_LIMIT));
const size = z.number().check(z.gte(MIN_ELEMENT_SIZE), z.lte(SIZE_LIMIT));

const baseElement = {
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  opacity: z.number().check(z.gte(0), z.lte(1)),
  rotation: z.number().check(z.gte(-360), z.lte(360)),
};

export const textElementSchema = z.object({
  ...baseElement,
  type: z.literal('text'),
  text: z.string().check(z.maxLength(MAX_TEXT_LENGTH)),
  fontSize: z.number().check(z.gte(FONT_SIZE.min), z.lte(FONT_SIZE.max)),
  fill: colorSchema,
  fontFamily: z.enum(FONT_FAMILIES),
  fontStyle: z.enum(FONT_STYLES),
  align: z.enum(ALIGNMENTS),
});

/**
 * Where an image's bytes are: a file kept through the file port (an upload), or an address of the app itself (a
 * template's artwork). Nothing else: an outside host could taint the canvas, and a `javascript:` or `data:` address
 * never reaches it.
 */
export const imageSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('file'),
    key: z.string().check(z.minLength(1), z.maxLength(300), z.regex(/^[\w./-]+$/, 'Not a file key')),
  }),
  z.object({
    kind: z.literal('asset'),
    path: z
      .string()
      .check(z.maxLength(200), z.regex(/^\/[\w./-]+\.(png|jpe?g|webp|svg)$/, 'Not an asset of the app')),
  }),
]);
export type ImageSource = z.infer<typeof imageSourceSchema>;

export const imageElementSchema = z.object({
  ...baseElement,
  type: z.literal('image'),
  src: imageSourceSchema,
  /**
   * The colour picker on an image (spec §5 "editor filter parameters"): Konva's RGBA filter blends this colour over
   * the picture by its alpha.
   */
  tint: z.optional(colorSchema),
});

export const elementSchema = z.discriminatedUnion('type', [textElementSchema, imageElementSchema]);
export type TextElement = z.infer<typeof textElementSchema>;
export type ImageElement = z.infer<typeof imageElementSchema>;
export type DesignElement = z.infer<typeof elementSchema>;

export const designSchema = z
  .object({
    version: z.literal(DESIGN_VERSION),
    /** The template the design started from (spec §3: save output carries the template id). */
    template: z.nullable(z.string().check(z.maxLength(64))),
    background: colorSchema,
    elements: z
      .array(elementSchema)
      .check(z.maxLength(MAX_ELEMENTS, `A design holds at most ${MAX_ELEMENTS} elements`)),
  })
  .check(
    z.refine(
      (d) => new Set(d.elements.map((e) => e.id)).size === d.elements.length,
      'Two elements share an id',
    ),
  );
export type Design = z.infer<typeof designSchema>;

export type DesignCheck = { ok: true; design: Design } | { ok: false; message: string };

/** Checks a stored or imported design; the message says, in words, why it was refused. */
export function parseDesign(value: unknown): DesignCheck {
  const parsed = designSchema.safeParse(value);
  if (parsed.success) return { ok: true, design: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
  return {
    ok: false,
    message: `This design can't be opened: ${issue?.message ?? 'it is not a design'}${where}.`,
  };
}

export const emptyDesign = (template: string | null = null): Design => ({
  version: DESIGN_VERSION,
  template,
  background: '#ffffff',
  elements: [],
});
