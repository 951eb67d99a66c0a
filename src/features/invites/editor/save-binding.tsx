import { useEffect } from 'react';
import { useSaveInvitation, type SaveDesign } from '../api/use-save-invitation';
import type { Invite } from '../model';

/** Hands the editor its Save (use-late-save.tsx), from the chunk that holds the command layer; renders nothing. */
export function SaveBinding({ invite, onSave }: { invite: Invite; onSave: (save: SaveDesign) => void }) {
  const save = useSaveInvitation(invite);
  useEffect(() => onSave(save), [onSave, save]);
  return null;
}
