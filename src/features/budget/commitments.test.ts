import { isBooked, type Vendor } from '@/features/vendors';
import { budgetCategoryOf, budgetStanding, overBudgetLabel } from './commitments';
import { seedCategories, type Expense } from './model';
import type { Payment } from './payments-model';

const categories = seedCategories(); // photography planned ₹3,00,000
const vendor = (over: Partial<Vendor>): Vendor => ({
  id: 'v1',
  name: 'Lens & Light',
  category: 'Photography',
  contactName: 'Asha',
  price: 300_000,
  depositPaid: false,
  contractSigned: false,
  ...over,
});
const expense = (over: Partial<Expense> & { vendorId?: string }): Expense & { vendorId?: string } => ({
  id: 'e1',
  description: 'Album',
  amount: 20_000,
  date: '2026-10-01',
  categoryId: 'photography',
  paid: false,
  ...over,
});
const photo = (s: ReturnType<typeof budgetStanding>) =>
  s.byCategory.find((c) => c.category.id === 'photography')!;

describe('booked', () => {
  it('means a signed contract or a paid deposit', () => {
    expect(isBooked(vendor({}))).toBe(false);
    expect(isBooked(vendor({ contractSigned: true }))).toBe(true);
    expect(isBooked(vendor({ depositPaid: true }))).toBe(true);
  });
});

describe('vendor to budget category', () => {
  it('maps the vendor categories that fit and lets the couple choose for the rest', () => {
    expect(budgetCategoryOf({ category: 'Florist' }, categories)).toBe('flowers');
    expect(budgetCategoryOf({ category: 'DJ' }, categories)).toBe('music');
    expect(budgetCategoryOf({ category: 'Cake' }, categories)).toBeUndefined();
    expect(budgetCategoryOf({ category: 'Cake', budgetCategoryId: 'catering' }, categories)).toBe('catering');
    expect(budgetCategoryOf({ category: 'Venue' }, [])).toBeUndefined();
  });
});

describe('the budget’s standing', () => {
  it('raises a category’s committed by exactly a booked vendor’s price, in paise', () => {
    const before = photo(budgetStanding(categories, [], [vendor({})], []));
    const after = photo(budgetStanding(categories, [], [vendor({ contractSigned: true })], []));
    expect(before.committed).toBe(0);
    expect(after.committed - before.committed).toBe(30_000_000);
    expect(after.remaining).toBe(0);
    expect(after.overBudget).toBe(false);
  });

  it('counts an expense’s full amount as committed and its paid instalments as paid', () => {
    const payments: Payment[] = [
      {
        id: 'a',
        expenseId: 'e1',
        amount: 10_000.5,
        dueDate: '2026-10-01',
        paidOn: '2026-10-01',
        leadDays: [],
      },
      { id: 'b', expenseId: 'e1', amount: 9_999.5, dueDate: '2026-11-01', leadDays: [] },
    ];
    const s = photo(budgetStanding(categories, [expense({})], [], payments));
    expect(s).toMatchObject({
      planned: 30_000_000,
      committed: 2_000_000,
      paid: 1_000_050,
      remaining: 28_000_000,
    });
  });

  it('does not count a booked vendor twice when its expense exists', () => {
    const booked = vendor({ depositPaid: true });
    const linked = expense({ amount: 100_000, vendorId: 'v1', paid: true });
    const s = photo(budgetStanding(categories, [linked], [booked], []));
    expect(s.committed).toBe(30_000_000);
    expect(s.paid).toBe(10_000_000);
    // Linked expenses beyond the agreed price still count.
    const over = photo(
      budgetStanding(
        categories,
        [linked, expense({ id: 'e2', amount: 250_000, vendorId: 'v1' })],
        [booked],
        [],
      ),
    );
    expect(over.committed).toBe(35_000_000);
  });

  it('flags an over-budget category in words and keeps unassigned vendors in the total', () => {
    const s = budgetStanding(
      categories,
      [expense({ amount: 50_000 })],
      [
        vendor({ contractSigned: true }),
        vendor({ id: 'v2', category: 'Cake', price: 10_000, depositPaid: true }),
      ],
      [
        {
          id: 'p',
          vendorId: 'v1',
          amount: 1_00_000,
          dueDate: '2026-09-01',
          paidOn: '2026-09-01',
          leadDays: [],
        },
      ],
    );
    const p = photo(s);
    expect(p.overBudget).toBe(true);
    expect(p.remaining).toBe(-5_000_000);
    expect(p.paid).toBe(10_000_000);
    expect(overBudgetLabel(p, (n) => `₹${n}`)).toBe('Over budget by ₹50000');
    expect(s.unassigned).toBe(1_000_000);
    expect(s.total.committed).toBe(35_000_000 + 1_000_000);
  });
});
