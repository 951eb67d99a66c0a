import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { useAuth, useUserBackend } from '@/lib/auth';
import { defaultProfile, type ProfileData, type ProfilePatch } from '@/lib/backend';
import { profilePatchSchema, sanitizeProfile } from './profile-schema';
import { notify } from './notifier';
import { queryKeys } from './query-keys';
import { SaveError } from './save-error';
import { refetchOnFocus } from './tab-sync';
import { describeWriteFailure, isQuotaError } from './write-failure';
import { useLoading } from './use-loading';

/**
 * A change to the profile: the fields to set, section by section (`{ reminders: { email: false } }`; sections and
 * the per-task reminder switches are merged field by field, in the store), or a function that builds them from this
 * tab's copy of the profile. Prefer the fields: another tab may have changed the rest since this copy was read.
 */
export type ProfileChange = ProfilePatch | ((current: ProfileData) => ProfilePatch);

/**
 * The user's profile, wedding details and preferences, shared by settings, budget, schedule and account.
 * `save` rejects with a $ZodError for values outside the rules and a SaveError (after a notice) when the
 * store refuses, so the form that asked keeps what the user typed.
 *
 * Saves run one at a time, and a function change is applied to this tab's profile as it stands when its turn
 * comes, after the first load: building it from what the page showed would drop a change saved a moment before
 * (two quick switches) or write the defaults shown while loading over the couple's real details.
 */
export function useProfile() {
  const { user } = useAuth();
  const { profile } = useUserBackend();
  const queryClient = useQueryClient();
  const key = queryKeys.profile(user!.id);
  const email = user!.email;
  const queryOptions = {
    queryKey: key,
    queryFn: async () => {
      const stored = await profile.get();
      return stored ? sanitizeProfile(stored, email) : defaultProfile(email);
    },
    staleTime: Infinity,
    refetchOnWindowFocus: refetchOnFocus(queryClient),
  };

  const query = useQuery(queryOptions);
  const isLoading = useLoading(query.isPending);

  const mutation = useMutation({
    // The key tells other tabs the profile changed (tab-sync.ts).
    mutationKey: key,
    scope: { id: `profile:${user!.id}` },
    mutationFn: async (change: ProfileChange) => {
      const current = await queryClient.ensureQueryData(queryOptions);
      const patch = typeof change === 'function' ? change(current) : change;
      return profile.save(profilePatchSchema.parse(patch) as ProfilePatch);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, sanitizeProfile(saved, email)),
    onError: (error) => {
      // Invalid values are the form's to explain; only a refused write gets the notice.
      if (!(error instanceof z.core.$ZodError))
        notify(
          isQuotaError(error)
            ? describeWriteFailure(error, 'change', 'save')
            : "Couldn't save your changes. Please try again.",
          'error',
        );
    },
  });

  return {
    data: query.data ?? defaultProfile(email),
    isLoading,
    /** The profile as stored, once read: not the defaults `data` shows while it loads (a change is based on it). */
    current: () => queryClient.ensureQueryData(queryOptions),
    save: async (change: ProfileChange): Promise<ProfileData> => {
      // Checked here too, so invalid whole sections are refused before they wait for a turn.
      if (typeof change !== 'function') profilePatchSchema.parse(change);
      try {
        return await mutation.mutateAsync(change);
      } catch (error) {
        if (error instanceof z.core.$ZodError) throw error;
        throw new SaveError("Couldn't save your changes.", error);
      }
    },
    isSaving: mutation.isPending,
  };
}
