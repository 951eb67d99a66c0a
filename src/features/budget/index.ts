export {
  categoriesCollection,
  DEFAULT_COLOR,
  expensesCollection,
  summarize,
  type BudgetCategory,
  type Expense,
  type BudgetTotals,
} from './model';
export { addCategory, addExpense, updateCategory } from './commands';
