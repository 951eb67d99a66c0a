import { useDeferredValue, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { formatCount } from '@/lib/format-number';
import { NativeSelect } from './field';
import { SearchInput } from './search-input';

/** Options a long list puts in the page at once: a big reception's guests, all of a usual wedding's lists. */
export const LONG_SELECT_LIMIT = 300;

export interface LongSelectOption {
  value: string;
  label: string;
}

const NONE: readonly LongSelectOption[] = [];

/**
 * A native select over a list that can be thousands long (a big wedding's 3,000 guests or 5,000 expenses). At most
 * `limit` of its options are in the page; past that, a search field above it narrows them by name, and the option
 * chosen stays whatever the search shows. Thousands of options were most of a page's elements: their render and
 * style took about a second at 4x CPU slowdown each time the page opened, and no one scrolls through them anyway.
 * `children` follow the long list (a short group of other choices); `group` labels the long list's optgroup.
 */
export function LongSelect({
  options,
  placeholder,
  searchLabel,
  group,
  limit = LONG_SELECT_LIMIT,
  children,
  onChange,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & {
  options: readonly LongSelectOption[];
  /** The first, empty choice: "Choose a guest". */
  placeholder: string;
  /** The search field's accessible name: "Find a guest". */
  searchLabel: string;
  group?: string;
  limit?: number;
  children?: ReactNode;
}) {
  const [query, setQuery] = useState('');
  // What the select holds, for an uncontrolled one too: kept among the options whatever the search.
  const [chosen, setChosen] = useState(String(props.value ?? props.defaultValue ?? ''));
  const value = props.value === undefined ? chosen : String(props.value);
  const long = options.length > limit;
  const { shown, matching } = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const matches = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
    const first = matches.slice(0, limit);
    const picked = value && !first.some((o) => o.value === value) && options.find((o) => o.value === value);
    return { shown: picked ? [picked, ...first] : first, matching: matches.length };
  }, [options, query, limit, value]);

  // A long list's options come in a render after the select's first, so a page's first screen does not wait for them.
  const later = useDeferredValue(shown, long ? NONE : shown);
  const list = later.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
  const select = (
    <NativeSelect
      {...props}
      onChange={(e) => {
        setChosen(e.target.value);
        onChange?.(e);
      }}
    >
      <option value="">{placeholder}</option>
      {group ? <optgroup label={group}>{list}</optgroup> : list}
      {children}
    </NativeSelect>
  );
  if (!long) return select;
  return (
    <div className="space-y-1">
      <SearchInput
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        // Enter looks, it does not send the form the select is in.
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        maxLength={200}
      />
      {select}
      <p aria-live="polite" className="text-xs text-subtle-foreground">
        {matching > limit
          ? `Showing ${formatCount(limit)} of ${formatCount(matching)}: search to find others`
          : `${formatCount(matching)} found`}
      </p>
    </div>
  );
}
