import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { householdsCollection } from '@/features/guests';
import { useCollection } from '@/lib/data';
import { useSampleWedding } from './api/use-sample-wedding';
import { hasSampleWedding } from './commands';
import { useRunning } from './use-running';

/**
 * Settings › Your data: load the sample wedding (it takes the place of the lists it fills, so it asks first) or, once
 * it is there, remove it with what it brought, whatever was changed in it since.
 */
export default function SampleWeddingSection() {
  const id = useId();
  const households = useCollection(householdsCollection);
  const { load, remove } = useSampleWedding();
  const { running, run } = useRunning();
  const [confirming, setConfirming] = useState(false);
  const loaded = hasSampleWedding(households.items);

  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="flex items-center gap-2 font-serif text-lg font-semibold [&_svg]:size-5">
        <Sparkles aria-hidden="true" />
        Sample wedding
      </h2>
      {loaded ? (
        <>
          <p className="text-sm text-muted-foreground">
            Priya and Arjun&rsquo;s wedding is in your plan. Removing it takes away its guests, seating,
            invitation, website, budget, vendors, tasks and reminders; what you added yourself stays.
          </p>
          <Button
            variant="secondary"
            disabled={running || households.isLoading}
            onClick={() => void run(remove, "Couldn't remove the sample wedding. Please try again.")}
          >
            {running ? 'Removing the sample wedding…' : 'Remove the sample wedding'}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            A whole wedding to look around in: 150 guests answering, a seated reception, an invitation, a
            published website, a budget with vendors booked, and tasks due.
          </p>
          <Button disabled={running || households.isLoading} onClick={() => setConfirming(true)}>
            {running ? 'Loading the sample wedding…' : 'Load a sample wedding'}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Load a sample wedding?"
            description="It takes the place of your guest list, seating, invitations, website, registry, budget, vendors, tasks and reminders. Undo puts them back."
            confirmLabel="Load a sample wedding"
            onConfirm={() => void run(() => load(), "Couldn't load the sample wedding. Please try again.")}
          />
        </>
      )}
    </section>
  );
}
