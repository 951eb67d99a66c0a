import { shortId } from '@/lib/ids';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  FONT_SIZE,
  KEEP_VISIBLE,
  MAX_ELEMENTS,
  MIN_ELEMENT_SIZE,
  SIZE_LIMIT,
  type Align,
  type Design,
  type DesignElement,
  type FontFamily,
  type FontStyle,
  type ImageSource,
  type TextElement,
} from './document';

/**
 * Pure operations on a design: each takes a design and returns the next one (never mutating), so the history layer
 * can keep every step and the view only renders what it is given.
 */

/** Spec §3: a new text element. */
export const NEW_TEXT = {
  text: 'Double click to edit',
  x: 100,
  y: 100,
  fontSize: 20,
  width: 200,
  height: 30,
} as const;
export const DEFAULT_FILL = '#000000';
/** How far a duplicate lands from its original. */
export const DUPLICATE_OFFSET = 20;

const replace = (design: Design, id: string, patch: (el: DesignElement) => DesignElement): Design => ({
  ...design,
  elements: design.elements.map((el) => (el.id === id ? patch(el) : el)),
});

const full = (design: Design) => design.elements.length >= MAX_ELEMENTS;

export function addText(
  design: Design,
  { fill = DEFAULT_FILL, id = shortId() }: { fill?: string; id?: string } = {},
): { design: Design; id: string | null } {
  if (full(design)) return { design, id: null };
  const element: TextElement = {
    id,
    type: 'text',
    x: NEW_TEXT.x,
    y: NEW_TEXT.y,
    width: NEW_TEXT.width,
    height: NEW_TEXT.height,
    opacity: 1,
    rotation: 0,
    text: NEW_TEXT.text,
    fontSize: NEW_TEXT.fontSize,
    fill,
    fontFamily: 'Playfair Display',
    fontStyle: 'normal',
    align: 'left',
  };
  return { design: { ...design, elements: [...design.elements, element] }, id };
}

/** An image placed in the middle of the canvas, fitted inside half of it and keeping its proportions. */
export function addImage(
  design: Design,
  src: ImageSource,
  natural: { width: number; height: number },
  id = shortId(),
): { design: Design; id: string | null } {
  if (full(design)) return { design, id: null };
  const scale = Math.min(1, CANVAS_WIDTH / 2 / natural.width, CANVAS_HEIGHT / 2 / natural.height);
  const width = Math.max(MIN_ELEMENT_SIZE, Math.round(natural.width * scale));
  const height = Math.max(MIN_ELEMENT_SIZE, Math.round(natural.height * scale));
  const element: DesignElement = {
    id,
    type: 'image',
    src,
    x: Math.round((CANVAS_WIDTH - width) / 2),
    y: Math.round((CANVAS_HEIGHT - height) / 2),
    width,
    height,
    opacity: 1,
    rotation: 0,
  };
  return { design: { ...design, elements: [...design.elements, element] }, id };
}

const within = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Where an element may go: anywhere that leaves a strip of it on the canvas to grab again. */
export function clampPosition(el: Pick<DesignElement, 'width' | 'height'>, x: number, y: number) {
  return {
    x: within(Number.isFinite(x) ? x : 0, KEEP_VISIBLE - el.width, CANVAS_WIDTH - KEEP_VISIBLE),
    y: within(Number.isFinite(y) ? y : 0, KEEP_VISIBLE - el.height, CANVAS_HEIGHT - KEEP_VISIBLE),
  };
}

export function moveTo(design: Design, id: string, x: number, y: number): Design {
  return replace(design, id, (el) => ({ ...el, ...clampPosition(el, x, y) }));
}

export function nudge(design: Design, ids: readonly string[], dx: number, dy: number): Design {
  return {
    ...design,
    elements: design.elements.map((el) =>
      ids.includes(el.id) ? { ...el, ...clampPosition(el, el.x + dx, el.y + dy) } : el,
    ),
  };
}

/**
 * The end of a transform (spec §4): the scale the handles applied folds into width and height (never below the
 * minimum size), text grows its font by the horizontal scale, and the element keeps its new position and rotation.
 */
