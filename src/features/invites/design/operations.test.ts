import { emptyDesign, MAX_ELEMENTS, MIN_ELEMENT_SIZE, type Design, type TextElement } from './document';
import * as ops from './operations';

const withText = (...ids: string[]) =>
  ids.reduce<Design>((d, id) => ops.addText(d, { id }).design, emptyDesign('1'));
const el = (d: Design, id: string) => d.elements.find((e) => e.id === id)!;

describe('design operations', () => {
  it('adds text as the spec describes: "Double click to edit" at 100,100, 20 px, 200×30, in the chosen colour', () => {
    const { design, id } = ops.addText(emptyDesign(), { fill: '#9d174d', id: 't1' });
    expect(id).toBe('t1');
    expect(design.elements).toEqual([
      {
        id: 't1',
        type: 'text',
        text: 'Double click to edit',
        x: 100,
        y: 100,
        fontSize: 20,
        width: 200,
        height: 30,
        fill: '#9d174d',
        opacity: 1,
        rotation: 0,
        fontFamily: 'Playfair Display',
        fontStyle: 'normal',
        align: 'left',
      },
    ]);
    expect(ops.addText(emptyDesign()).design.elements[0]).toMatchObject({ fill: '#000000' });
  });

  it('adds an image centred and fitted in half the canvas, keeping its proportions', () => {
    const { design } = ops.addImage(
      emptyDesign(),
      { kind: 'file', key: 'invites/i/a.png' },
      { width: 2000, height: 1000 },
      'img',
    );
    expect(el(design, 'img')).toMatchObject({ type: 'image', width: 400, height: 200, x: 200, y: 200 });
    const small = ops.addImage(
      emptyDesign(),
      { kind: 'file', key: 'k.png' },
      { width: 100, height: 50 },
      's',
    ).design;
    expect(el(small, 's')).toMatchObject({ width: 100, height: 50, x: 350, y: 275 });
  });

  it('adds nothing past the element limit', () => {
    let d = emptyDesign();
    for (let i = 0; i < MAX_ELEMENTS; i++) d = ops.addText(d, { id: `t${i}` }).design;
    expect(ops.addText(d).id).toBeNull();
    expect(ops.duplicate(d, ['t0']).ids).toEqual([]);
  });

  it('moves and nudges without touching the original design', () => {
    const d = withText('a', 'b');
    const moved = ops.moveTo(d, 'a', 300, 40);
    expect(el(moved, 'a')).toMatchObject({ x: 300, y: 40 });
    expect(el(d, 'a')).toMatchObject({ x: 100, y: 100 });
    const nudged = ops.nudge(moved, ['a', 'b'], -10, 1);
    expect([el(nudged, 'a'), el(nudged, 'b')].map((e) => [e.x, e.y])).toEqual([
      [290, 41],
      [90, 101],
    ]);
  });

  it('folds a resize into width and height, scales the font by the horizontal factor, and keeps the minimum size', () => {
    const d = withText('a');
    const grown = ops.applyTransform(d, 'a', { x: 90, y: 95, scaleX: 1.5, scaleY: 2, rotation: 15 });
    expect(el(grown, 'a')).toMatchObject({
      x: 90,
      y: 95,
      width: 300,
      height: 60,
      fontSize: 30,
      rotation: 15,
    });
    const squashed = ops.applyTransform(d, 'a', { x: 0, y: 0, scaleX: 0.001, scaleY: 0.01, rotation: 0 });
    expect(el(squashed, 'a')).toMatchObject({ width: MIN_ELEMENT_SIZE, height: MIN_ELEMENT_SIZE });
    expect((el(squashed, 'a') as TextElement).fontSize).toBeGreaterThanOrEqual(1);
    const img = ops.addImage(
      emptyDesign(),
      { kind: 'file', key: 'k.png' },
      { width: 100, height: 100 },
      'i',
    ).design;
    expect(
      el(ops.applyTransform(img, 'i', { x: 0, y: 0, scaleX: 2, scaleY: 0.5, rotation: 0 }), 'i'),
    ).toMatchObject({ width: 200, height: 50 });
  });

  it('deletes, duplicates beside the original and reorders', () => {
    const d = withText('a', 'b', 'c');
    expect(ops.remove(d, ['a', 'c']).elements.map((e) => e.id)).toEqual(['b']);
    let n = 0;
    const copied = ops.duplicate(d, ['a'], () => `copy${++n}`);
    expect(copied.ids).toEqual(['copy1']);
    expect(copied.design.elements.map((e) => e.id)).toEqual(['a', 'copy1', 'b', 'c']);
    expect(el(copied.design, 'copy1')).toMatchObject({ x: 120, y: 120, text: 'Double click to edit' });
    const order = (to: ops.Reorder, id = 'b') => ops.reorder(d, id, to).elements.map((e) => e.id);
    expect(order('forward')).toEqual(['a', 'c', 'b']);
    expect(order('backward')).toEqual(['b', 'a', 'c']);
    expect(order('front', 'a')).toEqual(['b', 'c', 'a']);
    expect(order('back', 'c')).toEqual(['c', 'a', 'b']);
    expect(ops.reorder(d, 'c', 'forward')).toBe(d);
  });

  it('changes text, colour, font, style and alignment of text only', () => {
    const d = ops.addImage(
      withText('a'),
      { kind: 'file', key: 'k.png' },
      { width: 10, height: 10 },
      'i',
    ).design;
    expect(el(ops.setText(d, 'a', 'Priya & Arjun'), 'a')).toMatchObject({ text: 'Priya & Arjun' });
    const filled = ops.setFill(d, ['a', 'i'], 'rgba(10, 20, 30, 0.5)');
    expect(el(filled, 'a')).toMatchObject({ fill: 'rgba(10, 20, 30, 0.5)' });
    expect(el(filled, 'i')).not.toHaveProperty('fill');
    expect(el(filled, 'i')).toMatchObject({ tint: 'rgba(10, 20, 30, 0.5)' });
    expect(el(ops.clearTint(filled, ['i']), 'i')).not.toHaveProperty('tint');
    expect(el(ops.setTextStyle(d, ['a'], { fontFamily: 'Great Vibes', align: 'center' }), 'a')).toMatchObject(
      { fontFamily: 'Great Vibes', align: 'center' },
    );
    expect(ops.toggleFontStyle('normal', 'bold')).toBe('bold');
    expect(ops.toggleFontStyle('bold', 'italic')).toBe('italic bold');
    expect(ops.toggleFontStyle('italic bold', 'bold')).toBe('italic');
    expect(ops.toggleFontStyle('italic', 'italic')).toBe('normal');
    expect(el(ops.setOpacity(d, ['a'], 7), 'a').opacity).toBe(1);
  });
});

