import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  Fragment,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from 'react';

/** What an item spreads on its `<li>`: the ref its height is measured by, and its place in the whole list. */
export interface ListSlot {
  ref?: Ref<HTMLLIElement>;
  'data-index'?: number;
  'aria-posinset'?: number;
  'aria-setsize'?: number;
}

/**
 * A list this long or shorter renders whole: it costs little, and the browser's find in page and a test's locator
 * see every item.
 */
export const WHOLE_UP_TO = 12;

/**
 * A long list in the page's flow that mounts only the items on screen and a few either side (TanStack Virtual, the
 * page's own scroll): 3,000 guests render like 10. The items keep their place in the list's flow (padding stands for
 * those not mounted), so a card's own layout and the list's columns stay CSS's: `className` may lay the list out as a
 * grid, and its columns are read from it (a row of cards is mounted together). Every item is measured once shown.
 * Keyboard: Tab from the last mounted item reaches the next one, which is mounted off screen (`overscan`) and
 * scrolled to, which mounts the ones after it. Each item says where it is in the whole list (aria-posinset, setsize).
 */
export function VirtualList<T>({
  items,
  itemKey,
  estimateSize,
  gap,
  overscan = 3,
  renderItem,
  style,
  ...props
}: Omit<ComponentProps<'ul'>, 'children' | 'ref'> & {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** An item's height (px) before it has been measured. */
  estimateSize: number;
  /** Between rows (px). */
  gap: number;
  /** Rows mounted beyond each edge of the screen. */
  overscan?: number;
  /** The item's `<li>`, with `slot` spread on it. */
  renderItem: (item: T, slot: ListSlot) => ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  // Where the list starts in the page, and how many columns its CSS gives it: null until read, and the first render
  // mounts no item, so the items are rendered once, where they will be shown (rendered as if the list started at the
  // top of the page in one column, they were all rendered again once it was read, before the first paint).
  const [layout, setLayout] = useState<{ top: number; lanes: number } | null>(null);
  const whole = items.length <= WHOLE_UP_TO;
  const { top, lanes } = layout ?? { top: 0, lanes: 1 };
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: whole || !layout ? 0 : Math.ceil(items.length / lanes),
    enabled: !whole,
    estimateSize: () => estimateSize,
    // An item that is not laid out (0 px: in a hidden part of the page) keeps its estimate, so the list never takes
    // every item for fitting on screen.
    measureElement: (el, entry, instance) => measureElement(el, entry, instance) || estimateSize,
    gap,
    overscan,
    scrollMargin: top,
    getItemKey: (row) => itemKey(items[row * lanes]!),
    initialRect:
      typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });

  // Read now and whenever the page's size changes: content above the list grew or shrank, or the window's width
  // changed the list's columns.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el || whole) return;
    const read = () => {
      const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
      const columns = getComputedStyle(el).gridTemplateColumns;
      const lanes = columns && columns !== 'none' ? columns.trim().split(/\s+/).length : 1;
      setLayout((l) => (l?.top === top && l.lanes === lanes ? l : { top, lanes }));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [whole]);

  if (whole)
    return (
      <ul ref={list} style={{ rowGap: gap, ...style }} {...props}>
        {items.map((item) => (
          <Fragment key={itemKey(item)}>{renderItem(item, {})}</Fragment>
        ))}
      </ul>
    );

  const rows = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  const first = rows[0];
  const last = rows.at(-1);
  return (
    <ul
      ref={list}
      style={{
        rowGap: gap,
        ...style,
        paddingTop: first ? first.start - margin : 0,
        paddingBottom: last ? virtualizer.getTotalSize() - (last.end - margin) : 0,
      }}
      {...props}
    >
      {rows.flatMap((row) =>
        items.slice(row.index * lanes, (row.index + 1) * lanes).map((item, lane) => (
          <Fragment key={itemKey(item)}>
            {renderItem(item, {
              // A row's first item is measured for the row: the grid stretches its neighbours to its height.
              ...(lane === 0 ? { ref: virtualizer.measureElement, 'data-index': row.index } : {}),
              'aria-posinset': row.index * lanes + lane + 1,
              'aria-setsize': items.length,
            })}
          </Fragment>
        )),
      )}
    </ul>
  );
}
