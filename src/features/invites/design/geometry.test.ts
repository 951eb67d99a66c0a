import { emptyDesign, MIN_ELEMENT_SIZE, type TextElement } from './document';
import {
  EXPORTS,
  fitInside,
  FONT_STACKS,
  nodeFrame,
  textAttrs,
  tintFilter,
  topLeftOf,
  transformOf,
} from './geometry';
import { addText, applyTransform } from './operations';

const text = addText(emptyDesign('1'), { id: 't', fill: '#123456' }).design.elements[0] as TextElement;

describe('geometry shared by the canvas and the exports', () => {
  it('puts a node at its element’s centre, turning and scaling about it', () => {
    expect(nodeFrame({ ...text, rotation: 30, opacity: 0.5 })).toEqual({
      x: 200,
      y: 115,
      offsetX: 100,
      offsetY: 15,
      rotation: 30,
      opacity: 0.5,
    });
  });

  it('gives text its box width, font stack and style; height follows the words', () => {
    const attrs = textAttrs({
      ...text,
      fontFamily: 'Great Vibes',
      fontStyle: 'italic bold',
      align: 'center',
    });
    expect(attrs).toMatchObject({
      width: 200,
      fontSize: 20,
      fill: '#123456',
      fontFamily: FONT_STACKS['Great Vibes'],
      fontStyle: 'italic bold',
      align: 'center',
      wrap: 'word',
    });
    expect(attrs).not.toHaveProperty('height');
  });

  it('turns a drop position (a centre) back into the element’s top-left', () => {
    expect(topLeftOf(text, { x: 350.555, y: 215 })).toEqual({ x: 250.56, y: 200 });
  });

  it('turns the end of a resize into what applyTransform stores, scale folded in', () => {
    // Dragged a corner: the node grew 1.5× about its new centre at (400, 300).
    const change = transformOf(text, { x: 400, y: 300, scaleX: 1.5, scaleY: 1.5, rotation: 12.345 });
    expect(change).toEqual({ x: 250, y: 277.5, scaleX: 1.5, scaleY: 1.5, rotation: 12.35 });
    const design = applyTransform(addText(emptyDesign(), { id: 't' }).design, 't', change);
    expect(design.elements[0]).toMatchObject({
      x: 250,
      y: 277.5,
      width: 300,
      height: 45,
      fontSize: 30,
      rotation: 12.35,
    });
    // Squashed below the minimum: the size stops at 5 and the top-left follows the clamped size.
    expect(transformOf(text, { x: 100, y: 100, scaleX: 0.001, scaleY: 0.001, rotation: 0 })).toMatchObject({
      x: 100 - MIN_ELEMENT_SIZE / 2,
      y: 100 - MIN_ELEMENT_SIZE / 2,
    });
  });

  it('fits the card inside an export: the image at twice its size, the 7×5 print card centred with side margins', () => {
    expect(fitInside(EXPORTS.image)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(EXPORTS.image).toMatchObject({ width: 1600, height: 1200, filename: 'invitation.png' });
    expect(fitInside(EXPORTS.print)).toEqual({ scale: 2.5, x: 50, y: 0 });
    expect(EXPORTS.print).toMatchObject({ width: 2100, height: 1500 });
    expect(fitInside({ width: 400, height: 600 })).toEqual({ scale: 0.5, x: 0, y: 150 });
  });
});

describe('image tint', () => {
  it('turns the picked colour into the RGBA filter’s parameters (clamped), or none', () => {
    const image = {
      id: 'i',
      type: 'image' as const,
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      opacity: 1,
      rotation: 0,
      src: { kind: 'file' as const, key: 'invite-images/i1/x.png' },
    };
    expect(tintFilter(image)).toBeNull();
    expect(tintFilter({ ...image, tint: 'rgba(30, 58, 138, 0.35)' })).toEqual({
      red: 30,
      green: 58,
      blue: 138,
      alpha: 0.35,
    });
    expect(tintFilter({ ...image, tint: '#ffffff' })).toEqual({ red: 255, green: 255, blue: 255, alpha: 1 });
  });
});
