import {
  createContext,
  use,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from './cn';

/*
 * Tabs as the WAI-ARIA Authoring Practices' "tabs with automatic activation" describe them: a tablist whose arrow
 * keys (Home, End) move the focus and open the tab it lands on, one tab in the Tab order, each panel labelled by its
 * tab. Written here rather than taken from Radix: every page that opens on tabs (planner, schedule, invitations,
 * account, settings, admin) loaded Radix's Tabs with its roving focus, collection and presence machinery first —
 * 9.6 KiB gzip of the 160 KiB first-load budget (issue 35) — for the few lines below.
 */

interface TabsState {
  value: string;
  select: (value: string) => void;
  id: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('A tab or tab panel must be inside <Tabs>.');
  return state;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  /** The open tab, when the page keeps it (e.g. in the address); else `defaultValue` opens first. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const state: TabsState = {
    value: value ?? own,
    select: (next) => {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    id: (part, tab) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext value={state}>
      <div {...props} />
    </TabsContext>
  );
}

const NEXT: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * One row of tabs, whatever the width: on a phone the row scrolls sideways rather than wrapping onto a second one
 * (issue 36 item 3). A tab chosen by the keyboard is scrolled to as it takes the focus; the one open when the list
 * first shows (a link to ?tab=…) is scrolled into view here.
 */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = list.current;
    const active = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    // The first tab starts the row, so it is in view: measuring it would make the browser lay out the whole page in
    // the middle of its first render (90 ms of a phone's CPU on the account hub under Lighthouse, issue 35).
    if (!el || !active || active === el.querySelector('[role="tab"]')) return;
    const past = active.getBoundingClientRect().right - el.getBoundingClientRect().right;
    if (past > 0) el.scrollLeft += past + 4;
  }, []);
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(e);
    const move = NEXT[e.key];
    if (!move || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const tabs = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    e.preventDefault();
    // The tab the focus lands on opens (automatic activation), as a click opens it.
    const next = tabs[move(at, tabs.length)];
    next.focus();
    next.click();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKey}
      className={cn(
        'inline-flex max-w-full [scrollbar-width:thin] gap-1 overflow-x-auto rounded-lg bg-secondary p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.id('panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      onClick={(e) => {
        onClick?.(e);
        if (!selected && !e.defaultPrevented) tabs.select(value);
      }}
      className={cn(
        'min-h-10 shrink-0 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-primary-strong data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab's panel: shown while its tab is open and gone otherwise, unless `forceMount` keeps it (hidden by the caller)
 * so what it holds — a half-filled form — survives a switch of tabs.
 */
export function TabsContent({
  value,
  forceMount,
  ...props
}: ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.id('panel', value)}
      aria-labelledby={tabs.id('tab', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={0}
      {...props}
    />
  );
}
