import { Suspense, useEffect } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { Design } from '../design/document';
import type { EditorAction } from './actions';

// What a selection can change is not shown until something is selected, which the canvas (fetched after the frame
// paints) or a layer does: its fields come as a chunk fetched as the panel mounts.
const loadSelected = () => import('./selected-properties');
const SelectedProperties = lazyNamed(loadSelected, 'SelectedProperties');

/**
 * The selection's fields (selected-properties.tsx), or what to do to get them when nothing is selected.
 */
export function PropertiesPanel({
  design,
  selection,
  dispatch,
  layout,
}: {
  design: Design;
  selection: readonly string[];
  dispatch: (action: EditorAction) => void;
  layout: 'panel' | 'strip';
}) {
  useEffect(() => void loadSelected().catch(() => undefined), []); // a failure shows when it renders: it tries again
  const selected = design.elements.filter((el) => selection.includes(el.id));
  const first = selected[0];
  if (!first) {
    return layout === 'panel' ? (
      <p className="text-sm text-subtle-foreground">
        Select something on the card to change its font, size or colour. Double-click text to rewrite it.
      </p>
    ) : (
      // The strip keeps its height when empty, so selecting something never moves the card under a finger.
      <p className="flex min-h-12 items-center px-3 text-xs text-subtle-foreground">
        Tap something on the card to change it; double-tap text to rewrite it.
      </p>
    );
  }
  return (
    // The strip keeps its height while the fields arrive, as when it is empty.
    <Suspense fallback={layout === 'strip' ? <div className="min-h-12" /> : null}>
      <SelectedProperties first={first} selected={selected} dispatch={dispatch} layout={layout} />
    </Suspense>
  );
}
