export {
  categoriesCollection,
  DEFAULT_COLOR,
  expensesCollection,
  summarize,
  type BudgetCategory,
  type Expense,
  type BudgetTotals,
} from './model';
/** The budget's commands, for the AI planner's tools (loaded with them, not with every page that reads the budget). */
export const loadBudgetCommands = () => import('./commands');
