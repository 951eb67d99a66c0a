import { Gift } from 'lucide-react';
import type { PageHeading } from '@/components/page-header';

/** The page's header, which the build also draws as the page's frame (src/app/page-frames.tsx). */
export const giftsHeading: PageHeading = {
  title: 'Gifts & thank-yous',
  description: 'Every gift received, who it came from, and the thank-yous still to send.',
  icon: <Gift />,
};
