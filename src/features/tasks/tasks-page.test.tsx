import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/render-app';
import TasksPage, { TASKS_PAGE } from './tasks-page';

async function renderPage() {
  const utils = await renderApp(<TasksPage />, { path: '/upcoming-tasks' });
  const region = await screen.findByRole('region', { name: 'Open tasks' });
  await within(region).findAllByRole('listitem');
  return { ...utils, region };
}

describe('TasksPage', () => {
  it('lists open tasks soonest first and marks one complete', async () => {
    const user = userEvent.setup();
    const { region } = await renderPage();
    const rows = within(region).getAllByRole('listitem');
    expect(rows).toHaveLength(13);
    expect(rows[0]).toHaveTextContent('Book the photographer');
    expect(rows[0]).toHaveTextContent('High Priority');
    await user.click(within(rows[0]).getByRole('checkbox', { name: 'Mark Book the photographer complete' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(12));
    expect(region).not.toHaveTextContent('Book the photographer');
  });

  it('validates a new task with messages and adds it once', async () => {
    const user = userEvent.setup();
    const { region, backend, session } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    await user.click(await screen.findByRole('button', { name: 'Save Task' }));
    expect(screen.getByText('Add a task title')).toBeInTheDocument();
    expect(screen.getByText('Choose a due date')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Task'), 'Book the string quartet');
    await user.type(screen.getByLabelText('Due Date'), '2099-01-01');
    await user.selectOptions(screen.getByLabelText('Category'), 'vendors');
    await user.dblClick(screen.getByRole('button', { name: 'Save Task' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(14));
    const stored = await backend
      .forUser(session!)
      .collections.list<{ id: string; title: string; category: string; priority: string }>('tasks');
    expect(stored.filter((t) => t.title === 'Book the string quartet')).toEqual([
      expect.objectContaining({ category: 'vendors', priority: 'medium' }),
    ]);
  });

  it('saves a reminder switch to the profile', async () => {
    const user = userEvent.setup();
    const { backend, session } = await renderPage();
    const florist = screen.getByRole('switch', { name: 'Reminder for Book the florist' });
    expect(florist).toBeChecked();
    await user.click(florist);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Reminder for Book the florist' })).not.toBeChecked(),
    );
    const profile = await backend.forUser(session!).profile.get();
    const id = (
      await backend.forUser(session!).collections.list<{ id: string; title: string }>('tasks')
    ).find((t) => t.title === 'Book the florist')!.id;
    expect(profile?.taskReminders[id]).toBe(false);
  });

  it('says when Task Reminders are off in Settings, so the switches here would not go off', async () => {
    const first = await renderPage();
    expect(screen.queryByText(/Task Reminders are off in/)).toBeNull();
    const prefs = (await first.backend.forUser(first.session!).profile.get())?.notifications;
    await first.backend.forUser(first.session!).profile.save({
      notifications: {
        ...(prefs ?? { email: true, browser: false, weeklyUpdates: true, vendorMessages: true }),
        reminders: false,
      },
    });
    first.unmount();
    await renderApp(<TasksPage />, {
      path: '/upcoming-tasks',
      reuse: { backend: first.backend, session: first.session },
    });
    expect(await screen.findByText(/^Task Reminders are off in/)).toHaveTextContent(
      'Task Reminders are off in Settings, so none of these go off.',
    );
  });

  it('shows open tasks and their reminders a page at a time, soonest first', async () => {
    const user = userEvent.setup();
    const first = await renderPage();
    await first.backend.forUser(first.session!).collections.putMany(
      'tasks',
      Array.from({ length: 40 }, (_, i) => ({
        id: `more-${i}`,
        title: `Later task ${String(i).padStart(2, '0')}`,
        description: '',
        dueDate: `2099-01-${String(i + 1 <= 28 ? i + 1 : 28).padStart(2, '0')}`,
        completed: false,
        category: 'details',
        priority: 'low',
        label: '',
      })),
    );
    first.unmount();
    await renderApp(<TasksPage />, {
      path: '/upcoming-tasks',
      reuse: { backend: first.backend, session: first.session },
    });
    const region = await screen.findByRole('region', { name: 'Open tasks' });
    await waitFor(() =>
      expect(screen.getByText(`Showing ${TASKS_PAGE} of 53 open tasks`)).toBeInTheDocument(),
    );
    expect(within(region).getAllByRole('listitem')).toHaveLength(TASKS_PAGE);
    // The thirteen samples come first (due within months), then the tasks of 2099.
    expect(within(region).getAllByRole('listitem')[13]).toHaveTextContent('Later task 00');
    expect(screen.getAllByRole('switch', { name: /^Reminder for / })).toHaveLength(TASKS_PAGE);
    await user.click(screen.getByRole('button', { name: 'Show more (33 more)' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(TASKS_PAGE * 2);
    expect(screen.getAllByRole('switch', { name: /^Reminder for / })).toHaveLength(TASKS_PAGE * 2);
    await user.click(screen.getByRole('button', { name: 'Show more (13 more)' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(53);
    expect(screen.queryByRole('button', { name: /^Show more/ })).toBeNull();
  });
});
