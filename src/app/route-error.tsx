import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { useTakeover } from './takeover';

/** A page's code could not be fetched: the app was updated since this tab opened it, and the old files are gone. */
export function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload|module script/i.test(
      error.message,
    )
  );
}

class Boundary extends Component<
  { resetKey: string; standalone: boolean; children: ReactNode },
  { error: unknown; resetKey: string }
> {
  state = { error: undefined as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // Another address is another page: its content gets its own chance to render.
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  render() {
    const { error } = this.state;
    return error === undefined ? (
      this.props.children
    ) : (
      <RouteError error={error} standalone={this.props.standalone} />
    );
  }
}

/**
 * Shows the error page in place of what it wraps when that fails to load or throws while rendering. Around a page it
 * renders inside the layout, so the header, the menus and every other tool keep working; around a shell it stands
 * alone. Leaving for another address clears it.
 */
export function RouteBoundary({
  standalone = false,
  children,
}: {
  standalone?: boolean;
  children: ReactNode;
}) {
  return (
    <Boundary resetKey={useLocation().pathname} standalone={standalone}>
      {children}
    </Boundary>
  );
}

/** What a route shows instead of a blank screen when its page fails to load or throws while rendering. */
export function RouteError({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  useEffect(() => console.error(error), [error]);
  // The app runs the page even when this is all it can show: a prerendered page's boot script stops holding clicks
  // for it, or Reload would never answer.
  useTakeover();
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
        {/* A full navigation: whatever broke here (a module, the app's state) is left behind. */}
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
