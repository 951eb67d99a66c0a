import { config } from '@/lib/config';

/**
 * Says plainly when the device is offline. Local mode keeps working (the service worker serves the app, the plan is
 * in this browser); cloud mode shows what it has and cannot save until the connection is back. The layout loads it
 * only when offline (the service worker has it cached), so it weighs on no first load.
 */
export default function OfflineBanner({ mode = config.mode }: { mode?: 'local' | 'cloud' }) {
  return (
    <div
      role="status"
      className="border-b border-warning-muted bg-warning-soft px-4 py-2 text-center text-sm text-warning-deep"
    >
      {mode === 'cloud'
        ? "You're offline. You can look through your plan, but changes can't be saved until you're back online."
        : "You're offline. Your plan keeps working in this browser; the AI planner and mood boards need a connection."}
    </div>
  );
}
