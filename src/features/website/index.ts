// The guest pages' words and formats, for the other guest-facing page: the public invitation (/i/:token).
export { GuestMessagesProvider, useGuestMessages, useLanguageMessages } from './messages';
