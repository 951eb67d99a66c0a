import { Button } from './button';
import { formatCount } from '@/lib/format-number';

/** The button under a paged list (`usePaged`): absent once everything is shown. */
export function ShowMoreButton({ remaining, onClick }: { remaining: number; onClick: () => void }) {
  if (remaining <= 0) return null;
  return (
    <Button variant="secondary" className="w-full" onClick={onClick}>
      Show more ({formatCount(remaining)} more)
    </Button>
  );
}
