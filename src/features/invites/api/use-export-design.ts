import { useCallback } from 'react';
import { toast } from '@/components/ui/toaster';
import { useUserBackend } from '@/lib/auth';
import type { Design } from '../design/document';
import type { ExportKind } from '../design/geometry';

/** Downloads a design as a PNG, for the screen or for print (spec §2), saying so when it cannot be made. */
export function useExportDesign() {
  const { files } = useUserBackend();
  return useCallback(
    async (design: Design, kind: ExportKind) => {
      try {
        // Konva draws the image: fetched with the first download (the canvas has usually brought it already).
        const [{ renderDesign }, { EXPORTS }, { downloadBlob }] = await Promise.all([
          import('../render/render-design'),
          import('../design/geometry'),
          import('@/lib/download'),
        ]);
        downloadBlob(await renderDesign(design, files, kind), EXPORTS[kind].filename);
      } catch {
        toast("Couldn't make the image. Please try again.", 'error');
      }
    },
    [files],
  );
}
