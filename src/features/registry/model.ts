import { z } from '@/lib/zod';
import { defineCollection } from '@/lib/data';
import { optionalHttpUrl, optionalText, requiredHttpUrl, requiredText } from '@/lib/form-fields';
import { MAX_AMOUNT } from '@/lib/money';

/**
 * The gift registry's data (spec §3): items the couple would like and the stores that hold their registry.
 * Prices are in the couple's currency (their budget's; issue 17 replaces spec §9's USD), kept to the cent.
 */
export const NAME_MAX = 200;
export const CATEGORY_MAX = 100;

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

const cents = (n: number) => Math.round(n * 100) / 100;

export const registryItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: requiredText('Item name', NAME_MAX),
  // Spec §5: the price must be greater than 0. zod 4 numbers are always finite: Infinity and NaN get 'Enter a price'.
  price: z.pipe(
    z.pipe(z.number('Enter a price'), z.transform(cents)),
    z
      .number()
      .check(z.positive('Enter a price greater than 0'), z.lte(MAX_AMOUNT, 'That price is too large')),
  ),
  // Free text (spec §3); items without one show under "All" only.
  category: optionalText('Category', CATEGORY_MAX),
  priority: z._default(z.enum(PRIORITIES), 'medium'),
  url: optionalHttpUrl('product link'),
  imageUrl: optionalHttpUrl('image URL'),
  purchased: z._default(z.boolean(), false),
  /** Who marked it bought on the wedding website (only the couple sees this), and when. */
  boughtBy: optionalText('Buyer', 100),
  boughtAt: z.optional(z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), 'Not a time'))),
});
export type RegistryItem = z.infer<typeof registryItemSchema>;

export const registryStoreSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: requiredText('Store name', NAME_MAX),
  url: requiredHttpUrl('store link'),
  // An optional http(s) logo image; without one the tile shows the store's initial.
  logo: optionalHttpUrl('logo URL'),
});
export type RegistryStore = z.infer<typeof registryStoreSchema>;

/** A starter registry; no remote images, so a first visit makes no third-party requests. */
export function seedRegistryItems(): RegistryItem[] {
  const item = (
    id: string,
    name: string,
    price: number,
    category: string,
    priority: Priority,
    extra: Partial<RegistryItem> = {},
  ): RegistryItem => ({
    id: `sample-${id}`,
    name,
    price,
    category,
    priority,
    purchased: false,
    ...extra,
  });
  return [
    item('stand-mixer', 'KitchenAid Stand Mixer', 449.99, 'Kitchen', 'high', {
      url: 'https://www.kitchenaid.com/',
    }),
    item('dutch-oven', 'Cast Iron Dutch Oven', 379.95, 'Kitchen', 'medium'),
    item('sheets', 'Egyptian Cotton Sheet Set', 199, 'Bedroom', 'medium', { purchased: true }),
    item('wine-glasses', 'Crystal Wine Glasses (Set of 8)', 120, 'Dining', 'low', { purchased: true }),
    item('vacuum', 'Cordless Vacuum', 649.99, 'Home', 'high'),
    item('honeymoon', 'Honeymoon Fund: Sunset Dinner Cruise', 250, 'Experiences', 'low'),
  ];
}

export function seedRegistryStores(): RegistryStore[] {
  return [
    { id: 'sample-amazon', name: 'Amazon', url: 'https://www.amazon.com/wedding' },
    { id: 'sample-target', name: 'Target', url: 'https://www.target.com/gift-registry' },
    {
      id: 'sample-crate-barrel',
      name: 'Crate & Barrel',
      url: 'https://www.crateandbarrel.com/gift-registry',
    },
  ];
}

export const registryItemsCollection = defineCollection<RegistryItem>({
  table: 'registry_items',
  schema: registryItemSchema,
  seed: seedRegistryItems,
  noun: 'registry item',
});

export const registryStoresCollection = defineCollection<RegistryStore>({
  table: 'registry_stores',
  schema: registryStoreSchema,
  seed: seedRegistryStores,
  noun: 'store',
});

export const ALL = 'all';

/** The category chips: "All" and every category in use, in the order first seen, compared case-insensitively. */
export function registryCategories(items: readonly RegistryItem[]): string[] {
  const seen = new Map<string, string>();
  for (const i of items) {
    if (i.category && !seen.has(i.category.toLowerCase())) seen.set(i.category.toLowerCase(), i.category);
  }
  return [...seen.values()];
}

/** Spec §5: case-insensitive substring of the name or the category. */
export function matchesRegistrySearch(item: Pick<RegistryItem, 'name' | 'category'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return item.name.toLowerCase().includes(q) || (item.category ?? '').toLowerCase().includes(q);
}

export function filterRegistryItems(
  items: readonly RegistryItem[],
  query: string,
  category: string,
): RegistryItem[] {
  const c = category.toLowerCase();
  return items.filter(
    (i) => (category === ALL || (i.category ?? '').toLowerCase() === c) && matchesRegistrySearch(i, query),
  );
}

export interface RegistrySummary {
  total: number;
  purchased: number;
  remaining: number;
  /** Share of the registry's value already purchased, a whole number (spec §9). */
  purchasedPercent: number;
  purchasedCount: number;
  count: number;
}

export function summarizeRegistry(items: readonly RegistryItem[]): RegistrySummary {
  let total = 0;
  let purchased = 0;
  let purchasedCount = 0;
  for (const i of items) {
    total += i.price;
    if (i.purchased) {
      purchased += i.price;
      purchasedCount += 1;
    }
  }
  total = cents(total);
  purchased = cents(purchased);
  return {
    total,
    purchased,
    remaining: cents(total - purchased),
    purchasedPercent: total > 0 ? Math.round((purchased / total) * 100) : 0,
    purchasedCount,
    count: items.length,
  };
}
