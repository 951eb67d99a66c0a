import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { categoriesCollection, expensesCollection, type BudgetCategory, type Expense } from './model';

/**
 * The budget's commands (src/lib/commands): each one batch, based on the versions it read. The contract suite runs
 * them on both adapters (tests/contract).
 */
const expenseTitle = (expense: Expense) => expense.description;
export const addExpense = addRecordCommand(expensesCollection, 'addExpense', expenseTitle);
export const updateExpense = updateRecordCommand(expensesCollection, 'updateExpense', expenseTitle);

const categoryTitle = (category: BudgetCategory) => category.name;
export const addCategory = addRecordCommand(categoriesCollection, 'addCategory', categoryTitle);
export const updateCategory = updateRecordCommand(categoriesCollection, 'updateCategory', categoryTitle);
