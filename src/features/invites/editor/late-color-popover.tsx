import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type { ColorPopover, ColorPopoverProps } from './color-popover';

let popover: Promise<typeof ColorPopover> | undefined;
const loadPopover = () =>
  (popover ??= import('./color-popover').then(
    (m) => m.ColorPopover,
    (error: unknown) => {
      popover = undefined; // a later reach for the picker tries again
      throw error;
    },
  ));

/**
 * The colour picker's button, whose popover (Radix's popover with its positioning and focus code, and its
 * animation: about 25 KiB gzip) is in no first load, as the late menus' are (src/components/ui/late-menu.tsx): the
 * button stands in with the same face until the editor is idle after it paints, or until the couple reaches for it
 * (focus, press); then the popover opens, or its button takes the focus, as it arrives.
 */
export function LateColorPopover(props: ColorPopoverProps) {
  const [View, setView] = useState<typeof ColorPopover | null>(null);
  const [reached, setReached] = useState({ open: false, focus: false });
  const load = useCallback(() => {
    loadPopover().then(
      (view) => setView(() => view),
      () => undefined, // a deploy removed the chunk: chunk-reload.ts has reloaded or will say so
    );
  }, []);
  useEffect(() => whenIdle(load), [load]);

  if (View) return <View {...props} defaultOpen={reached.open} autoFocus={reached.focus} />;
  return (
    <span
      className="contents"
      onPointerEnter={load}
      onFocus={() => {
        setReached((r) => ({ ...r, focus: true }));
        load();
      }}
      onBlur={() => setReached((r) => ({ ...r, focus: false }))}
      onClick={() => {
        setReached({ open: true, focus: true });
        load();
      }}
    >
      {props.trigger(false)}
    </span>
  );
}
