import { recordCommands } from '@/lib/commands/record-commands';
import { categoriesCollection, expensesCollection } from './model';

/**
 * The budget's commands (src/lib/commands): each one batch, based on the versions it read. The contract suite runs
 * them on both adapters (tests/contract).
 */
export const { add: addExpense, update: updateExpense } = recordCommands(expensesCollection, {
  names: { add: 'addExpense', update: 'updateExpense' },
  title: (expense) => expense.description,
});

export const { add: addCategory, update: updateCategory } = recordCommands(categoriesCollection, {
  names: { add: 'addCategory', update: 'updateCategory' },
  title: (category) => category.name,
});
