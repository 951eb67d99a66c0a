import { TrendingUp } from 'lucide-react';
import type { PageHeading } from '@/components/page-header';

/** The page's header, which the build also draws as the page's frame (src/app/page-frames.tsx). */
export const progressHeading: PageHeading = {
  title: 'Planning Progress',
  description: 'Track your wedding planning journey',
  icon: <TrendingUp />,
};
