import { Button } from './button';
import { formatCount } from '@/lib/format-number';

/**
 * The button under a paged list (`usePaged`): absent once everything is shown. `of` names the list for screen readers
 * where a page has several.
 */
export function ShowMoreButton({
  remaining,
  onClick,
  of,
}: {
  remaining: number;
  onClick: () => void;
  of?: string;
}) {
  if (remaining <= 0) return null;
  return (
    <Button variant="secondary" className="w-full" onClick={onClick}>
      Show more ({formatCount(remaining)} more)
      {of && (
        <>
          {' '}
          <span className="sr-only">in {of}</span>
        </>
      )}
    </Button>
  );
}
