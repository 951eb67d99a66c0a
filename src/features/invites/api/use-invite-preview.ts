import { useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '@/lib/use-object-url';
import { useAuth, useUserBackend } from '@/lib/auth';
import { inviteImageName } from '@/lib/backend';
import { queryKeys } from '@/lib/data';
import type { InviteSummary } from '../model';

/**
 * An invitation's rendered card (the image its link shows, published when the design was saved) as an object URL;
 * null before the first save, when the row shows the template's artwork instead. The version is part of the key,
 * so a new save shows at once.
 */
export function useInvitePreview(invite: Pick<InviteSummary, 'token' | 'imageVersion'>) {
  const { user } = useAuth();
  const { files } = useUserBackend();
  const name = inviteImageName(invite.token);
  const query = useQuery({
    queryKey: queryKeys.file(user!.id, `${name}?v=${invite.imageVersion}`),
    queryFn: () => files.readPublished(name),
    enabled: invite.imageVersion > 0,
    staleTime: Infinity,
  });
  const blob = query.data ?? null;
  return { blob, src: useObjectUrl(blob) };
}
