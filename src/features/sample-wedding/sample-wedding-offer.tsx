import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSampleWedding } from './api/use-sample-wedding';
import { useRunning } from './use-running';

/**
 * The overview's offer to a couple who has not started: a whole wedding to look around in (guests answering, a seated
 * reception, a published site), loaded in one step and gone again with its Undo or from Settings.
 */
export default function SampleWeddingOffer() {
  const { load } = useSampleWedding();
  const { running, run } = useRunning();
  return (
    <Card className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
      <Sparkles aria-hidden="true" className="size-6 shrink-0 text-primary-strong" />
      <div className="flex-1">
        <h3 className="font-medium text-copy">Just looking around?</h3>
        <p className="text-sm text-muted-foreground">
          Load a sample wedding to see every tool at work: 150 guests answering, a seated reception, an
          invitation and a published website. Undo takes it away, and so does Settings › Your data later.
        </p>
      </div>
      <Button
        className="self-start sm:self-center"
        disabled={running}
        onClick={() => void run(() => load(), "Couldn't load the sample wedding. Please try again.")}
      >
        {running ? 'Loading the sample wedding…' : 'Load a sample wedding'}
      </Button>
    </Card>
  );
}
