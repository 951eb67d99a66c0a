import { Store } from 'lucide-react';
import type { PageHeading } from '@/components/page-header';

/** The page's header, which the build also draws as the page's frame (src/app/page-frames.tsx). */
export const vendorsHeading: PageHeading = {
  title: 'Vendor Management',
  description: "Keep every vendor's contact, payments and contract in one place.",
  icon: <Store />,
};
