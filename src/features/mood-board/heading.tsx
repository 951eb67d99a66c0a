import { Palette } from 'lucide-react';
import type { PageHeading } from '@/components/page-header';

/** The page's header, which the build also draws as the page's frame (src/app/page-frames.tsx). */
export const moodBoardHeading: PageHeading = {
  title: 'AI Mood Board',
  description: 'Describe your dream wedding style and let AI create a mood board for you.',
  icon: <Palette />,
};
