import { isBooked, type Vendor, type VendorCategory } from '@/features/vendors';
import { fromMinor, toMinor } from '@/lib/money';
import type { BudgetCategory, Expense } from './model';
import { expensePaidMinor, type Payment } from './payments-model';

/**
 * The one place vendor categories meet budget categories (the seeded ids). Cake and Other fit none: such a vendor
 * counts in the category the couple chose for it (`budgetCategoryId`), else it is reported as unassigned.
 */
const BUDGET_CATEGORY_OF: Partial<Record<VendorCategory, string>> = {
  Venue: 'venue',
  Catering: 'catering',
  Photography: 'photography',
  Florist: 'flowers',
  DJ: 'music',
};

export function budgetCategoryOf(
  vendor: Pick<Vendor, 'category'> & { budgetCategoryId?: string },
  categories: readonly Pick<BudgetCategory, 'id'>[],
): string | undefined {
  const id = vendor.budgetCategoryId ?? BUDGET_CATEGORY_OF[vendor.category];
  return id !== undefined && categories.some((c) => c.id === id) ? id : undefined;
}

/** All in minor units (paise, cents). */
export interface Standing {
  planned: number;
  committed: number;
  paid: number;
  /** Planned less committed: what is still free to commit (negative when over budget). */
  remaining: number;
  overBudget: boolean;
}

export interface CategoryStanding extends Standing {
  category: BudgetCategory;
}

export interface BudgetStanding {
  total: Standing;
  byCategory: CategoryStanding[];
  /** Committed by booked vendors whose category matches no budget category (minor units). */
  unassigned: number;
}

type LinkedExpense = Expense & { vendorId?: string };

/**
 * Planned, committed, paid and remaining per category and in total (issue 32, item 2).
 *
 * Committed = every expense's full amount + every booked vendor's price. An expense linked to a vendor
 * (`vendorId`) is part of that vendor's price, so it is not counted twice: the vendor commits
 * max(price, sum of its linked expenses) — its linked expenses only add when they exceed the agreed price.
 * Paid = each expense's paid figure (its paid instalments, else its paid box) + a vendor's own paid instalments.
 * A vendor that is not booked commits nothing yet.
 */
export function budgetStanding(
  categories: readonly BudgetCategory[],
  expenses: readonly LinkedExpense[],
  vendors: readonly (Vendor & { budgetCategoryId?: string })[],
  payments: readonly Payment[],
): BudgetStanding {
  const sums = new Map(categories.map((c) => [c.id, { committed: 0, paid: 0 }]));
  const add = (categoryId: string | undefined, committed: number, paid: number) => {
    const row = categoryId === undefined ? undefined : sums.get(categoryId);
    if (!row) return false;
    row.committed += committed;
    row.paid += paid;
    return true;
  };
  const vendorById = new Map(vendors.map((v) => [v.id, v]));
  const linked = new Map<string, number>();
  for (const e of expenses) {
    const vendor = e.vendorId === undefined ? undefined : vendorById.get(e.vendorId);
    const paid = expensePaidMinor(e, payments);
    if (vendor && isBooked(vendor)) {
      linked.set(vendor.id, (linked.get(vendor.id) ?? 0) + toMinor(e.amount));
      add(e.categoryId, 0, paid);
    } else add(e.categoryId, toMinor(e.amount), paid);
  }
  let unassigned = 0;
  for (const v of vendors) {
    if (!isBooked(v)) continue;
    const committed = Math.max(toMinor(v.price), linked.get(v.id) ?? 0);
    const paid = payments.reduce((s, p) => s + (p.vendorId === v.id && p.paidOn ? toMinor(p.amount) : 0), 0);
    const categoryId = budgetCategoryOf(v, categories);
    // A linked expense's category wins over the vendor's mapped one, so the vendor's money sits in one place.
    const home = expenses.find((e) => e.vendorId === v.id)?.categoryId ?? categoryId;
    if (!add(home, committed, paid)) unassigned += committed;
  }
  const standing = (planned: number, committed: number, paid: number): Standing => ({
    planned,
    committed,
    paid,
    remaining: planned - committed,
    overBudget: committed > planned,
  });
  const byCategory = categories.map((category) => {
    const { committed, paid } = sums.get(category.id) ?? { committed: 0, paid: 0 };
    return { category, ...standing(toMinor(category.planned), committed, paid) };
  });
  const totalOf = (key: 'planned' | 'committed' | 'paid') => byCategory.reduce((s, c) => s + c[key], 0);
  return {
    total: standing(totalOf('planned'), totalOf('committed') + unassigned, totalOf('paid')),
    byCategory,
    unassigned,
  };
}

/** The words that flag a category over its plan (never colour alone). */
export const overBudgetLabel = (s: Standing, format: (major: number) => string): string | undefined =>
  s.overBudget ? `Over budget by ${format(fromMinor(s.committed - s.planned))}` : undefined;
