import { ChevronDown, ChevronUp, ImageIcon, ImageOff, Type } from 'lucide-react';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { cn } from '@/components/ui/cn';
import type { Design, DesignElement } from '../design/document';
import { sourceKey, type ImageState } from '../render/assets';
import type { EditorAction } from './actions';

/** Spec §2: text shows its text, anything else "Image". */
export const layerLabel = (el: DesignElement) =>
  el.type === 'text' ? el.text.replace(/\s+/g, ' ').trim() || 'Empty text' : 'Image';

/**
 * Rows slide from where they were to where a reorder put them (FLIP): each row's move is measured as the list renders
 * and undone at once with a transform, which framer-motion's `animate` then springs back to nothing. Its `animate`
 * is fetched with the first move, so framer-motion's layout code is not in the editor's first load. Nothing slides
 * under reduced motion.
 */
function useSlideOnReorder(list: RefObject<HTMLOListElement | null>, order: string, reducedMotion: boolean) {
  const tops = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    const before = tops.current;
    const moved: [HTMLElement, number][] = [];
    tops.current = new Map();
    for (const row of list.current?.querySelectorAll<HTMLElement>('li[data-row]') ?? []) {
      const id = row.dataset.row!;
      tops.current.set(id, row.offsetTop);
      const was = before.get(id);
      if (was !== undefined && was !== row.offsetTop) moved.push([row, was - row.offsetTop]);
    }
    if (reducedMotion || !moved.length) return;
    for (const [row, dy] of moved) row.style.transform = `translateY(${dy}px)`;
    import('framer-motion/dom').then(
      ({ animate }) => {
        for (const [row, dy] of moved)
          void animate(row, { y: [dy, 0] }, { type: 'spring', stiffness: 500, damping: 40 });
      },
      () => moved.forEach(([row]) => (row.style.transform = '')),
    );
  }, [list, order, reducedMotion]);
}

/**
 * Spec §2: every element, in order (the topmost first, as it stacks on the card). A click selects; the arrow
 * buttons move an element forward or back, and so do Alt+↑ / Alt+↓ on a focused layer (focus follows it).
 */
export function LayersPanel({
  design,
  selection,
  images,
  reducedMotion,
  dispatch,
}: {
  design: Design;
  selection: readonly string[];
  images: ReadonlyMap<string, ImageState>;
  reducedMotion: boolean;
  dispatch: (action: EditorAction) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const layers = [...design.elements].reverse();
  useSlideOnReorder(list, layers.map((el) => el.id).join(' '), reducedMotion);
  const last = design.elements.length - 1;

  const move = (id: string, to: 'forward' | 'backward') => {
    dispatch({ type: 'reorder', id, to });
    // The row re-renders in its new place; keep the keyboard on it.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLElement>(`[data-layer="${CSS.escape(id)}"]`)?.focus(),
    );
  };

  return (
    <section aria-labelledby="layers-heading" className="flex min-h-0 flex-col">
      <h2 id="layers-heading" className="px-1 pb-2 text-sm font-semibold text-foreground">
        Layers
      </h2>
      {layers.length === 0 ? (
        <p className="px-1 text-sm text-subtle-foreground">Nothing on the card yet. Add text or an image.</p>
      ) : (
        <ol ref={list} aria-label="Layers, top first" className="min-h-0 space-y-1 overflow-y-auto pr-1">
          {layers.map((el) => {
            const index = design.elements.indexOf(el);
            const selected = selection.includes(el.id);
            const label = layerLabel(el);
            const failed = el.type === 'image' && images.get(sourceKey(el.src))?.status === 'failed';
            const Icon = el.type === 'text' ? Type : failed ? ImageOff : ImageIcon;
            return (
              <li
                key={el.id}
                data-row={el.id}
                className={cn(
                  'flex items-center gap-1 rounded-lg border',
                  selected ? 'border-accent-border bg-accent' : 'border-transparent hover:bg-muted',
                )}
              >
                <button
                  type="button"
                  data-layer={el.id}
                  aria-pressed={selected}
                  aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                  onClick={(e) =>
                    dispatch({
                      type: 'select',
                      ids: e.shiftKey
                        ? selected
                          ? selection.filter((id) => id !== el.id)
                          : [...selection, el.id]
                        : [el.id],
                    })
                  }
                  onKeyDown={(e) => {
                    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
                    e.preventDefault();
                    move(el.id, e.key === 'ArrowUp' ? 'forward' : 'backward');
                  }}
                  className="flex min-h-10 min-w-0 flex-1 items-center gap-2 rounded-lg px-2 text-left text-sm"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-subtle-foreground" />
                  <span className={cn('truncate', failed && 'text-destructive-strong')}>
                    {label}
                    {failed && <span className="sr-only"> (failed to load)</span>}
                  </span>
                </button>
                <button
                  type="button"
                  aria-label={`Bring forward: ${label}`}
                  disabled={index === last}
                  onClick={() => move(el.id, 'forward')}
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-secondary disabled:opacity-30"
                >
                  <ChevronUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  aria-label={`Send backward: ${label}`}
                  disabled={index === 0}
                  onClick={() => move(el.id, 'backward')}
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-secondary disabled:opacity-30"
                >
                  <ChevronDown aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
