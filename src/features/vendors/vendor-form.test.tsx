import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VendorForm } from './vendor-form';

const categories = [
  { id: 'c-venue', name: 'Venue' },
  { id: 'c-decor', name: 'Decor and flowers' },
];

describe('the vendor form’s budget category', () => {
  it('defaults to its kind’s category and saves the couple’s choice', async () => {
    const onSubmit = vi.fn<(value: object) => Promise<void>>(async () => undefined);
    const user = userEvent.setup();
    render(
      <VendorForm
        vendor={null}
        categories={categories}
        currency="INR"
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    const select = screen.getByLabelText('Counts in budget');
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Its kind’s category' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Vendor Name'), 'Marigold Lawns');
    await user.type(screen.getByLabelText('Contact Name'), 'Asha');
    await user.selectOptions(select, 'Decor and flowers');
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Marigold Lawns', budgetCategoryId: 'c-decor' }),
    );

    await user.selectOptions(select, 'Its kind’s category');
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    expect((onSubmit.mock.lastCall![0] as { budgetCategoryId?: string }).budgetCategoryId).toBeUndefined();
  });
});
