import { CalendarClock } from 'lucide-react';
import type { PageHeading } from '@/components/page-header';

/** The page's header, which the build also draws as the page's frame (src/app/page-frames.tsx). */
export const scheduleHeading: PageHeading = {
  title: 'Wedding Day Schedule',
  description: 'Plan every moment of your big day, minute by minute.',
  icon: <CalendarClock />,
};
