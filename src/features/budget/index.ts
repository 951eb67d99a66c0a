export {
  categoriesCollection,
  DEFAULT_COLOR,
  expensesCollection,
  summarize,
  type BudgetCategory,
  type Expense,
  type BudgetTotals,
} from './model';
/**
 * Payments where they show outside the budget (payment-views.tsx: the overview's and Notifications' due list, the
 * schedule's .ics entries, browser alerts), fetched after a page's first load.
 */
export const loadPaymentViews = () => import('./payment-views');
/** The budget's commands, for the AI planner's tools (loaded with them, not with every page that reads the budget). */
export const loadBudgetCommands = () => import('./commands');
/** One expense's or vendor's instalments where that money shows (a booked vendor's card), fetched with that card. */
export const loadOwnPayments = () => import('./own-payments');
