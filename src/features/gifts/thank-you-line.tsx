import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { registryItemsCollection } from '@/features/registry';
import { useCollection } from '@/lib/data';
import { formatCount } from '@/lib/format-number';
import { paths } from '@/lib/paths';
import { ledgerEntries, thankYouOwed } from './ledger';
import { giftsCollection } from './model';

/**
 * The overview's count of thank-yous still owed (issue 32 item 4), bought registry items included, linking to the
 * thank-you list; nothing when none is owed. `onCount` tells the overview, once read, so its "Nothing due" stays true.
 */
export default function ThankYouLine({ onCount }: { onCount?: (count: number) => void }) {
  const gifts = useCollection(giftsCollection);
  const items = useCollection(registryItemsCollection);
  const loading = gifts.isLoading || items.isLoading;
  const owed = ledgerEntries(gifts.items, items.items).filter(thankYouOwed).length;
  useEffect(() => {
    if (!loading) onCount?.(owed);
  }, [loading, owed, onCount]);
  if (loading || owed === 0) return null;
  return (
    <Link
      to={paths.gifts({ tab: 'thank-yous' })}
      className="inline-flex min-h-10 items-center gap-1.5 text-sm text-primary-strong hover:underline"
    >
      <Heart aria-hidden="true" className="size-3.5 shrink-0" />
      {formatCount(owed)} thank-you{owed === 1 ? '' : 's'} still owed
    </Link>
  );
}
