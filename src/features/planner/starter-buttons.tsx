import { Button } from '@/components/ui/button';
import type { PlanContext } from '../../../supabase/functions/_shared/plan-context.ts';
import { buildStarters } from './starters';

/**
 * The questions an empty conversation offers (starters.ts), each a button that sends it. Its own chunk: the plan it
 * is built from comes with the plan panel's, after the chat has painted.
 */
export default function StarterButtons({
  plan,
  disabled,
  onAsk,
}: {
  plan: PlanContext | null;
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  return (
    <ul aria-label="Suggested questions" className="mt-4 flex flex-wrap gap-2">
      {buildStarters(plan).map((starter) => (
        <li key={starter} className="max-w-full">
          <Button
            variant="secondary"
            className="py-2 text-left"
            disabled={disabled}
            onClick={() => onAsk(starter)}
          >
            {/* A long question wraps: the button keeps to one line (and cn adds classes, never overrides them). */}
            <span className="whitespace-normal">{starter}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
