import { Check, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useVendorDirectory } from './api/use-directory';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input, NativeSelect } from '@/components/ui/field';
import { ShowMoreButton } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import { VendorProfileCard } from '@/features/vendor-application';
import { VENDOR_CATEGORIES, type VendorProfile } from '@/lib/backend';

const PAGE = 10;

/**
 * "Find vendors" (issue 12): approved vendors on the platform, searched by category and location, each added to the
 * couple's own list in one click. Only approved vendors are readable (RLS in cloud mode; the same rule locally).
 */
export function FindVendors({
  isAdded,
  onAdd,
}: {
  isAdded: (profile: VendorProfile) => boolean;
  onAdd: (profile: VendorProfile) => Promise<unknown>;
}) {
  const [category, setCategory] = useState('all');
  const [location, setLocation] = useState('');
  const [where, setWhere] = useState('');
  // The location is searched once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setWhere(location.trim()), 300);
    return () => clearTimeout(timer);
  }, [location]);
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());

  const query = useVendorDirectory(category, where, PAGE);
  const found = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;

  const add = async (profile: VendorProfile) => {
    if (adding.has(profile.id) || isAdded(profile)) return;
    setAdding((s) => new Set(s).add(profile.id));
    try {
      await onAdd(profile);
    } catch {
      // The vendors list has said why (the data layer's notice).
    } finally {
      setAdding((s) => {
        const next = new Set(s);
        next.delete(profile.id);
        return next;
      });
    }
  };

  return (
    <Card role="region" aria-labelledby="find-vendors-heading" className="space-y-4">
      <h2
        id="find-vendors-heading"
        className="flex items-center gap-2 font-serif text-xl font-semibold text-foreground"
      >
        <Search aria-hidden="true" className="size-5 text-primary-strong" />
        Find vendors
      </h2>
      <p className="text-sm text-muted-foreground">
        Vendors approved on Wedding Planner. Add one to your list in a click.
      </p>
      <div className="grid gap-3">
        <Field label="Category">
          {(p) => (
            <NativeSelect {...p} value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="all">All categories</option>
              {VENDOR_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Location">
          {(p) => (
            <Input
              {...p}
              type="search"
              placeholder="City, State"
              value={location}
              maxLength={200}
              onChange={(e) => setLocation(e.target.value)}
            />
          )}
        </Field>
      </div>
      {query.error ? (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
          Could not search vendors. {query.error.message}
        </p>
      ) : query.isPending ? (
        <Spinner label="Searching vendors" />
      ) : total === 0 ? (
        <p className="text-sm text-muted-foreground">No vendors match yet. Try another category or place.</p>
      ) : (
        <ul aria-label="Vendors found" className="space-y-3">
          {found.map((profile) => {
            const added = isAdded(profile);
            return (
              <li key={profile.id}>
                <VendorProfileCard
                  profile={profile}
                  action={
                    <Button
                      size="sm"
                      variant={added ? 'secondary' : 'primary'}
                      disabled={added || adding.has(profile.id)}
                      onClick={() => void add(profile)}
                      aria-label={
                        added
                          ? `${profile.businessName} is in your vendors`
                          : `Add ${profile.businessName} to my vendors`
                      }
                    >
                      {added ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                      {added ? 'In your vendors' : 'Add to my vendors'}
                    </Button>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      <ShowMoreButton
        remaining={Math.max(0, total - found.length)}
        onClick={() => void query.fetchNextPage()}
      />
    </Card>
  );
}
