import { useQueryClient } from '@tanstack/react-query';
import { loadBackend, type PublicTravel, type RsvpReply } from '@/lib/backend';
import { queryKeys } from '@/lib/data/query-keys';

/**
 * What a guest does on the couple's pages, through the backend's public port (no session: by the token or slug in
 * their link). Each write reads its page again afterwards, so the guest sees what was stored.
 */
export function useGuestActions() {
  const queryClient = useQueryClient();
  const reread = (kind: 'rsvp' | 'rsvp-travel' | 'website', key: string) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.publicRecord(kind, key) });
  return {
    /** A household's answers; the page then shows what was stored ("closed" when the deadline passed meanwhile). */
    async submitRsvp(token: string, reply: RsvpReply) {
      const result = await (await loadBackend()).public.submitRsvp(token, reply);
      await reread('rsvp', token);
      return result;
    },
    /** A household's own travel (issue 33 item 3); the form then shows what was stored. */
    async submitTravel(token: string, travel: PublicTravel) {
      const result = await (await loadBackend()).public.submitTravel(token, travel);
      await reread('rsvp-travel', token);
      return result;
    },
    /** "Find your invitation": the link goes to the address on file; the answer is the same whatever was found. */
    async requestInvitationLink(slug: string, fullName: string) {
      return (await loadBackend()).public.requestInvitationLink(slug, fullName);
    },
    /** A gift marked bought with the household's RSVP token; the next guest (and this one) sees it so. */
    async markGiftBought(slug: string, itemId: string, buyer: string | null, token: string | null) {
      const result = await (await loadBackend()).public.markGiftBought(slug, itemId, buyer, token);
      await reread('website', slug);
      return result;
    },
    /** A household tells the couple what it sent to a fund; it reaches their ledger unconfirmed. */
    async reportGift(slug: string, fundId: string, token: string, amount: number, note: string | null) {
      return (await loadBackend()).public.reportGift(slug, fundId, token, amount, note);
    },
  };
}
