import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { PageHeading } from '@/components/page-header';

/**
 * A tool page's frame: its column and its header, as the page itself draws them, without the actions or anything
 * that needs the couple's data. The build prerenders it at the page's address (scripts/prerender.mjs), so a signed-in
 * user opening /budget sees the page's title and what it is for as soon as the HTML and stylesheet arrive, instead
 * of an empty column while the session, the page's code and its data load in turn (issue 35: that chain cost every
 * tool page 1.4-1.6x the bare React app's largest paint). The page draws the same header in the same place when it
 * takes over, so nothing moves.
 */
export interface FrameSpec {
  heading: PageHeading;
  /** The page's column, as its outer `div` sets it: most tool pages are `max-w-6xl`. */
  width?: 'max-w-4xl' | 'max-w-6xl';
}

/** The frame shown at a pathname, or null where there is none. */
export type FrameOf = (pathname: string) => ReactNode;

/** No frames: a page built without one, or any address but the one it was built for. */
export const noFrame: FrameOf = () => null;

const FrameContext = createContext<FrameOf>(noFrame);

/** Provides the frames: the registry at build (prerender.tsx), the prerendered one in the browser (start-app.tsx). */
export const PageFrames = FrameContext.Provider;

/** The frame of the page at the current address, if it has one; the session shell shows it until the session is known. */
export function PageFrame() {
  const { pathname } = useLocation();
  return useContext(FrameContext)(pathname);
}

/**
 * The frame the build drew into `container` for `pathname`, for the browser's first render: hydrating must render
 * exactly the HTML that is there, and the headings live in the pages' own chunks, which the entry does not carry. So
 * the frame is drawn again from its own markup (the build's, never anything a user wrote), and only at that address.
 */
export function prerenderedFrame(container: HTMLElement, pathname: string): FrameOf | null {
  const frame = container.querySelector<HTMLElement>('[data-page-frame]');
  if (!frame) return null;
  const { className, innerHTML } = frame;
  return (at) =>
    at === pathname ? (
      <div data-page-frame className={className} dangerouslySetInnerHTML={{ __html: innerHTML }} />
    ) : null;
}
