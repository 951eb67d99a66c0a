import { useEffect, type ComponentType } from 'react';
import { useRouteError } from 'react-router';
import { paths } from '@/app/paths';

/** A page's code could not be fetched: the app was updated since this tab opened it, and the old files are gone. */
export function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload|module script/i.test(
      error.message,
    )
  );
}

/** Stands in for a page whose code a deploy removed: reloads once the router has settled on the page's address. */
function ReloadForUpdate() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/**
 * A route's lazy module, for `route.lazy`. React Router records a failed `lazy` but renders nothing for it, so a page
 * whose code cannot be fetched would leave a blank space: the failure is handed to the route as a component that
 * throws it, and the route's error page shows. No module at all means the tab is stale and reloading for it
 * (chunk-reload.ts): the page reloads at its own address.
 */
export async function lazyPage(load: () => Promise<{ default: ComponentType } | undefined>) {
  try {
    const module = await load();
    return { Component: module ? module.default : ReloadForUpdate };
  } catch (error) {
    return {
      Component: () => {
        throw error;
      },
    };
  }
}

/**
 * What a route shows instead of a blank screen when its page fails to load or throws while rendering (React Router's
 * `errorElement`). On a page route it renders inside the layout, so the header, the menus and every other tool keep
 * working; at the top it stands alone.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  const stale = isStaleChunkError(error);

  const content = (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-serif text-3xl font-semibold">
        {stale ? 'Wedding Planner has been updated' : 'Something went wrong on this page'}
      </h1>
      <p className="mt-3 text-muted-foreground">
        {stale ? 'This page needs the new version. ' : ''}Your plan is safe: everything you saved is still
        there.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-10 items-center rounded-lg bg-primary px-4 font-medium text-primary-foreground hover:bg-primary-strong"
        >
          Reload
        </button>
        {/* A full navigation: whatever broke here (a module, the router's state) is left behind. */}
        <a
          href={paths.account()}
          className="inline-flex min-h-10 items-center rounded-lg border border-input px-4 font-medium hover:bg-muted"
        >
          Back to Account
        </a>
      </div>
    </div>
  );
  return standalone ? (
    <main id="main" className="min-h-screen bg-background">
      {content}
    </main>
  ) : (
    content
  );
}
