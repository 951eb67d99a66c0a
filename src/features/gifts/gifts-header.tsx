import { Gift } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';

/** The page's header, shown at once by the page and again, with its actions, by the ledger once it has arrived. */
export function GiftsHeader({ actions }: { actions?: ReactNode }) {
  return (
    <PageHeader
      title="Gifts & thank-yous"
      description="Every gift received, who it came from, and the thank-yous still to send."
      icon={<Gift />}
      actions={actions}
    />
  );
}
