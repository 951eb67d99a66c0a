import { render, screen, within } from '@testing-library/react';
import { VirtualList, WHOLE_UP_TO } from './virtual-list';

/**
 * jsdom lays nothing out: the window is 1024 × 768, every element 0 px tall, so items keep their estimated height
 * (100 px here, 10 px apart: item n starts at (n − 1) × 110) and the list starts at the top of the page. The screen
 * reaches the item whose top is below its bottom edge when the gap before it is on screen. Scrolling, and the keyboard
 * reaching items beyond the screen, are checked in a browser (e2e/guests.spec.ts).
 */
const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function List({
  count,
  style,
  onRender,
}: {
  count: number;
  style?: React.CSSProperties;
  onRender?: (n: number) => void;
}) {
  return (
    <VirtualList
      aria-label="Numbers"
      style={style}
      items={numbers(count)}
      itemKey={(n) => String(n)}
      estimateSize={100}
      gap={10}
      overscan={2}
      renderItem={(n, slot) => {
        onRender?.(n);
        return <li {...slot}>Item {n}</li>;
      }}
    />
  );
}

const items = () => within(screen.getByRole('list', { name: 'Numbers' })).queryAllByRole('listitem');

describe('VirtualList', () => {
  it('renders a short list whole, as a plain list', () => {
    render(<List count={WHOLE_UP_TO} />);
    expect(items()).toHaveLength(WHOLE_UP_TO);
    expect(items()[0]).not.toHaveAttribute('aria-setsize');
  });

  it('mounts only the items on screen and two either side of 3,000, each saying where it is in the whole', () => {
    render(<List count={3000} />);
    // 768 px reach items 1 to 8; two more below.
    expect(items().map((li) => li.textContent)).toEqual(numbers(10).map((n) => `Item ${n}`));
    expect(items()[0]).toHaveAttribute('aria-setsize', '3000');
    expect(items()[0]).toHaveAttribute('aria-posinset', '1');
    // The items not mounted keep their room, so the page scrolls as far as the whole list would.
    const list = screen.getByRole('list', { name: 'Numbers' });
    expect(list.style.paddingTop).toBe('0px');
    expect(list.style.paddingBottom).toBe(`${(3000 - 10) * 110}px`);
  });

  it('mounts a row of items together when its CSS lays them out in columns', () => {
    render(<List count={3000} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }} />);
    // Rows of two: ten rows, 20 items.
    expect(items()).toHaveLength(20);
    expect(items().at(-1)).toHaveAttribute('aria-posinset', '20');
    expect(screen.getByRole('list', { name: 'Numbers' }).style.paddingBottom).toBe(`${(1500 - 10) * 110}px`);
  });

  it('renders each item it mounts once, where it is shown: it reads its columns before mounting any', () => {
    const rendered: number[] = [];
    render(
      <List
        count={3000}
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}
        onRender={(n) => rendered.push(n)}
      />,
    );
    // Rendered first as one column, it rendered items 1-10 and then 1-20 once it had read its two columns.
    expect(rendered).toEqual(numbers(20));
  });
});
