import {
  CANVAS_WIDTH,
  DESIGN_VERSION,
  type Design,
  type FontFamily,
  type FontStyle,
  type TextElement,
} from './design/document';

/**
 * The four built-in templates (spec §3 Template: id, name, previewUrl, style). Their artwork is ours, shipped in
 * public/templates, so an exported PNG is never tainted by another host. Each also gives a starting layout of
 * editable text (names, date, venue, RSVP line), so a couple edits words rather than facing an empty canvas.
 */
export interface Template {
  id: string;
  name: string;
  previewUrl: string;
  style: 'Elegant' | 'Rustic' | 'Modern' | 'Romantic';
  /** The template with its starting words, as the Templates tab shows it (rendered from `starterDesign` by our exporter). */
  thumbnailUrl: string;
  /** The artwork's ink: the starting text is set in it. */
  ink: string;
  accent: string;
  fonts: { script: FontFamily; serif: FontFamily };
}

export const TEMPLATES: readonly Template[] = [
  {
    id: '1',
    name: 'Elegant Floral',
    previewUrl: '/templates/elegant-floral.svg',
    thumbnailUrl: '/templates/previews/elegant-floral.webp',
    style: 'Elegant',
    ink: '#3f3a2f',
    accent: '#a8841c',
    fonts: { script: 'Great Vibes', serif: 'Cormorant Garamond' },
  },
  {
    id: '2',
    name: 'Rustic Charm',
    previewUrl: '/templates/rustic-charm.svg',
    thumbnailUrl: '/templates/previews/rustic-charm.webp',
    style: 'Rustic',
    ink: '#4a3a2a',
    accent: '#6d5a45',
    fonts: { script: 'Great Vibes', serif: 'Playfair Display' },
  },
  {
    id: '3',
    name: 'Modern Minimalist',
    previewUrl: '/templates/modern-minimalist.svg',
    thumbnailUrl: '/templates/previews/modern-minimalist.webp',
    style: 'Modern',
    ink: '#111827',
    accent: '#4b5563',
    fonts: { script: 'Playfair Display', serif: 'Montserrat' },
  },
  {
    id: '4',
    name: 'Romantic Garden',
    previewUrl: '/templates/romantic-garden.svg',
    thumbnailUrl: '/templates/previews/romantic-garden.webp',
    style: 'Romantic',
    ink: '#6b2737',
    accent: '#9d4b61',
    fonts: { script: 'Great Vibes', serif: 'Cormorant Garamond' },
  },
];

export const templateById = (id: string | null | undefined) => TEMPLATES.find((t) => t.id === id) ?? null;

/** What the starting words say: the couple's details where the profile has them, friendly stand-ins where not. */
export interface InviteWording {
  names: string;
  date: string;
  venue: string;
  rsvp: string;
}

const line = (
  id: string,
  text: string,
  y: number,
  height: number,
  fontSize: number,
  fontFamily: FontFamily,
  fill: string,
  fontStyle: FontStyle = 'normal',
): TextElement => ({
  id,
  type: 'text',
  text,
  x: 100,
  y,
  width: CANVAS_WIDTH - 200,
  height,
  fontSize,
  fill,
  fontFamily,
  fontStyle,
  align: 'center',
  opacity: 1,
  rotation: 0,
});

/** A template's starting design: its artwork shows behind (by the editor), its words are editable text elements. */
export function starterDesign(template: Template, wording: InviteWording): Design {
  const { ink, accent, fonts } = template;
  return {
    version: DESIGN_VERSION,
    template: template.id,
    background: '#ffffff',
    elements: [
      line('intro', 'Together with their families', 150, 30, 20, fonts.serif, accent, 'italic'),
      line('names', wording.names, 190, 80, 56, fonts.script, ink),
      line('request', 'request the pleasure of your company at their wedding', 285, 30, 20, fonts.serif, ink),
      line('date', wording.date, 335, 34, 26, fonts.serif, ink, 'bold'),
      line('venue', wording.venue, 380, 30, 20, fonts.serif, ink),
      line('rsvp', wording.rsvp, 450, 26, 16, fonts.serif, accent, 'italic'),
    ],
  };
}
