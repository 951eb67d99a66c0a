import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { lazyNamed } from '@/lib/lazy-named';
import { GiftsHeader } from './gifts-header';

/*
 * The ledger arrives in a chunk of its own, fetched as the page first renders: it names givers and events from the
 * guest list, whose shared chunk (the guests' model, list helpers and sharing links, about 8 KiB gzip) would otherwise
 * put this page's first load over the tool pages' 160 KiB.
 */
const GiftsLedger = lazyNamed(() => import('./gifts-ledger'), 'GiftsLedger');

/** Gifts & thank-yous (/gifts): the title at once, the ledger as soon as its chunk and the couple's data are in. */
export default function GiftsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Suspense
        fallback={
          <>
            <GiftsHeader />
            <Spinner label="Loading your gifts" />
          </>
        }
      >
        <GiftsLedger />
      </Suspense>
    </div>
  );
}
