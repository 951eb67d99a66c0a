/**
 * The RSVP link a guest opened on this device, remembered per wedding website: marking a registry gift needs the
 * household's own link (api.mark_gift_bought), and a guest reaches the registry from their RSVP page. Kept in this
 * browser only; a device that never opened the link cannot mark gifts.
 */
const key = (slug: string) => `wp:guest-link:${slug}`;

export function rememberGuestLink(slug: string, token: string, storage: Storage = localStorage): void {
  try {
    storage.setItem(key(slug), token);
  } catch {
    // Refused (storage full, or blocked): the link still travels with the RSVP page's own link to the website.
  }
}

export function guestLinkFor(slug: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(key(slug));
  } catch {
    return null;
  }
}
