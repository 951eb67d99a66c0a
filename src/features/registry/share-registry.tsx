import { Link2, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * "Share Your Registry" (spec §2). Guests need a page to land on, and that page is the wedding website, which
 * is not built yet; until it is, both actions are shown switched off with the reason, never as dead buttons.
 */
export function ShareRegistry() {
  return (
    <section aria-labelledby="share-heading" className="mt-10 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="share-heading" className="font-serif text-xl font-semibold text-gray-900">
        Share Your Registry
      </h2>
      <p id="share-note" className="mt-1 text-sm text-gray-700">
        Sharing opens with your wedding website, where guests will see your registry. It is not available yet.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" disabled aria-describedby="share-note">
          <Link2 aria-hidden="true" />
          Copy Registry Link
        </Button>
        <Button variant="secondary" disabled aria-describedby="share-note">
          <Mail aria-hidden="true" />
          Email to Guests
        </Button>
      </div>
    </section>
  );
}
