import { Mail } from 'lucide-react';
import type { PageHeading } from '@/components/page-header';

/** The page's header, which the build also draws as the page's frame (src/app/page-frames.tsx). */
export const invitesHeading: PageHeading = {
  title: 'E-Invites',
  description: 'Design your invitation, download it, or share its link with your guests.',
  icon: <Mail />,
};
