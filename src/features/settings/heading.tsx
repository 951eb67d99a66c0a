import { Settings } from 'lucide-react';
import type { PageHeading } from '@/components/page-header';

/** The page's header, which the build also draws as the page's frame (src/app/page-frames.tsx). */
export const settingsHeading: PageHeading = {
  title: 'Account Settings',
  description: 'Your profile, wedding details, notifications, appearance, security and AI provider.',
  icon: <Settings />,
};
