import { Gift } from 'lucide-react';
import type { PageHeading } from '@/components/page-header';

/** The page's header, which the build also draws as the page's frame (src/app/page-frames.tsx). */
export const registryHeading: PageHeading = {
  title: 'Gift Registry',
  description: "Keep every gift you'd love in one place and see what has been bought.",
  icon: <Gift />,
};
