import { Suspense, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { PanelPlaceholder, PANELS } from './overview-panel';

/**
 * The figures and the models they read (tasks, reminders, budget, guests: about 15 KiB gzip) are a chunk fetched as
 * the hub renders: the page and the overview's frame paint first.
 */
const OverviewFigures = lazyNamed(() => import('./overview'), 'OverviewFigures');

/**
 * The account hub's Overview (issue 15): the wedding at a glance, each figure leading to its tool. The region and the
 * figures' faces show at once, and stay (the same elements) until the figures' code has come and every figure has been
 * read; the figures then replace them in one change of the page, which was two before (the faces drawn again by the
 * figures' chunk while it read): on a phone's CPU, each was one of the hub's longest tasks (issue 35).
 */
export function Overview() {
  const [busy, setBusy] = useState(true);
  return (
    <section aria-labelledby="overview-title" aria-busy={busy} className="mb-8">
      <h2 id="overview-title" className="sr-only">
        Your wedding at a glance
      </h2>
      {busy && (
        <div className="grid gap-4 sm:grid-cols-2">
          {Object.values(PANELS).map((face) => (
            <PanelPlaceholder key={face.title} face={face} />
          ))}
        </div>
      )}
      <Suspense fallback={null}>
        <OverviewFigures onBusyChange={setBusy} />
      </Suspense>
    </section>
  );
}
