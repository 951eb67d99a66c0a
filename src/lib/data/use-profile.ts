import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZodError } from 'zod';
import { useAuth, useUserBackend } from '@/lib/auth';
import { defaultProfile, type ProfileData } from '@/lib/backend';
import { profilePatchSchema, sanitizeProfile } from './profile-schema';
import { notify } from './notifier';
import { queryKeys } from './query-keys';
import { SaveError } from './use-collection';
import { describeWriteFailure, isQuotaError } from './write-failure';

/**
 * A change to the profile: whole sections, or a function that builds them from the stored profile (for a
 * change to one field of a section, e.g. one reminder switch).
 */
export type ProfileChange = Partial<ProfileData> | ((current: ProfileData) => Partial<ProfileData>);

/**
 * The user's profile, wedding details and preferences, shared by settings, budget, schedule and account.
 * `save` rejects with a ZodError for values outside the rules and a SaveError (after a notice) when the
 * store refuses, so the form that asked keeps what the user typed.
 *
 * Saves run one at a time, and a function change is applied to the stored profile as it stands when its turn
 * comes, after the first load: a section is replaced whole, so building it from what the page showed would
 * drop a change saved a moment before (two quick switches) or write the defaults shown while loading over the
 * couple's real details.
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
  };

  const query = useQuery(queryOptions);

  const mutation = useMutation({
    scope: { id: `profile:${user!.id}` },
    mutationFn: async (change: ProfileChange) => {
      const current = await queryClient.ensureQueryData(queryOptions);
      const patch = typeof change === 'function' ? change(current) : change;
      return profile.save(profilePatchSchema.parse(patch) as Partial<ProfileData>);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, sanitizeProfile(saved, email)),
    onError: (error) => {
      // Invalid values are the form's to explain; only a refused write gets the notice.
      if (!(error instanceof ZodError))
        notify(
          isQuotaError(error) ? describeWriteFailure(error, 'change', 'save') : "Couldn't save your changes. Please try again.",
          'error',
        );
    },
  });

  return {
    data: query.data ?? defaultProfile(email),
    isLoading: query.isPending,
    save: async (change: ProfileChange): Promise<ProfileData> => {
      // Checked here too, so invalid whole sections are refused before they wait for a turn.
      if (typeof change !== 'function') profilePatchSchema.parse(change);
      try {
        return await mutation.mutateAsync(change);
      } catch (error) {
        if (error instanceof ZodError) throw error;
        throw new SaveError("Couldn't save your changes.", error);
      }
    },
    isSaving: mutation.isPending,
  };
}
