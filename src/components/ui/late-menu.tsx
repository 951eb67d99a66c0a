import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type MenuViewComponent from './menu-view';

/** One entry of a late menu: a link (`to`) or an action (`onSelect`), optionally after a separator. */
export type MenuEntry = { label: string; danger?: boolean; separatorBefore?: boolean } & (
  { to: string; onSelect?: never } | { onSelect: () => void; to?: never }
);

type MenuView = typeof MenuViewComponent;
let menuView: Promise<MenuView> | undefined;
const loadMenuView = () =>
  (menuView ??= import('./menu-view').then(
    (m) => m.default,
    (error: unknown) => {
      menuView = undefined; // a later reach for a menu tries again
      throw error;
    },
  ));

export interface LateMenuProps {
  entries: MenuEntry[];
  /** What the button shows (an icon needs `aria-label`). */
  children: ReactNode;
  'aria-label'?: string;
  className: string;
  disabled?: boolean;
  align?: 'start' | 'end';
  /** Whether to fetch the menu's code once the page is idle (default: yes); it is fetched when reached for anyway. */
  preload?: () => boolean;
}

/**
 * A menu of actions behind one button whose code (Radix's menu with its positioning and focus handling: about 28 KiB
 * gzip) is in no page's first load. A stand-in with the same face holds its place until the browser is idle after the
 * page has painted, or until the visitor reaches for it (hover, focus, press): then the menu opens, or takes the
 * focus, as it arrives. One chunk serves every late menu on a page.
 */
export function LateMenu({ preload = always, ...props }: LateMenuProps) {
  const [View, setView] = useState<MenuView | null>(null);
  const [reached, setReached] = useState({ open: false, focus: false, keyboard: false });
  const load = useCallback(() => {
    loadMenuView().then(
      (view) => setView(() => view),
      () => undefined, // a deploy removed the chunk: chunk-reload.ts has reloaded or will say so
    );
  }, []);

  useEffect(() => (preload() ? whenIdle(load) : undefined), [load, preload]);

  // Enter or Space on the stand-in arrives as a click with no pointer detail: the menu then opens as Radix opens it
  // from the keyboard, on its first item.
  const reach = (keyboard: boolean) => {
    setReached({ open: true, focus: !keyboard, keyboard });
    load();
  };

  if (View) return <View {...props} {...reached} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={props['aria-label']}
      className={props.className}
      disabled={props.disabled}
      onPointerEnter={load}
      onFocus={() => {
        setReached((r) => ({ ...r, focus: true }));
        load();
      }}
      onBlur={() => setReached((r) => ({ ...r, focus: false }))}
      // Pressed like Radix's trigger (on pointer down), so the menu cannot arrive between the press and the click
      // and take a click it would ignore; Enter and Space arrive as a click.
      onPointerDown={(e) => {
        if (e.button === 0) reach(false);
      }}
      onClick={(e) => reach(e.detail === 0)}
    >
      {props.children}
    </button>
  );
}

const always = () => true;
