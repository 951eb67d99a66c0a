import { ReminderAlerts } from '@/features/notifications';
import { DataSafetyWatcher } from '@/features/settings';
import type { UserBackend } from '@/lib/backend';
import { LiveUpdates } from '@/lib/data/use-live-updates';
import { UndoShortcut } from '@/lib/data/use-undo-shortcut';

/**
 * What runs once for every signed-in page and renders nothing: reminder browser alerts, the data-safety watch
 * (persistent storage after the first change), Ctrl/Cmd+Z for the app's undo and, in a wedding others can share
 * (cloud), the other members' changes. One lazy module, so the entry carries one import for all of them.
 */
export default function SignedInWatchers({ userId, live }: { userId: string; live: UserBackend['live'] }) {
  return (
    <>
      <ReminderAlerts key={userId} />
      <DataSafetyWatcher key={`safety-${userId}`} />
      <UndoShortcut />
      {live && <LiveUpdates key={`live-${userId}`} live={live} />}
    </>
  );
}