describe('keeping designs valid', () => {
  it('keeps a strip of a moved or nudged element on the card, and refuses non-numbers', () => {
    const d = ops.addText(emptyDesign(), { id: 'a' }).design;
    expect(el(ops.moveTo(d, 'a', 5000, -5000), 'a')).toMatchObject({ x: 790, y: -20 });
    expect(el(ops.moveTo(d, 'a', Number.NaN, 50), 'a')).toMatchObject({ x: 0, y: 50 });
    expect(el(ops.nudge(ops.moveTo(d, 'a', 790, 0), ['a'], 10, 0), 'a').x).toBe(790);
    expect(ops.clampPosition({ width: 100, height: 40 }, -500, 700)).toEqual({ x: -90, y: 590 });
  });

  it('bounds a transform: size, position and a turn past half a circle', () => {
    const d = ops.addText(emptyDesign(), { id: 'a' }).design;
    const huge = el(
      ops.applyTransform(d, 'a', { x: 0, y: 0, scaleX: 1e9, scaleY: 1e9, rotation: 540 }),
      'a',
    ) as TextElement;
    expect(huge.width).toBe(10_000);
    expect(huge.fontSize).toBe(400);
    expect(Math.abs(huge.rotation)).toBe(180);
    expect(
      el(ops.applyTransform(d, 'a', { x: 0, y: 0, scaleX: Number.NaN, scaleY: 1, rotation: -190 }), 'a'),
    ).toMatchObject({ width: 200, rotation: 170 });
  });
});
