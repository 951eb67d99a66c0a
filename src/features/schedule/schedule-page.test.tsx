import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/render-app';
import SchedulePage from './schedule-page';

async function renderSchedule() {
  const utils = await renderApp(<SchedulePage />, { path: '/schedule' });
  const timeline = await screen.findByRole('list', { name: 'Timeline' });
  return { ...utils, timeline };
}

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('SchedulePage', () => {
  it('adds an event in time order with its defaults, and a double submit adds it once', async () => {
    const user = userEvent.setup();
    const { timeline, backend, session } = await renderSchedule();
    const before = titles(timeline).length;

    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByLabelText('Category')).toHaveValue('other');
    expect(screen.getByLabelText('Duration (minutes)')).toHaveValue(30);
    await user.type(screen.getByLabelText('Event Title'), 'Bouquet Toss');
    await user.type(screen.getByLabelText('Start Time'), '20:30');
    // Both clicks land before React re-renders (as a fast double-click can): only the in-flight guard stops the second.
    const submit = screen.getByRole('button', { name: 'Add to Timeline' });
    act(() => {
      submit.click();
      submit.click();
    });

    await waitFor(() => expect(titles(timeline)).toHaveLength(before + 1));
    const list = titles(timeline);
    expect(list.indexOf('Bouquet Toss')).toBe(list.indexOf('Reception') + 1);
    expect(within(timeline).getByText('8:30 PM - 9:00 PM')).toBeInTheDocument();
    const stored = await backend
      .forUser(session!)
      .collections.list<{ id: string; title: string; category: string; duration: number }>('schedule_events');
    expect(stored.filter((e) => e.title === 'Bouquet Toss')).toEqual([
      expect.objectContaining({ category: 'other', duration: 30 }),
    ]);
  });

  it('keeps the form and says so when the browser refuses the write', async () => {
    const user = userEvent.setup();
    const { timeline } = await renderSchedule();
    const before = titles(timeline).length;
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    await user.type(screen.getByLabelText('Event Title'), 'Fireworks');
    await user.type(screen.getByLabelText('Start Time'), '21:45');

    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Add to Timeline' }));
      expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't save the event");
    } finally {
      put.mockRestore();
    }
    expect(screen.getByLabelText('Event Title')).toHaveValue('Fireworks');
    expect(screen.getByLabelText('Start Time')).toHaveValue('21:45');
    expect(titles(timeline)).toHaveLength(before);

    await user.click(screen.getByRole('button', { name: 'Add to Timeline' }));
    await waitFor(() => expect(titles(timeline)).toContain('Fireworks'));
  });

  it('edits an event with the prefilled form', async () => {
    const user = userEvent.setup();
    const { timeline } = await renderSchedule();
    await user.click(screen.getByRole('button', { name: 'Edit Ceremony' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    const title = within(dialog).getByLabelText('Event Title');
    expect(title).toHaveValue('Ceremony');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('ceremony');
    await user.clear(title);
    await user.type(title, 'Vows');
    await user.clear(within(dialog).getByLabelText('Duration (minutes)'));
    await user.type(within(dialog).getByLabelText('Duration (minutes)'), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titles(timeline)).toContain('Vows');
    expect(titles(timeline)).not.toContain('Ceremony');
    expect(within(timeline).getByText('3:00 PM - 3:45 PM')).toBeInTheDocument();
  });

  it('shows the month of a date saved to the profile', async () => {
    const user = userEvent.setup();
    const { backend, session } = await renderSchedule();
    const picker = screen.getByLabelText('Wedding Date');
    await user.clear(picker);
    await user.type(picker, '2027-02-14');
    expect(
      await screen.findByText('Sunday, February 14, 2027', { selector: '[aria-live]' }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect((await backend.forUser(session!).profile.get())?.wedding.weddingDate).toBe('2027-02-14'),
    );
    await user.click(screen.getByRole('tab', { name: 'Calendar' }));
    const table = await screen.findByRole('table', { name: 'February 2027' });
    // February 2027 starts on a Monday: one empty cell, then 28 days, padded to five weeks.
    const cells = within(table).getAllByRole('cell');
    expect(cells).toHaveLength(35);
    expect(cells[0]).toHaveTextContent('');
    expect(cells[1]).toHaveTextContent('1');
    expect(cells.find((c) => c.getAttribute('aria-current') === 'date')).toHaveTextContent(/^14/);
  });

  it('opens the whole wedding day from the calendar\'s "+N more", by keyboard too', async () => {
    const user = userEvent.setup();
    await renderSchedule();
    await user.click(screen.getByRole('tab', { name: 'Calendar' }));
    const more = await screen.findByRole('button', { name: /^\+4 more/ });
    more.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /^Wedding Day · / });
    const events = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(events).toHaveLength(8);
    expect(events[0]).toBe('10:00 AM Hair & Makeup');
    expect(events[7]).toBe('10:00 PM Sparkler Send-Off');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(more).toHaveFocus();
  });
});
