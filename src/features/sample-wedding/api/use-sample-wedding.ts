import { useCallback, useEffect } from 'react';
import { publishInvitationCard } from '@/features/invites';
import { useUserBackend } from '@/lib/auth';
import { inviteImageName, type ProfilePatch } from '@/lib/backend';
import { notify, SaveError, useProfile } from '@/lib/data';
import { fieldsAsNow } from '@/lib/data/profile-fields';
import { useCommand } from '@/lib/data/use-command';
import { toIsoDate } from '@/lib/dates';
import { newToken } from '@/lib/ids';
import { loadSampleWedding, removeSampleWedding, sampleKeys, storeStartingSamples } from '../commands';

const ignore = () => undefined;

/** The sample site's address: the couple's names and a random tail, as addresses are unique per browser or cloud. */
const sampleSlug = () =>
  `priya-and-arjun-${newToken()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 6)}`;

/**
 * Loading the sample wedding and removing it. Loading is one command (one batch, one Undo) in both modes; the same
 * Undo also puts back the profile fields it set (the couple's names, the date, the budget) and withdraws the
 * invitation's published card. The wedding's data is a chunk of its own, fetched only when it is loaded.
 */
export function useSampleWedding() {
  const { collections, files } = useUserBackend();
  const profile = useProfile();
  const options = { noun: 'sample wedding' };
  const loadWithUndo = useCommand(loadSampleWedding, {
    ...options,
    notice: () => 'Loaded a sample wedding.',
  });
  // The demo account's wedding is where it starts, not a step to undo.
  const loadForGood = useCommand(loadSampleWedding, { ...options, undoable: false });
  const remove = useCommand(removeSampleWedding, {
    ...options,
    notice: () => 'Removed the sample wedding.',
  });
  const save = profile.save;

  const load = useCallback(
    async ({ undoable = true }: { undoable?: boolean } = {}) => {
      const { buildSampleWedding } = await import('../build');
      await storeStartingSamples(collections);
      const wedding = await buildSampleWedding({
        today: toIsoDate(new Date()),
        slug: sampleSlug(),
        token: newToken,
      });
      const invite = wedding.records.invites[0]!;
      // The card its link shows; without it (a browser that cannot draw it) the invitation is still there to open.
      const published = await publishInvitationCard(files, invite).then(
        () => true,
        () => false,
      );
      if (published) invite.imageVersion = 1;
      // The profile first, so the Undo, offered once the lists have landed, always knows what to put back.
      let before: ProfilePatch = {};
      await save((current) => {
        before = fieldsAsNow(current, wedding.profile);
        return wedding.profile;
      });
      const putBack = async () => {
        await save(before);
        if (published) await files.unpublish(inviteImageName(invite.token)).catch(ignore);
      };
      try {
        await (undoable ? loadWithUndo : loadForGood)(wedding.records, { undoAlso: putBack });
      } catch (error) {
        await putBack().catch(ignore);
        throw error;
      }
    },
    [collections, files, save, loadWithUndo, loadForGood],
  );

  const removeWedding = useCallback(async () => {
    const { buildSampleWedding } = await import('../build');
    // Its ids are the same whatever the day, address or tokens.
    const { records } = await buildSampleWedding({
      today: toIsoDate(new Date()),
      slug: 'sample',
      token: newToken,
    });
    await remove(sampleKeys(records));
  }, [remove]);

  return { load, remove: removeWedding };
}

/** Marks the demo account's wedding as loaded in its store, so it is loaded once, whatever tabs or reloads do. */
const DEMO_MARKER = 'sample_wedding';

/**
 * The demo account starts with the sample wedding, loaded for good (there is nothing to undo back to) on its first
 * signed-in page, once per browser.
 */
export function useDemoWedding() {
  const { collections } = useUserBackend();
  const { load } = useSampleWedding();
  useEffect(() => {
    // The marker is claimed once: a later run (a new `load` after a render) finds it taken and does nothing.
    void collections
      .claimSeed(DEMO_MARKER)
      .then((claimed) => (claimed ? load({ undoable: false }) : undefined))
      .catch((error: unknown) => {
        // A refused write has been told already (useCommand).
        if (!(error instanceof SaveError))
          notify("Couldn't load the demo wedding. Please reload the page.", 'error');
      });
  }, [collections, load]);
}
