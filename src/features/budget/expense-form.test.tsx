import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpenseForm } from './expense-form';

const categories = [{ id: 'c1', name: 'Venue', planned: 1000, color: '#000000' }];
const vendors = [{ id: 'v1', name: 'Rosewood Manor' }];
const expense = {
  id: 'e1',
  description: 'Venue deposit',
  amount: 500,
  date: '2026-11-01',
  categoryId: 'c1',
  paid: false,
};

describe('the expense form’s vendor', () => {
  it('links an expense to one of the couple’s vendors, and unlinks it again', async () => {
    const onSubmit = vi.fn<(value: object) => Promise<void>>(async () => undefined);
    const user = userEvent.setup();
    const { unmount } = render(
      <ExpenseForm
        expense={expense}
        categories={categories}
        vendors={vendors}
        currency="INR"
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Vendor (optional)')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Vendor (optional)'), 'Rosewood Manor');
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'e1', vendorId: 'v1' }));
    unmount();

    render(
      <ExpenseForm
        expense={{ ...expense, vendorId: 'v1' }}
        categories={categories}
        vendors={vendors}
        currency="INR"
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Vendor (optional)')).toHaveValue('v1');
    await user.selectOptions(screen.getByLabelText('Vendor (optional)'), 'No vendor');
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));
    // The key is there, undefined: an edit then clears the stored link (updateRecordCommand).
    const saved = onSubmit.mock.lastCall![0] as Record<string, unknown>;
    expect(Object.hasOwn(saved, 'vendorId') && saved.vendorId === undefined).toBe(true);
  });
});
