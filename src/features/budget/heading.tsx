import { Wallet } from 'lucide-react';
import type { PageHeading } from '@/components/page-header';

/** The page's header, which the build also draws as the page's frame (src/app/page-frames.tsx). */
export const budgetHeading: PageHeading = {
  title: 'Budget Tracker',
  description: 'Plan what each part of the day costs and keep track of every payment.',
  icon: <Wallet />,
};
