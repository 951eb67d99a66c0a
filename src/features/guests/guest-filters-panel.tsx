import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field, NativeSelect } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { ALL, hasFilters, NO_FILTERS, type GuestFilters } from './guest-list';
import { RSVP_LABELS, RSVP_STATUSES, SIDE_LABELS, SIDES, type WeddingEvent } from './model';

/** The guest list's search and its filters by side, tag, event and answer, with a way to clear them all. */
export function GuestFiltersPanel({
  filters,
  onChange,
  tags,
  events,
}: {
  filters: GuestFilters;
  onChange: (filters: GuestFilters) => void;
  tags: readonly string[];
  events: readonly WeddingEvent[];
}) {
  const set = <K extends keyof GuestFilters>(key: K, value: GuestFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <div className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-2 lg:grid-cols-5">
      <SearchInput
        className="sm:col-span-2 lg:col-span-5"
        placeholder="Search guests..."
        value={filters.query}
        maxLength={200}
        onChange={(e) => set('query', e.target.value)}
      />
      <Filter label="Side" value={filters.side} onChange={(v) => set('side', v as GuestFilters['side'])}>
        <option value={ALL}>All sides</option>
        {SIDES.map((s) => (
          <option key={s} value={s}>
            {SIDE_LABELS[s]}
          </option>
        ))}
      </Filter>
      <Filter label="Tag" value={filters.tag} onChange={(v) => set('tag', v)}>
        <option value={ALL}>All tags</option>
        {tags.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </Filter>
      <Filter label="Event" value={filters.event} onChange={(v) => set('event', v)}>
        <option value={ALL}>All events</option>
        {events.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </Filter>
      <Filter
        label="RSVP"
        value={filters.status}
        onChange={(v) => set('status', v as GuestFilters['status'])}
      >
        <option value={ALL}>Any answer</option>
        {RSVP_STATUSES.map((s) => (
          <option key={s} value={s}>
            {RSVP_LABELS[s]}
          </option>
        ))}
      </Filter>
      {hasFilters(filters) && (
        <Button variant="ghost" className="self-end" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </div>
  );
}

function Filter({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field label={label}>
      {(p) => (
        <NativeSelect {...p} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect>
      )}
    </Field>
  );
}
