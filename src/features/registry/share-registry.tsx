import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';

/**
 * The links read the couple's website through the guests' index (its model and the guest planner's preload list,
 * about 7 KiB gzip), which no other part of the page needs: they are fetched as the page mounts (`loadShareLinks`),
 * while the items load, and fill the section under its heading.
 */
export const loadShareLinks = () => import('./share-registry-links');
const ShareRegistryLinks = lazyNamed(loadShareLinks, 'ShareRegistryLinks');

/** "Share Your Registry" (spec §2), the last section of the page. */
export function ShareRegistry() {
  return (
    <section
      aria-labelledby="share-heading"
      className="mt-10 rounded-xl border border-accent-strong bg-accent p-5"
    >
      <h2 id="share-heading" className="font-serif text-xl font-semibold text-foreground">
        Share Your Registry
      </h2>
      <Suspense fallback={<div className="mt-1 min-h-10" />}>
        <ShareRegistryLinks />
      </Suspense>
    </section>
  );
}
