import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/data';

/** Whether this mode has a local mailbox (local mode: no e-mail server, every mail lands in the browser). */
export function useHasMailbox(): boolean {
  return useAuth().backend.mailbox !== null;
}

/**
 * The local mailbox's mails, read again whenever the page is shown (mails arrive from other pages and tabs), with
 * marking one read and clearing them all.
 */
export function useMailbox() {
  const { mailbox } = useAuth().backend;
  const queryClient = useQueryClient();
  const mails = useQuery({
    queryKey: queryKeys.mailbox(),
    queryFn: () => mailbox!.list(),
    refetchOnWindowFocus: true,
    refetchOnMount: 'always',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.mailbox() });
  const markRead = useMutation({ mutationFn: (id: string) => mailbox!.markRead(id), onSettled: refresh });
  const clear = useMutation({ mutationFn: () => mailbox!.clear(), onSettled: refresh });
  return { mails, markRead, clear };
}
