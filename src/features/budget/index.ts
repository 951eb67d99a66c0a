export {
  categoriesCollection,
  expensesCollection,
  summarize,
  type BudgetCategory,
  type Expense,
  type BudgetTotals,
} from './model';
