import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { useAuth, useUserBackend } from '@/lib/auth';
import { defaultProfile } from '@/lib/backend/profile-defaults';
import type { ProfileData } from '@/lib/backend';

export const profileKey = (userId: string) => ['profile', userId] as const;

/** The user's profile, wedding details and preferences, shared by settings, budget, schedule and account. */
export function useProfile() {
  const { user } = useAuth();
  const { profile } = useUserBackend();
  const queryClient = useQueryClient();
  const key = profileKey(user!.id);

  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await profile.get()) ?? defaultProfile(user!.email),
    staleTime: Infinity,
  });

  const mutation = useMutation({
    mutationFn: (patch: Partial<ProfileData>) => profile.save(patch),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: () => toast("Couldn't save your changes. Please try again.", 'error'),
  });

  return {
    data: query.data ?? defaultProfile(user!.email),
    isLoading: query.isPending,
    save: (patch: Partial<ProfileData>) => mutation.mutateAsync(patch),
    isSaving: mutation.isPending,
  };
}
