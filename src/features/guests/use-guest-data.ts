import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useAuth } from '@/lib/auth';
import { queryKeys, useCollection, useProfile } from '@/lib/data';
import { buildEntries, sortEvents } from './guest-list';
import {
  answersCollection,
  eventsCollection,
  guestsCollection,
  householdsCollection,
  WEBSITE_ID,
  websitesCollection,
} from './model';

/** Tables guests write to from their links: re-read so the couple sees replies arrive. */
const REPLY_TABLES = ['households', 'guests', 'rsvp_answers', 'registry_items'];
/** How often an open guest list looks for new replies. */
export const REFRESH_MS = 60_000;

/**
 * Everything the guest planner reads: events (in date order), households, guests, answers, the website's settings
 * and the couple's names and date, with the guest list joined once per change.
 */
export function useGuestData() {
  const events = useCollection(eventsCollection);
  const households = useCollection(householdsCollection);
  const guests = useCollection(guestsCollection);
  const answers = useCollection(answersCollection);
  const websites = useCollection(websitesCollection);
  const { data: profile } = useProfile();

  const weddingDate = profile.wedding.weddingDate;
  const coupleNames = [profile.profile.firstName, profile.wedding.partnerFirstName]
    .map((n) => n.trim())
    .filter(Boolean)
    .join(' & ');
  const sortedEvents = useMemo(() => sortEvents(events.items, weddingDate), [events.items, weddingDate]);
  const entries = useMemo(
    () => buildEntries(guests.items, households.items, answers.items),
    [guests.items, households.items, answers.items],
  );
  const website = websites.items.find((w) => w.id === WEBSITE_ID) ?? null;

  return {
    events,
    households,
    guests,
    answers,
    websites,
    sortedEvents,
    entries,
    website,
    weddingDate,
    coupleNames,
    isLoading:
      events.isLoading || households.isLoading || guests.isLoading || answers.isLoading || websites.isLoading,
  };
}

/**
 * Guests answer from their own browsers: re-read what they write when the couple comes back to the tab, every
 * minute while it is open, and when asked ("Check for new replies") — never while one of the couple's own writes
 * is on its way, so a re-read cannot undo a change on screen.
 */
export function useReplyRefresh() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const writing = useIsMutating() > 0;
  const refresh = useCallback(
    () =>
      Promise.all(
        REPLY_TABLES.map((table) =>
          queryClient.invalidateQueries({ queryKey: queryKeys.collection(user!.id, table), exact: true }),
        ),
      ),
    [queryClient, user],
  );
  useEffect(() => {
    if (writing) return;
    const onVisible = () => document.visibilityState === 'visible' && void refresh();
    const timer = window.setInterval(onVisible, REFRESH_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [refresh, writing]);
  return refresh;
}