export function applyTransform(
  design: Design,
  id: string,
  {
    x,
    y,
    scaleX,
    scaleY,
    rotation,
  }: { x: number; y: number; scaleX: number; scaleY: number; rotation: number },
): Design {
  const sx = Number.isFinite(scaleX) ? Math.abs(scaleX) : 1;
  const sy = Number.isFinite(scaleY) ? Math.abs(scaleY) : 1;
  // Turned past a half turn reads the same as the other way round: kept between -180 and 180.
  const turned = !Number.isFinite(rotation)
    ? 0
    : Math.abs(rotation) <= 180
      ? rotation
      : Math.round(((((rotation + 180) % 360) + 360) % 360) * 100) / 100 - 180;
  return replace(design, id, (el): DesignElement => {
    const width = within(el.width * sx, MIN_ELEMENT_SIZE, SIZE_LIMIT);
    const height = within(el.height * sy, MIN_ELEMENT_SIZE, SIZE_LIMIT);
    const at = clampPosition({ width, height }, x, y);
    if (el.type === 'text')
      return {
        ...el,
        ...at,
        width,
        height,
        rotation: turned,
        fontSize: within(el.fontSize * sx, FONT_SIZE.min, FONT_SIZE.max),
      };
    return { ...el, ...at, width, height, rotation: turned };
  });
}

export function remove(design: Design, ids: readonly string[]): Design {
  return { ...design, elements: design.elements.filter((el) => !ids.includes(el.id)) };
}

/** Copies of the elements, offset so they are seen, placed right above their originals. */
export function duplicate(
  design: Design,
  ids: readonly string[],
  newId: () => string = shortId,
): { design: Design; ids: string[] } {
  const room = MAX_ELEMENTS - design.elements.length;
  const copies: string[] = [];
  const elements: DesignElement[] = [];
  for (const el of design.elements) {
    elements.push(el);
    if (ids.includes(el.id) && copies.length < room) {
      const copy = { ...el, id: newId(), x: el.x + DUPLICATE_OFFSET, y: el.y + DUPLICATE_OFFSET };
      copies.push(copy.id);
      elements.push(copy);
    }
  }
  return { design: { ...design, elements }, ids: copies };
}

export type Reorder = 'forward' | 'backward' | 'front' | 'back';

/** Moves one element in the stacking order (later elements draw on top). */
export function reorder(design: Design, id: string, to: Reorder): Design {
  const from = design.elements.findIndex((el) => el.id === id);
  if (from < 0) return design;
  const last = design.elements.length - 1;
  const target = { forward: Math.min(last, from + 1), backward: Math.max(0, from - 1), front: last, back: 0 }[
    to
  ];
  if (target === from) return design;
  const elements = [...design.elements];
  const [el] = elements.splice(from, 1);
  elements.splice(target, 0, el);
  return { ...design, elements };
}

export function setText(design: Design, id: string, text: string): Design {
  return replace(design, id, (el) => (el.type === 'text' ? { ...el, text } : el));
}

/** The picked colour: text takes it as its fill, an image as its tint. */
export function setFill(design: Design, ids: readonly string[], fill: string): Design {
  return {
    ...design,
    elements: design.elements.map((el) =>
      !ids.includes(el.id) ? el : el.type === 'text' ? { ...el, fill } : { ...el, tint: fill },
    ),
  };
}

export function clearTint(design: Design, ids: readonly string[]): Design {
  return {
    ...design,
    elements: design.elements.map((el) => {
      if (!ids.includes(el.id) || el.type !== 'image' || el.tint === undefined) return el;
      const { tint: _removed, ...rest } = el;
      return rest;
    }),
  };
}

export type TextStyle = Partial<{
  fontFamily: FontFamily;
  fontStyle: FontStyle;
  align: Align;
  fontSize: number;
}>;

export function setTextStyle(design: Design, ids: readonly string[], style: TextStyle): Design {
  return {
    ...design,
    elements: design.elements.map((el) =>
      ids.includes(el.id) && el.type === 'text' ? { ...el, ...style } : el,
    ),
  };
}

export function setOpacity(design: Design, ids: readonly string[], opacity: number): Design {
  const value = Math.min(1, Math.max(0, opacity));
  return {
    ...design,
    elements: design.elements.map((el) => (ids.includes(el.id) ? { ...el, opacity: value } : el)),
  };
}

/** Bold and italic as switches over Konva's `fontStyle` ("normal", "bold", "italic", "italic bold"). */
export function toggleFontStyle(current: FontStyle, part: 'bold' | 'italic'): FontStyle {
  const bold = current.includes('bold') !== (part === 'bold');
  const italic = current.includes('italic') !== (part === 'italic');
  return bold && italic ? 'italic bold' : bold ? 'bold' : italic ? 'italic' : 'normal';
}

export const elementById = (design: Design, id: string | null) =>
  id ? (design.elements.find((el) => el.id === id) ?? null) : null;
