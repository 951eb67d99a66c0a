import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ShareLinks, WEBSITE_ID, websitesCollection } from '@/features/guests';
import { useCollection } from '@/lib/data';

/**
 * What "Share Your Registry" offers (spec §2): guests land on the registry of the couple's wedding website
 * (/w/<slug>#registry), where they can mark a gift as bought. Until the site is published with its registry showing,
 * it says how to get there instead of offering buttons that could not work.
 */
export function ShareRegistryLinks() {
  const { items } = useCollection(websitesCollection);
  const site = items.find((w) => w.id === WEBSITE_ID);
  const slug = site?.published && site.showRegistry && site.slug ? site.slug : null;
  const url = slug ? `${window.location.origin}${paths.website(slug, 'registry')}` : null;
  return url ? (
    <>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">
        Guests see your registry on your wedding website and can mark a gift as bought, so no one buys it
        twice.
      </p>
      <ShareLinks
        url={url}
        message="Here is our gift registry. If you buy something, mark it as bought so no one else does:"
        subject="Our wedding registry"
        copyLabel="Copy Registry Link"
        emailLabel="Email to Guests"
      />
    </>
  ) : (
    <p className="mt-1 text-sm text-muted-foreground">
      Guests see your registry on your wedding website. Publish it with the registry showing to share it by
      link, WhatsApp or e-mail:{' '}
      <Link
        to={paths.planner({ tab: 'guests', section: 'website' })}
        className="font-medium text-primary-strong underline"
      >
        set up your wedding website
      </Link>
      .
    </p>
  );
}
