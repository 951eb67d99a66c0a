import { fromCss } from './color';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  MIN_ELEMENT_SIZE,
  type DesignElement,
  type FontFamily,
  type ImageElement,
  type TextElement,
} from './document';

/**
 * How a design element becomes a canvas node, shared by the editor's view and the exporter so the PNG is exactly
 * what the couple saw. Nodes turn and scale about their middle (a dragged element lifts in place, a turned one
 * stays put), so a node's position is the element's centre and its offset half its size.
 */

/** Spec §2/§9: the template's artwork shows at half opacity behind the design. */
export const TEMPLATE_OPACITY = 0.5;
export const TEXT_LINE_HEIGHT = 1.2;

/** The stacks the canvas asks for; each web font falls back to a family of the same feel. */
export const FONT_STACKS: Record<FontFamily, string> = {
  'Playfair Display': '"Playfair Display", Georgia, serif',
  'Great Vibes': '"Great Vibes", "Brush Script MT", cursive',
  'Cormorant Garamond': '"Cormorant Garamond", Garamond, Georgia, serif',
  Montserrat: 'Montserrat, "Helvetica Neue", Arial, sans-serif',
};

/** An image's tint as the RGBA filter's parameters (channels 0–255, alpha 0–1), or null when it has none. */
export function tintFilter(el: ImageElement) {
  if (!el.tint) return null;
  const { r, g, b, a } = fromCss(el.tint);
  return { red: r, green: g, blue: b, alpha: a };
}

export interface NodeFrame {
  x: number;
  y: number;
  offsetX: number;
  offsetY: number;
  rotation: number;
  opacity: number;
}

export function nodeFrame(el: DesignElement): NodeFrame {
  return {
    x: el.x + el.width / 2,
    y: el.y + el.height / 2,
    offsetX: el.width / 2,
    offsetY: el.height / 2,
    rotation: el.rotation,
    opacity: el.opacity,
  };
}

/** A text element's node: its frame, its box width (lines wrap inside it) and its type. Height follows the text. */
export function textAttrs(el: TextElement) {
  return {
    ...nodeFrame(el),
    width: el.width,
    text: el.text,
    fontSize: el.fontSize,
    fontFamily: FONT_STACKS[el.fontFamily],
    fontStyle: el.fontStyle,
    align: el.align,
    fill: el.fill,
    lineHeight: TEXT_LINE_HEIGHT,
    wrap: 'word' as const,
  };
}

/** Where an element's top-left lands when its node's centre ends a drag at (x, y). */
export const topLeftOf = (el: Pick<DesignElement, 'width' | 'height'>, centre: { x: number; y: number }) => ({
  x: Math.round((centre.x - el.width / 2) * 100) / 100,
  y: Math.round((centre.y - el.height / 2) * 100) / 100,
});

/**
 * The end of a resize or turn as the transform action takes it: the node's centre, scale and rotation become the
 * top-left of the element at its new size (what `applyTransform` will store).
 */
export function transformOf(
  el: DesignElement,
  node: { x: number; y: number; scaleX: number; scaleY: number; rotation: number },
) {
  const width = Math.max(MIN_ELEMENT_SIZE, el.width * Math.abs(node.scaleX));
  const height = Math.max(MIN_ELEMENT_SIZE, el.height * Math.abs(node.scaleY));
  return {
    x: Math.round((node.x - width / 2) * 100) / 100,
    y: Math.round((node.y - height / 2) * 100) / 100,
    scaleX: node.scaleX,
    scaleY: node.scaleY,
    rotation: Math.round(node.rotation * 100) / 100,
  };
}

export interface Placement {
  /** Design pixels → output pixels. */
  scale: number;
  /** Where the design's top-left sits in the output. */
  x: number;
  y: number;
}

/** The largest scale at which the design fits `box`, centred (what is left over is margin). */
export function fitInside(
  box: { width: number; height: number },
  size = { width: CANVAS_WIDTH, height: CANVAS_HEIGHT },
): Placement {
  const scale = Math.min(box.width / size.width, box.height / size.height);
  return {
    scale,
    x: (box.width - size.width * scale) / 2,
    y: (box.height - size.height * scale) / 2,
  };
}

/** The two exports (issue #11): the image at twice the canvas, and a 7×5 in card at 300 dpi for print. */
export const EXPORTS = {
  image: { width: CANVAS_WIDTH * 2, height: CANVAS_HEIGHT * 2, filename: 'invitation.png' },
  print: { width: 2100, height: 1500, filename: 'invitation-print.png' },
} as const;
export type ExportKind = keyof typeof EXPORTS;
