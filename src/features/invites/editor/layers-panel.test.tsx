import { render, screen } from '@testing-library/react';
import { emptyDesign, type Design } from '../design/document';
import { addText } from '../design/operations';
import { LayersPanel } from './layers-panel';

// jsdom lays nothing out: a row's offsetTop is its place in the list, 40 px a row.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetTop', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement ? [...this.parentElement.children].indexOf(this) * 40 : 0;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { offsetTop?: number }).offsetTop;
});

const design = ['a', 'b', 'c'].reduce<Design>((d, id) => addText(d, { id }).design, emptyDesign());
const swapped: Design = {
  ...design,
  elements: [design.elements[0]!, design.elements[2]!, design.elements[1]!],
};
const row = (id: string) => document.querySelector<HTMLElement>(`li[data-row="${id}"]`)!;

const panel = (d: Design, reducedMotion: boolean) => (
  <LayersPanel
    design={d}
    selection={[]}
    images={new Map()}
    reducedMotion={reducedMotion}
    dispatch={() => {}}
  />
);

describe('LayersPanel', () => {
  it('starts a reordered layer from where it was, so it slides to its new place (FLIP)', () => {
    const { rerender } = render(panel(design, false));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    rerender(panel(swapped, false));
    // Top first: c, b, a became b, c, a; b moved up a row and c down one, a stayed.
    expect(row('b').style.transform).toBe('translateY(40px)');
    expect(row('c').style.transform).toBe('translateY(-40px)');
    expect(row('a').style.transform).toBe('');
  });

  it('moves nothing under reduced motion', () => {
    const { rerender } = render(panel(design, true));
    rerender(panel(swapped, true));
    expect(['a', 'b', 'c'].map((id) => row(id).style.transform)).toEqual(['', '', '']);
  });
});
