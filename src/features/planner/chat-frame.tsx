import type { ReactNode } from 'react';

/**
 * The chat's box, the same while its code loads and after: the window's height minus 96 and 88 pixels (spec), with a
 * floor so it stays usable on a short phone screen.
 */
export function ChatFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-[calc(100dvh-96px-88px-var(--bottom-bar-space))] min-h-[26rem] gap-4">
      {children}
    </div>
  );
}
