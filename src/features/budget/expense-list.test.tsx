import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpenseList, PAGE_SIZE } from './expense-list';
import { seedCategories, type Expense } from './model';

const many = (n: number): Expense[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${i}`,
    description: `${i % 2 ? 'Florist' : 'Caterer'} payment ${i}`,
    amount: 100 + i,
    date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
    categoryId: i % 2 ? 'flowers' : 'catering',
    paid: false,
  }));

function renderList(expenses: Expense[]) {
  const handlers = { onTogglePaid: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  render(<ExpenseList expenses={expenses} categories={seedCategories()} currency="INR" {...handlers} />);
  return handlers;
}
const rows = () => within(screen.getByRole('list', { name: 'Expenses' })).getAllByRole('listitem');

describe('ExpenseList', () => {
  it('mounts a page of rows at a time, newest first, with Show more for the rest', async () => {
    const user = userEvent.setup();
    renderList(many(130));
    expect(rows()).toHaveLength(PAGE_SIZE);
    expect(rows()[0]).toHaveTextContent('Jan 28, 2026');
    expect(screen.getByText(`Showing ${PAGE_SIZE} of 130 expenses`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Show more/ }));
    expect(rows()).toHaveLength(PAGE_SIZE * 2);
    await user.click(screen.getByRole('button', { name: /^Show more/ }));
    expect(rows()).toHaveLength(130);
    expect(screen.queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();
  });

  it('starts from the first page again when the search changes', async () => {
    const user = userEvent.setup();
    renderList(many(300));
    await user.click(screen.getByRole('button', { name: /^Show more/ }));
    await user.type(screen.getByRole('searchbox'), 'florist');
    expect(rows()).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`Showing ${PAGE_SIZE} of 150 expenses`)).toBeInTheDocument();
    expect(screen.getByText('150 of 300 expenses shown')).toBeInTheDocument();
  });

  it('says when there are no expenses at all, and when none match', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <ExpenseList
        expenses={[]}
        categories={seedCategories()}
        currency="INR"
        onTogglePaid={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByText('No expenses yet')).toBeInTheDocument();
    unmount();
    renderList(many(3));
    await user.type(screen.getByRole('searchbox'), 'cake');
    expect(screen.getByText('No expenses found')).toBeInTheDocument();
  });

  it('reports paid toggles, edits and deletes by id', async () => {
    const user = userEvent.setup();
    const handlers = renderList(many(2));
    await user.click(screen.getByRole('checkbox', { name: 'Paid: Florist payment 1' }));
    expect(handlers.onTogglePaid).toHaveBeenCalledWith('e1', true);
    await user.click(screen.getByRole('button', { name: 'Edit Caterer payment 0' }));
    expect(handlers.onEdit).toHaveBeenCalledWith('e0');
    await user.click(screen.getByRole('button', { name: 'Delete Caterer payment 0' }));
    expect(handlers.onDelete).toHaveBeenCalledWith('e0');
  });
});
