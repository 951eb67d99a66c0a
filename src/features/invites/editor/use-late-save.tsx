import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import type { SaveDesign } from '../api/use-save-invitation';
import type { Design } from '../design/document';
import type { Invite } from '../model';
import type { SaveBinding } from './save-binding';

type Binding = typeof SaveBinding;
let binding: Promise<Binding> | undefined;
const loadBinding = () =>
  (binding ??= import('./save-binding').then(
    (m) => m.SaveBinding,
    (error: unknown) => {
      binding = undefined; // the next Save tries again
      throw error;
    },
  ));

/**
 * The editor's Save, whose command layer (useCommand and the invitations' lazy commands: about 2 KiB gzip) is not in
 * the editor's first load: it is fetched as the editor mounts, and `binding` (to render) hands its function over. A
 * Save pressed before then is not lost: it waits for the function, as saving waits anyway ("Saving…" shows).
 */
export function useLateSave(invite: Invite) {
  const [Bound, setBound] = useState<Binding | null>(null);
  const latest = useRef<SaveDesign | null>(null);
  const [handed] = useState(() => {
    let hand: (save: SaveDesign) => void = () => undefined;
    const first = new Promise<SaveDesign>((resolve) => (hand = resolve));
    return { first, hand };
  });
  const load = useCallback(
    () =>
      loadBinding().then((view) => {
        setBound(() => view);
      }),
    [],
  );
  useEffect(() => void load().catch(() => undefined), [load]); // a deploy removed the chunk: chunk-reload.ts says so

  const onSave = useCallback(
    (save: SaveDesign) => {
      latest.current = save;
      handed.hand(save);
    },
    [handed],
  );
  const save = useCallback(
    async (design: Design) => {
      if (latest.current) return latest.current(design);
      try {
        await load();
      } catch {
        toast("Couldn't save: please check your connection and try again.", 'error');
        return false;
      }
      return (await handed.first)(design);
    },
    [load, handed],
  );
  return { save, binding: Bound && <Bound invite={invite} onSave={onSave} /> };
}
