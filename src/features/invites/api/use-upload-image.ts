import { useCallback } from 'react';
import { toast } from '@/components/ui/toaster';
import { useUserBackend } from '@/lib/auth';
import type { ImageSource } from '../design/document';
import { uploadKey, uploadProblem } from '../model';
import { loadImage } from '../render/assets';

/**
 * An image the couple adds to a design: checked (type and size), read once for its natural size, then kept in the
 * file port under the invitation. Resolves to what an image element needs, or null after saying what went wrong.
 */
export function useUploadImage(inviteId: string) {
  const { files } = useUserBackend();
  return useCallback(
    async (file: File): Promise<{ src: ImageSource; natural: { width: number; height: number } } | null> => {
      const problem = uploadProblem(file);
      if (problem) {
        toast(problem, 'error');
        return null;
      }
      const url = URL.createObjectURL(file);
      try {
        const image = await loadImage(url).catch(() => null);
        if (!image) {
          toast(`"${file.name}" could not be read as an image.`, 'error');
          return null;
        }
        const key = uploadKey(inviteId, file.type);
        await files.put(key, file);
        return {
          src: { kind: 'file', key },
          natural: { width: image.naturalWidth, height: image.naturalHeight },
        };
      } catch {
        toast("Couldn't upload the image. Please try again.", 'error');
        return null;
      } finally {
        URL.revokeObjectURL(url);
      }
    },
    [files, inviteId],
  );
}
