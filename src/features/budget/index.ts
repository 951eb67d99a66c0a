export {
  categoriesCollection,
  DEFAULT_COLOR,
  expensesCollection,
  summarize,
  type BudgetCategory,
  type Expense,
  type BudgetTotals,
} from './model';
export { useNamedPayments } from './api/use-named-payments';
export {
  paymentAlertsDue,
  paymentCalendarEntries,
  paymentsNeedingAttention,
  type NamedPayment,
} from './payment-dues';
export { paymentsCollection, calendarDayAt, type Payment } from './payments-model';
export { PaymentsDueList } from './payments-due-list';
/** The budget's commands, for the AI planner's tools (loaded with them, not with every page that reads the budget). */
export const loadBudgetCommands = () => import('./commands');
