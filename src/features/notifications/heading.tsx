import { Bell } from 'lucide-react';
import type { PageHeading } from '@/components/page-header';

/** The page's header, which the build also draws as the page's frame (src/app/page-frames.tsx). */
export const notificationsHeading: PageHeading = {
  title: 'Notifications',
  description: 'Reminders for your deadlines, appointments and payments.',
  icon: <Bell />,
};
