import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { giftsHeading } from './heading';

/** The page's header, shown at once by the page and again, with its actions, by the ledger once it has arrived. */
export function GiftsHeader({ actions }: { actions?: ReactNode }) {
  return <PageHeader {...giftsHeading} actions={actions} />;
}
