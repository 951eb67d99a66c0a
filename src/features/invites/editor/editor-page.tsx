import { Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { lazyNamed } from '@/lib/lazy-named';
import { useRecord } from '@/lib/data';
import { emptyDesign, parseDesign } from '../design/document';
import { invitesCollection } from '../model';
import { Editor } from './editor';

// Shown only when the invitation cannot be opened: not in the editor's first load.
const Problem = lazyNamed(() => import('./editor-problem'), 'EditorProblem');
const refused = (title: string, reason: ReactNode) => (
  <Suspense fallback={<PageSpinner />}>
    <Problem title={title}>{reason}</Problem>
  </Suspense>
);

/**
 * `/e-invites/:id/edit`: the invitation's own address, so a reload or Back lands where the couple was. The stored
 * design is checked before the editor sees it; one that fails the check is refused with the reason, never drawn.
 */
export default function InviteEditorPage() {
  const { id = '' } = useParams();
  const { record: invite, isLoading, error } = useRecord(invitesCollection, id);

  if (isLoading) return <PageSpinner />;
  if (error)
    return refused("Couldn't open this invitation", <p>Please check your connection and try again.</p>);
  if (!invite)
    return refused(
      'Invitation not found',
      <p>It may have been deleted. Your other invitations are on the E-Invites page.</p>,
    );

  const checked = parseDesign(invite.design ?? emptyDesign(invite.templateId ?? null));
  if (!checked.ok)
    return refused(
      "This design can't be opened",
      <>
        <p>{checked.message}</p>
        <p>Nothing was changed. You can start a new invitation from a template.</p>
      </>,
    );
  return <Editor key={invite.id} invite={invite} saved={checked.design} />;
}
