import { useCommand } from '@/lib/data/use-command';
import { addCategory, addExpense, updateCategory, updateExpense } from '../commands';

/** The budget's commands for its page: each one batch, shown at once, on the app's one undo. */
export function useBudgetCommands() {
  return {
    addExpense: useCommand(addExpense, { noun: 'expense' }),
    updateExpense: useCommand(updateExpense, { noun: 'expense' }),
    addCategory: useCommand(addCategory, { noun: 'category' }),
    updateCategory: useCommand(updateCategory, { noun: 'category' }),
  };
}
