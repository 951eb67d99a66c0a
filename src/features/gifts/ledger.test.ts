import { describe, expect, it } from 'vitest';
import type { RegistryItem } from '@/features/registry';
import {
  filterGifts,
  giftOf,
  giverOf,
  ledgerEntries,
  registryGiftId,
  searchGifts,
  thankYouChange,
  thankYouList,
  thankYouOwed,
  totalsByEvent,
  totalsByKind,
} from './ledger';
import type { Gift } from './model';

const gift = (id: string, extra: Partial<Gift> = {}): Gift => ({
  id,
  kind: 'gift',
  description: `Gift ${id}`,
  source: 'couple',
  confirmed: true,
  thankYou: 'to-write',
  ...extra,
});
const cash = (id: string, amount: number, extra: Partial<Gift> = {}) =>
  gift(id, { kind: 'cash', amount, ...extra });
const item = (id: string, purchased: boolean, extra: Partial<RegistryItem> = {}): RegistryItem => ({
  id,
  name: `Item ${id}`,
  price: 100,
  priority: 'medium',
  purchased,
  ...extra,
});

describe('ledgerEntries', () => {
  it('lists every bought registry item once, with its saved details when the couple has saved them', () => {
    const saved = gift(registryGiftId('b'), { kind: 'registry', registryItemId: 'b', householdId: 'h1' });
    const entries = ledgerEntries(
      [saved, gift('own')],
      [
        item('a', true, { boughtBy: 'The Iyers', boughtAt: '2026-11-20T10:00:00Z' }),
        item('b', true),
        item('c', false),
      ],
    );
    expect(entries.map((e) => [e.id, e.saved])).toEqual([
      ['registry.a', false],
      ['registry.b', true],
      ['own', true],
    ]);
    expect(entries[0]).toMatchObject({
      kind: 'registry',
      description: 'Item a',
      fromName: 'The Iyers',
      receivedOn: '2026-11-20',
      source: 'registry',
    });
    expect(entries[1].householdId).toBe('h1');
  });

  it('drops the entry of an item no longer bought, even with saved details', () => {
    const saved = gift(registryGiftId('a'), { kind: 'registry', registryItemId: 'a' });
    expect(ledgerEntries([saved], [item('a', false)])).toEqual([]);
  });
});

describe('totals', () => {
  const gifts = [
    cash('1', 5100.1, { eventId: 'sangeet' }),
    cash('2', 0.2, { eventId: 'sangeet' }),
    cash('3', 11000, { eventId: 'reception' }),
    gift('4', { eventId: 'reception' }),
    gift('5', { kind: 'registry', registryItemId: 'x' }),
    cash('6', 999, { confirmed: false, source: 'guest-report' }),
  ];

  it('sums cash in minor units by kind, leaving unconfirmed reports out', () => {
    const totals = totalsByKind(gifts);
    expect(totals.cash).toEqual({ count: 3, cashMinor: 1_610_030 });
    expect(totals.gift).toEqual({ count: 1, cashMinor: 0 });
    expect(totals.registry).toEqual({ count: 1, cashMinor: 0 });
    expect(totals.all).toEqual({ count: 5, cashMinor: 1_610_030 });
  });

  it('sums by event, with no event under the empty key', () => {
    const totals = totalsByEvent(gifts);
    expect(totals.get('sangeet')).toEqual({ count: 2, cashMinor: 510_030 });
    expect(totals.get('reception')).toEqual({ count: 2, cashMinor: 1_100_000 });
    expect(totals.get('')).toEqual({ count: 1, cashMinor: 0 });
  });

  it('adds 0.1 + 0.2 to exactly 30 minor units', () => {
    expect(totalsByKind([cash('a', 0.1), cash('b', 0.2)]).cash.cashMinor).toBe(30);
  });
});

