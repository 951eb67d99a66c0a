import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { useAuth, useUserBackend } from '@/lib/auth';
import { defaultProfile } from '@/lib/backend/profile-defaults';
import type { ProfileData } from '@/lib/backend';
import { profilePatchSchema, sanitizeProfile } from './profile-schema';
import { SaveError } from './use-collection';

export const profileKey = (userId: string) => ['profile', userId] as const;

/**
 * The user's profile, wedding details and preferences, shared by settings, budget, schedule and account.
 * `save` rejects with a ZodError for values outside the rules and a SaveError (after a notice) when the
 * store refuses, so the form that asked keeps what the user typed.
 */
export function useProfile() {
  const { user } = useAuth();
  const { profile } = useUserBackend();
  const queryClient = useQueryClient();
  const key = profileKey(user!.id);
  const email = user!.email;

  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const stored = await profile.get();
      return stored ? sanitizeProfile(stored, email) : defaultProfile(email);
    },
    staleTime: Infinity,
  });

  const mutation = useMutation({
    mutationFn: (patch: Partial<ProfileData>) => profile.save(patch),
    onSuccess: (saved) => queryClient.setQueryData(key, sanitizeProfile(saved, email)),
    onError: () => toast("Couldn't save your changes. Please try again.", 'error'),
  });

  return {
    data: query.data ?? defaultProfile(email),
    isLoading: query.isPending,
    save: async (patch: Partial<ProfileData>): Promise<ProfileData> => {
      const valid = profilePatchSchema.parse(patch) as Partial<ProfileData>;
      try {
        return await mutation.mutateAsync(valid);
      } catch (error) {
        throw new SaveError("Couldn't save your changes.", error);
      }
    },
    isSaving: mutation.isPending,
  };
}
