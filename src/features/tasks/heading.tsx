import { ListTodo } from 'lucide-react';
import type { PageHeading } from '@/components/page-header';

/** The page's header, which the build also draws as the page's frame (src/app/page-frames.tsx). */
export const tasksHeading: PageHeading = {
  title: 'Upcoming Tasks',
  description: "What's next on the way to your wedding day.",
  icon: <ListTodo />,
};
