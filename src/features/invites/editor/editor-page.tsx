import { FileWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useRecord } from '@/lib/data';
import { emptyDesign, parseDesign } from '../design/document';
import { invitesCollection } from '../model';
import { Editor } from './editor';

function Problem({ title, children }: { title: string; children: ReactNode }) {
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

/**
 * `/e-invites/:id/edit`: the invitation's own address, so a reload or Back lands where the couple was. The stored
 * design is checked before the editor sees it; one that fails the check is refused with the reason, never drawn.
 */
export default function InviteEditorPage() {
  const { id = '' } = useParams();
  const { record: invite, isLoading, error } = useRecord(invitesCollection, id);

  if (isLoading) return <PageSpinner />;
  if (error)
    return (
      <Problem title="Couldn't open this invitation">
        <p>Please check your connection and try again.</p>
      </Problem>
    );
  if (!invite)
    return (
      <Problem title="Invitation not found">
        <p>It may have been deleted. Your other invitations are on the E-Invites page.</p>
      </Problem>
    );

  const checked = parseDesign(invite.design ?? emptyDesign(invite.templateId ?? null));
  if (!checked.ok)
    return (
      <Problem title="This design can't be opened">
        <p>{checked.message}</p>
        <p>Nothing was changed. You can start a new invitation from a template.</p>
      </Problem>
    );
  return <Editor key={invite.id} invite={invite} saved={checked.design} />;
}
