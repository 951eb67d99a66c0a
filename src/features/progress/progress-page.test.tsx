import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/render-app';
import { CATEGORY_PAGE } from './category-card';
import ProgressPage from './progress-page';
import type * as Dates from '@/lib/dates';

// Counted: each row formats its due date when it renders.
const formatMonthDay = vi.hoisted(() => vi.fn());
vi.mock('@/lib/dates', async (original) => {
  const dates = await original<typeof Dates>();
  formatMonthDay.mockImplementation(dates.formatMonthDay);
  return { ...dates, formatMonthDay };
});

const value = (name: string) => screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow');

describe('ProgressPage', () => {
  it('starts from the sixteen samples and updates every percentage when a task is toggled', async () => {
    const user = userEvent.setup();
    const { backend, session } = await renderApp(<ProgressPage />, { path: '/planning-progress' });
    expect(await screen.findByRole('checkbox', { name: /^Draft the guest list/ })).not.toBeChecked();
    expect(screen.getByText('3 of 16 tasks completed')).toBeInTheDocument();
    expect(value('Overall progress')).toBe('19');
    expect(value('Essential Planning progress')).toBe('75');
    // The spec's sample date (15 June 2025), in the first year it is still ahead.
    const sample = new Date();
    if (sample.getMonth() > 5 || (sample.getMonth() === 5 && sample.getDate() > 15))
      sample.setFullYear(sample.getFullYear() + 1);
    const year = Math.max(2025, sample.getFullYear());
    expect(screen.getByText(new RegExp(`^\\w+day, June 15, ${year}$`))).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /^Draft the guest list/ }));
    await waitFor(() => expect(value('Essential Planning progress')).toBe('100'));
    expect(value('Overall progress')).toBe('25');
    expect(screen.getByText('4 of 16 tasks completed')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /^Set the wedding date/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Book the florist/ }));
    await waitFor(() => expect(value('Vendor Bookings progress')).toBe('25'));
    expect(value('Essential Planning progress')).toBe('75');
    expect(screen.getByText('Set the wedding date')).toHaveClass('text-foreground');
    expect(screen.getByText('Set the budget')).toHaveClass('line-through');

    // The page shows a tick before it is stored: wait for the store.
    const completed = async () =>
      (
        await backend
          .forUser(session!)
          .collections.list<{ id: string; title: string; completed: boolean }>('tasks')
      )
        .filter((t) => t.completed)
        .map((t) => t.title)
        .sort();
    await waitFor(async () =>
      expect(await completed()).toEqual([
        'Book the florist',
        'Book the venue',
        'Draft the guest list',
        'Set the budget',
      ]),
    );
  });

  it('lists the tasks of a category a page at a time', async () => {
    const user = userEvent.setup();
    const first = await renderApp(<ProgressPage />, { path: '/planning-progress' });
    await screen.findByText('3 of 16 tasks completed');
    await first.backend.forUser(first.session!).collections.putMany(
      'tasks',
      Array.from({ length: 30 }, (_, i) => ({
        id: `more-${i}`,
        title: `Detail ${i}`,
        description: '',
        dueDate: '2099-01-01',
        completed: false,
        category: 'details',
        priority: 'low',
        label: '',
      })),
    );
    first.unmount();
    await renderApp(<ProgressPage />, {
      path: '/planning-progress',
      reuse: { backend: first.backend, session: first.session },
    });
    expect(await screen.findByText('3 of 46 tasks completed')).toBeInTheDocument();
    const details = () =>
      screen.getAllByRole('checkbox', {
        name: /^(Detail \d+|Send save-the-dates|Create the gift registry|Order the wedding cake|Plan the ceremony music)/,
      });
    await screen.findByRole('checkbox', { name: /^Detail 0/ });
    expect(details()).toHaveLength(CATEGORY_PAGE);
    await user.click(screen.getByRole('button', { name: 'Show more (14 more) in Wedding Details' }));
    expect(details()).toHaveLength(34);
    // The other categories hold four tasks each: nothing more to show.
    expect(screen.queryByRole('button', { name: /^Show more/ })).toBeNull();
  });

  it('re-renders only the ticked row when a task is ticked', async () => {
    const user = userEvent.setup();
    await renderApp(<ProgressPage />, { path: '/planning-progress' });
    const box = await screen.findByRole('checkbox', { name: /^Draft the guest list/ });
    await screen.findByText('3 of 16 tasks completed');
    formatMonthDay.mockClear();
    await user.click(box);
    await screen.findByText('4 of 16 tasks completed');
    await waitFor(() => expect(box).toBeChecked());
    // The ticked task's row, once for the change shown at once (and once more if the stored task comes back anew);
    // not the sixteen rows.
    expect(formatMonthDay.mock.calls.length).toBeGreaterThan(0);
    expect(formatMonthDay.mock.calls.length).toBeLessThanOrEqual(2);
    expect(new Set(formatMonthDay.mock.calls.map(([date]) => date as string)).size).toBe(1);
  });
});
