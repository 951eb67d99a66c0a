import { Camera } from 'lucide-react';
import type { PageHeading } from '@/components/page-header';

/** The page's header, which the build also draws as the page's frame (src/app/page-frames.tsx). */
export const photosHeading: PageHeading = {
  title: 'Photo Planning',
  description: 'Build your shot list so no moment is missed.',
  icon: <Camera />,
};
