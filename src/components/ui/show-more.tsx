import { Button } from './button';

/** The button under a paged list (`usePaged`): absent once everything is shown. */
export function ShowMoreButton({ remaining, onClick }: { remaining: number; onClick: () => void }) {
  if (remaining <= 0) return null;
  return (
    <Button variant="secondary" className="w-full" onClick={onClick}>
      Show more ({remaining.toLocaleString('en-US')} more)
    </Button>
  );
}
