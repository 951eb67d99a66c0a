import { BellRing, FileDown, Printer, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/dropdown-menu';
import { downloadText } from '@/lib/download';
import { formatCount } from '@/lib/format-number';
import { guestListCsv, rsvpCsv } from './csv-export';
import type { GuestEntry } from './guest-list';
import type { WeddingEvent } from './model';
import { rsvpUrl } from './sending';

/**
 * The two actions of answers coming in (select who has not answered, check for new replies) and the outputs under
 * one menu (issue 36 item 3): the guest list and the answers as CSV, and a printed list.
 */
export function GuestListToolbar({
  entries,
  events,
  weddingDate,
  onSelectUnanswered,
  onRefresh,
  onPrint,
}: {
  entries: readonly GuestEntry[];
  events: readonly WeddingEvent[];
  weddingDate: string;
  onSelectUnanswered: () => void;
  onRefresh: () => Promise<unknown>;
  onPrint: () => void;
}) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  };
  const exportList = () =>
    downloadText(
      guestListCsv(entries, events, (t) => rsvpUrl(t)),
      'guest-list.csv',
      'text/csv;charset=utf-8',
    );
  const exportRsvps = () =>
    downloadText(rsvpCsv(entries, events, weddingDate), 'rsvp-answers.csv', 'text/csv;charset=utf-8');

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={onSelectUnanswered}>
        <BellRing aria-hidden="true" />
        Select those who haven't answered
      </Button>
      <Button variant="ghost" size="sm" onClick={() => void refresh()} disabled={refreshing}>
        <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
        Check for new replies
      </Button>
      <MenuButton
        label="Export"
        icon={<FileDown aria-hidden="true" />}
        size="sm"
        disabled={entries.length === 0}
        actions={[
          { label: 'Export guest list', icon: <FileDown aria-hidden="true" />, onSelect: exportList },
          { label: 'Export RSVPs', icon: <FileDown aria-hidden="true" />, onSelect: exportRsvps },
          { label: 'Print guest list', icon: <Printer aria-hidden="true" />, onSelect: onPrint },
        ]}
      />
    </div>
  );
}

/** How many households are selected, with sending them reminders and clearing the selection. */
export function SelectionBar({
  count,
  onRemind,
  onClear,
}: {
  count: number;
  onRemind: () => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Selected households"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-accent px-4 py-3"
    >
      <p className="text-sm font-medium text-copy">
        {formatCount(count)} household{count === 1 ? '' : 's'} selected
      </p>
      <Button size="sm" onClick={onRemind}>
        <BellRing aria-hidden="true" />
        Send reminders
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
