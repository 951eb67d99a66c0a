import { Music } from 'lucide-react';
import type { PageHeading } from '@/components/page-header';

/** The page's header, which the build also draws as the page's frame (src/app/page-frames.tsx). */
export const musicHeading: PageHeading = {
  title: 'Music Selection',
  description: 'Choose the soundtrack for every moment of your day.',
  icon: <Music />,
};
