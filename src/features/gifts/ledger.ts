import { sortByName } from '@/lib/compare';
// Money as integer minor units (paise, cents), so totals never drift by a float's rounding.
import { toMinor } from '@/lib/money';
import type { Household } from '@/features/guests';
import type { RegistryItem } from '@/features/registry';
import type { Gift, GiftKind, ThankYouStatus } from './model';

/**
 * The ledger's pure rules (issue 32 items 3 and 4). A registry gift has one source of truth, its registry item: an
 * item marked bought (on the public registry or by the couple) is a ledger entry here, whether or not the couple has
 * saved details for it (a `gifts` row naming the item). Unmarking the item takes the entry away; a saved row for an
 * item no longer bought is ignored, so the ledger can never claim a gift the registry does not.
 */
export interface LedgerEntry extends Gift {
  /** False for a bought item whose details were never saved: editing it creates its row. */
  saved: boolean;
}

/** Stable id of the row that carries a registry item's ledger details: one per item (the unique index). */
export const registryGiftId = (itemId: string) => `registry.${itemId}`;

export function ledgerEntries(gifts: readonly Gift[], items: readonly RegistryItem[]): LedgerEntry[] {
  const byItem = new Map(gifts.filter((g) => g.registryItemId).map((g) => [g.registryItemId!, g]));
  const bought = new Set(items.filter((i) => i.purchased).map((i) => i.id));
  const own = gifts.filter((g) => !g.registryItemId).map((g) => ({ ...g, saved: true }));
  const registry = items
    .filter((item) => bought.has(item.id))
    .map((item): LedgerEntry => {
      const saved = byItem.get(item.id);
      if (saved) return { ...saved, saved: true };
      return {
        id: registryGiftId(item.id),
        kind: 'registry',
        description: item.name,
        registryItemId: item.id,
        fromName: item.boughtBy,
        receivedOn: item.boughtAt?.slice(0, 10),
        source: 'registry',
        confirmed: true,
        thankYou: 'to-write',
        saved: false,
      };
    });
  return [...registry, ...own];
}

export interface Totals {
  /** Number of gifts. */
  count: number;
  /** Sum of the cash gifts' amounts, in minor units. */
  cashMinor: number;
}

const add = (totals: Totals, gift: Gift): Totals => ({
  count: totals.count + 1,
  cashMinor: totals.cashMinor + (gift.amount === undefined ? 0 : toMinor(gift.amount)),
});
const ZERO: Totals = { count: 0, cashMinor: 0 };

/** Totals per kind (every kind listed, even at zero) and overall. Unconfirmed guest reports are left out. */
export function totalsByKind(gifts: readonly Gift[]): Record<GiftKind | 'all', Totals> {
  const totals: Record<GiftKind | 'all', Totals> = { registry: ZERO, gift: ZERO, cash: ZERO, all: ZERO };
  for (const gift of gifts) {
    if (!gift.confirmed) continue;
    totals[gift.kind] = add(totals[gift.kind], gift);
    totals.all = add(totals.all, gift);
  }
  return totals;
}

/** Totals per event id ('' for gifts given at no event in particular), confirmed gifts only. */
export function totalsByEvent(gifts: readonly Gift[]): Map<string, Totals> {
  const totals = new Map<string, Totals>();
  for (const gift of gifts) {
    if (!gift.confirmed) continue;
    const key = gift.eventId ?? '';
    totals.set(key, add(totals.get(key) ?? ZERO, gift));
  }
  return totals;
}

/** A thank-you is owed for a confirmed gift until its card is sent. */
export const thankYouOwed = (gift: Gift) => gift.confirmed && gift.thankYou !== 'sent';

export interface ThankYouGroup<T extends Gift = Gift> {
  /** Absent for gifts from no household on the list (a typed-in name, or a household since deleted). */
  household?: Pick<Household, 'id' | 'name' | 'address'>;
  /** The giver's name when there is no household. */
  fromName?: string;
  gifts: T[];
}

/**
 * The thank-you list: gifts still owed, grouped by household (with its address for the card), households in name
 * order, then the gifts from no known household one group per giver name.
 */
export function thankYouList<T extends Gift>(
  gifts: readonly T[],
  households: readonly Pick<Household, 'id' | 'name' | 'address'>[],
): ThankYouGroup<T>[] {
  const byId = new Map(households.map((h) => [h.id, h]));
  const groups = new Map<string, ThankYouGroup<T>>();
  for (const gift of gifts.filter(thankYouOwed)) {
    const household = gift.householdId ? byId.get(gift.householdId) : undefined;
    const key = household ? `h:${household.id}` : `n:${(gift.fromName ?? '').trim().toLowerCase()}`;
    const group: ThankYouGroup<T> = groups.get(key) ?? {
      household,
      fromName: household ? undefined : gift.fromName,
      gifts: [],
    };
    group.gifts.push(gift);
    groups.set(key, group);
  }
  const name = (g: ThankYouGroup<T>) => g.household?.name ?? g.fromName ?? '';
  const all = sortByName([...groups.values()], name);
  return [...all.filter((g) => g.household), ...all.filter((g) => !g.household)];
}

/** Gifts whose description, giver, household or note contain the query (case-insensitive). */
export function searchGifts<T extends Gift>(
  gifts: readonly T[],
  query: string,
  householdName: (id: string) => string,
) {
  const q = query.trim().toLowerCase();
  if (!q) return [...gifts];
  return gifts.filter((g) =>
    [g.description, g.fromName, g.note, g.householdId ? householdName(g.householdId) : undefined].some(
      (text) => text?.toLowerCase().includes(q),
    ),
  );
}

/** The gift a ledger entry stands for, as the commands store it (an unsaved registry entry becomes its row). */
export function giftOf({ saved: _saved, ...gift }: LedgerEntry): Gift {
  return gift;
}

/** The ledger's filters: every gift, guest reports waiting for the couple's confirmation, thank-yous still owed. */
export const GIFT_FILTERS = ['all', 'to-confirm', 'owed'] as const;
export type GiftFilter = (typeof GIFT_FILTERS)[number];

export const awaitingConfirmation = (gift: Gift) => !gift.confirmed;

export function filterGifts<T extends Gift>(gifts: readonly T[], filter: GiftFilter): T[] {
  if (filter === 'to-confirm') return gifts.filter(awaitingConfirmation);
  if (filter === 'owed') return gifts.filter(thankYouOwed);
  return [...gifts];
}

/** A thank-you status as stored: 'sent' records the day it was sent, any other status has no such day. */
export const thankYouChange = (status: ThankYouStatus, today: string) => ({
  thankYou: status,
  thankedOn: status === 'sent' ? today : undefined,
});

/** Who gave a gift, as the couple knows them: their household on the guest list, else the typed name. */
export function giverOf(gift: Gift, householdName: (id: string) => string | undefined): string | undefined {
  return (gift.householdId && householdName(gift.householdId)) || gift.fromName;
}
