import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
  const [url, setUrl] = useState<{ blob: Blob; href: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const href = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is an external resource made and freed here
    setUrl({ blob, href });
    return () => URL.revokeObjectURL(href);
  }, [blob]);
  return { blob, src: url && url.blob === blob ? url.href : null };
}
