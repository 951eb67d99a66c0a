import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { VendorProfile } from '@/lib/backend';
import { safeHttpUrl } from '@/lib/safe-url';

/**
 * A vendor's business profile as couples see it in "Find vendors": the same card on the vendor's dashboard (their
 * listing) and in the admin's review.
 */
export function VendorProfileCard({
  profile,
  headingLevel = 3,
  action,
}: {
  profile: Omit<VendorProfile, 'id'>;
  headingLevel?: 2 | 3;
  action?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const website = safeHttpUrl(profile.website);
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="font-serif text-lg font-semibold break-words text-foreground">
            {profile.businessName}
          </Heading>
          <p className="flex items-center gap-1 text-sm text-subtle-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="break-words">
              {profile.location}
              {profile.serviceArea && ` · Serves ${profile.serviceArea}`}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge tone="brand">{profile.category}</Badge>
          <Badge>{profile.priceRange}</Badge>
        </div>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-copy">{profile.description}</p>
      <ul className="space-y-1 text-sm text-copy">
        <li className="break-words">Contact: {profile.contactName}</li>
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <a href={`mailto:${profile.email}`} className="break-all text-primary-strong hover:underline">
            {profile.email}
          </a>
        </li>
        {profile.phone && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <a
              href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`}
              className="text-primary-strong hover:underline"
            >
              {profile.phone}
            </a>
          </li>
        )}
        {profile.website && (
          <li className="flex items-center gap-2">
            <Globe aria-hidden="true" className="size-4 shrink-0" />
            {website ? (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-primary-strong hover:underline"
              >
                {profile.website}
              </a>
            ) : (
              <span className="break-all">{profile.website}</span>
            )}
          </li>
        )}
      </ul>
      {action}
    </Card>
  );
}