describe('thank-yous', () => {
  const households = [
    { id: 'h1', name: 'The Sharmas', address: '12 MG Road, Pune' },
    { id: 'h2', name: 'The Iyers' },
  ];

  it('owes a thank-you for a confirmed gift until it is sent', () => {
    expect(thankYouOwed(gift('a'))).toBe(true);
    expect(thankYouOwed(gift('a', { thankYou: 'written' }))).toBe(true);
    expect(thankYouOwed(gift('a', { thankYou: 'sent' }))).toBe(false);
    expect(thankYouOwed(gift('a', { confirmed: false }))).toBe(false);
  });

  it('groups owed gifts by household in name order, with the address, then givers with no household', () => {
    const groups = thankYouList(
      [
        gift('1', { householdId: 'h1' }),
        gift('2', { householdId: 'h2' }),
        gift('3', { householdId: 'h1' }),
        gift('4', { householdId: 'h1', thankYou: 'sent' }),
        gift('5', { fromName: 'Office friends' }),
        gift('6', { householdId: 'gone', fromName: 'Office Friends ' }),
      ],
      households,
    );
    expect(groups.map((g) => [g.household?.name ?? g.fromName, g.gifts.map((x) => x.id)])).toEqual([
      ['The Iyers', ['2']],
      ['The Sharmas', ['1', '3']],
      ['Office friends', ['5', '6']],
    ]);
    expect(groups[1].household?.address).toBe('12 MG Road, Pune');
  });
});

describe('searchGifts', () => {
  it('matches description, giver, note and household name, ignoring case', () => {
    const gifts = [
      gift('1', { description: 'Silver lamp' }),
      gift('2', { fromName: 'Anita' }),
      gift('3', { note: 'lamp for the puja room' }),
      gift('4', { householdId: 'h1' }),
    ];
    const ids = (q: string) => searchGifts(gifts, q, () => 'The Lamplighters').map((g) => g.id);
    expect(ids('LAMP')).toEqual(['1', '3', '4']);
    expect(ids('anita')).toEqual(['2']);
    expect(ids('  ')).toEqual(['1', '2', '3', '4']);
  });
});

describe("the ledger page's rules", () => {
  const gifts = [
    gift('1'),
    gift('2', { thankYou: 'sent', thankedOn: '2026-11-01' }),
    cash('3', 5100, { confirmed: false, source: 'guest-report' }),
  ];

  it('filters to the guest reports awaiting confirmation, or to the thank-yous still owed', () => {
    expect(filterGifts(gifts, 'all').map((g) => g.id)).toEqual(['1', '2', '3']);
    expect(filterGifts(gifts, 'to-confirm').map((g) => g.id)).toEqual(['3']);
    expect(filterGifts(gifts, 'owed').map((g) => g.id)).toEqual(['1']);
  });

  it('records the day a thank-you is sent and clears it for any other status', () => {
    expect(thankYouChange('sent', '2026-11-28')).toEqual({ thankYou: 'sent', thankedOn: '2026-11-28' });
    expect(thankYouChange('written', '2026-11-28')).toEqual({ thankYou: 'written', thankedOn: undefined });
  });

  it('names the giver by household, else by the typed name', () => {
    const name = (id: string) => (id === 'h1' ? 'The Sharmas' : undefined);
    expect(giverOf(gift('a', { householdId: 'h1', fromName: 'Rohan' }), name)).toBe('The Sharmas');
    expect(giverOf(gift('a', { householdId: 'gone', fromName: 'Rohan' }), name)).toBe('Rohan');
    expect(giverOf(gift('a'), name)).toBeUndefined();
  });

  it('turns an unsaved registry entry into the gift row its commands store', () => {
    const [entry] = ledgerEntries([], [item('a', true)]);
    const row = giftOf(entry);
    expect(row).not.toHaveProperty('saved');
    expect(row).toMatchObject({ id: registryGiftId('a'), kind: 'registry', registryItemId: 'a' });
  });
});
