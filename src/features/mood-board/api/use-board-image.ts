import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useObjectUrl } from '@/lib/use-object-url';
import { useAuth, useUserBackend } from '@/lib/auth';
import { queryKeys, useUndoableRemove } from '@/lib/data';
import { moodBoardsCollection, type MoodBoard } from '../model';

/** Puts a just-generated image in the cache, so the new board shows it without reading it back from storage. */
export function usePrimeBoardImage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return (imageKey: string, blob: Blob) => queryClient.setQueryData(queryKeys.file(user!.id, imageKey), blob);
}

export function useForgetBoardImage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return (imageKey: string) => queryClient.removeQueries({ queryKey: queryKeys.file(user!.id, imageKey) });
}

/**
 * Deletes a board with Undo. Its image stays until the Undo has passed, so an Undo brings the board back whole; a file
 * left behind would only cost space, so a failure to remove it is not the couple's problem.
 */
export function useRemoveBoard() {
  const { files } = useUserBackend();
  const forgetImage = useForgetBoardImage();
  const remove = useUndoableRemove(moodBoardsCollection);
  return (board: MoodBoard) =>
    remove(board.id, {
      name: board.name,
      onGone: () => {
        if (!board.imageKey) return;
        forgetImage(board.imageKey);
        void files.remove(board.imageKey).catch(() => undefined);
      },
    });
}

/**
 * A board's stored image as a blob and an object URL for <img>. The URL is revoked when the card unmounts or
 * the blob changes, so a long session doesn't pin every image it ever showed in memory.
 */
export function useBoardImage(imageKey: string | undefined) {
  const { user } = useAuth();
  const { files } = useUserBackend();
  const query = useQuery({
    queryKey: queryKeys.file(user!.id, imageKey ?? ''),
    queryFn: () => files.get(imageKey!),
    enabled: Boolean(imageKey),
    staleTime: Infinity,
  });
  const blob = query.data ?? null;
  const src = useObjectUrl(blob);

  const status: 'loading' | 'ready' | 'missing' = !imageKey
    ? 'missing'
    : query.isPending
      ? 'loading'
      : blob
        ? 'ready'
        : 'missing';
  return { blob, src, status };
}
