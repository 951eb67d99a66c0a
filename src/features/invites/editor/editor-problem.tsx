import { FileWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** Why the editor cannot open an invitation, with the way back to the others. */
export function EditorProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-3 px-4 text-center">
      <FileWarning aria-hidden="true" className="size-10 text-faint-foreground" />
      <h1 className="font-serif text-2xl font-semibold">{title}</h1>
      <div className="space-y-3 text-muted-foreground">{children}</div>
      <Link to={paths.invites()} className={buttonVariants({ variant: 'secondary' })}>
        Back to your invites
      </Link>
    </div>
  );
}
