import { budgetHeading } from '@/features/budget/heading';
import { giftsHeading } from '@/features/gifts/heading';
import { invitesHeading } from '@/features/invites/heading';
import { moodBoardHeading } from '@/features/mood-board/heading';
import { musicHeading } from '@/features/music/heading';
import { notificationsHeading } from '@/features/notifications/heading';
import { photosHeading } from '@/features/photos/heading';
import { progressHeading } from '@/features/progress/heading';
import { registryHeading } from '@/features/registry/heading';
import { scheduleHeading } from '@/features/schedule/heading';
import { settingsHeading } from '@/features/settings/heading';
import { tasksHeading } from '@/features/tasks/heading';
import { vendorsHeading } from '@/features/vendors/heading';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/components/page-header';
import { cn } from '@/components/ui/cn';
import type { FrameOf, FrameSpec } from './page-frame';

/**
 * The tool pages the build prerenders a frame for (page-frame.tsx), by address; read at build only (prerender.tsx),
 * so the headings stay out of the entry. Not here: pages whose header depends on the couple or the address (the
 * account hub greets them by name, the planner's header follows its tab), the full-screen editor, and the admin and
 * vendor areas, which check a role before drawing anything.
 */
export const pageFrames: Readonly<Record<string, FrameSpec>> = {
  [paths.budget()]: { heading: budgetHeading },
  [paths.gifts()]: { heading: giftsHeading },
  [paths.invites()]: { heading: invitesHeading },
  [paths.moodBoard()]: { heading: moodBoardHeading },
  [paths.music()]: { heading: musicHeading },
  [paths.notifications()]: { heading: notificationsHeading },
  [paths.photos()]: { heading: photosHeading },
  [paths.planningProgress()]: { heading: progressHeading },
  [paths.registry()]: { heading: registryHeading },
  [paths.schedule()]: { heading: scheduleHeading },
  [paths.settings()]: { heading: settingsHeading, width: 'max-w-4xl' },
  [paths.upcomingTasks()]: { heading: tasksHeading },
  [paths.vendors()]: { heading: vendorsHeading },
};

/** The frames the build draws, from each page's heading. */
export function framesFrom(frames: Readonly<Record<string, FrameSpec>>): FrameOf {
  return (pathname) => {
    const frame = Object.hasOwn(frames, pathname) ? frames[pathname] : undefined;
    return frame ? (
      <div data-page-frame className={cn('mx-auto px-4 py-8 sm:py-10', frame.width ?? 'max-w-6xl')}>
        <PageHeader {...frame.heading} />
      </div>
    ) : null;
  };
}
