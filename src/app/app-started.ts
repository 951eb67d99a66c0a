/** The event the app sends once it runs the page (public/boot.js listens for it by this name). */
export const APP_STARTED = 'app:started';

let announced = false;

/**
 * Tells the page's boot script that the app runs the page now: called as the first page is committed, which for a
 * prerendered page means hydrated, its handlers attached (the page sits in a Suspense boundary, which React hydrates
 * after the shell around it). The sign-in and sign-up pages start the app at a visitor's first touch, and their boot
 * script holds what is clicked meanwhile and hands it over now.
 */
export function announceStarted() {
  if (announced) return;
  announced = true;
  document.dispatchEvent(new Event(APP_STARTED));
}
