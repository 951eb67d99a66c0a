import { Check, ExternalLink, Gift, Pencil, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatAmount } from '@/lib/money';
import { safeHttpUrl } from '@/lib/safe-url';
import { PRIORITY_LABELS, type Priority, type RegistryItem } from './model';
import { formatMomentDay } from '@/lib/dates';

export interface RegistryItemActions {
  onTogglePurchased: (item: RegistryItem) => void;
  onEdit: (item: RegistryItem) => void;
  onDelete: (item: RegistryItem) => void;
}

const PRIORITY_TONES: Record<Priority, 'red' | 'yellow' | 'blue'> = {
  high: 'red',
  medium: 'yellow',
  low: 'blue',
};

/** The item's picture, only for an http(s) address; a missing or broken one gives way to a gift icon. */
function ItemImage({ url, name }: { url: string | undefined; name: string }) {
  const src = safeHttpUrl(url);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        className="flex aspect-[4/3] items-center justify-center rounded-t-xl bg-accent text-primary"
        aria-hidden="true"
      >
        <Gift className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={name}
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      className="aspect-[4/3] w-full rounded-t-xl bg-secondary object-cover"
    />
  );
}

/** One registry item; memoised so toggling one item re-renders only its card. */
export const RegistryItemCard = memo(function RegistryItemCard({
  item,
  actions,
  currency,
}: {
  item: RegistryItem;
  actions: RegistryItemActions;
  /** The couple's currency (their budget's), in which every price is kept. */
  currency: string;
}) {
  const link = safeHttpUrl(item.url);
  return (
    <li className="flex min-w-0 flex-col rounded-xl border border-border bg-card shadow-sm [contain-intrinsic-size:auto_24rem] [content-visibility:auto]">
      <ItemImage url={item.imageUrl} name={item.name} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={PRIORITY_TONES[item.priority]}>{PRIORITY_LABELS[item.priority]} priority</Badge>
          {item.category && <Badge className="max-w-full truncate">{item.category}</Badge>}
          {item.purchased && (
            <Badge tone="green">
              <Check aria-hidden="true" className="mr-1 size-3" />
              Purchased
            </Badge>
          )}
        </div>
        <h3
          className={cn(
            'font-semibold [overflow-wrap:anywhere] text-foreground',
            item.purchased && 'text-subtle-foreground',
          )}
        >
          {item.name}
        </h3>
        <p className="text-lg font-semibold text-foreground tabular-nums">
          {formatAmount(item.price, currency)}
        </p>
        {item.purchased && item.boughtAt && (
          <p className="text-sm text-muted-foreground">
            Marked bought on your website{item.boughtBy ? ` by ${item.boughtBy}` : ''},{' '}
            {formatMomentDay(item.boughtAt)}
          </p>
        )}
        {link ? (
          <a
            href={link}
            aria-label={`View item: ${item.name} (opens in a new tab)`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-10 items-center gap-1 self-start text-sm font-medium text-primary-strong hover:underline"
          >
            View item
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : (
          item.url && <p className="text-sm [overflow-wrap:anywhere] text-subtle-foreground">{item.url}</p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <Button
            variant={item.purchased ? 'secondary' : 'primary'}
            aria-label={`${item.purchased ? 'Mark Unpurchased' : 'Mark Purchased'}: ${item.name}`}
            onClick={() => actions.onTogglePurchased(item)}
          >
            {item.purchased ? 'Mark Unpurchased' : 'Mark Purchased'}
          </Button>
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit ${item.name}`}
              onClick={() => actions.onEdit(item)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${item.name}`}
              onClick={() => actions.onDelete(item)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
});
