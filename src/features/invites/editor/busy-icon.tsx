import { cn } from '@/components/ui/cn';

/**
 * Lucide's LoaderCircle, spinning, drawn here: the editor shares the icon's module with the invites page only, so
 * importing it would make it a chunk of its own (a request in the editor's first load, and a name in the app's chunk
 * map that every route loads) for one path.
 */
export function BusyIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('animate-spin', className)}
    >
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
}
