import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config } from '@/lib/config';
import { renderApp } from '../../../tests/render-app';
import PlannerPage from './planner-page';

describe('PlannerPage', () => {
  it('opens on the chat tab, and this test build (no AI settings) says no provider is configured', async () => {
    expect(config.ai.mode).toBe('none');
    const { history } = await renderApp(<PlannerPage />, { path: '/planner' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI Wedding Planner');
    expect(screen.getByRole('tab', { name: 'AI Chat' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByText("No AI provider is configured, so the AI planner can't reply."),
    ).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Guests' }));
    expect(history.location.search).toBe('?tab=guests');
    // The guest planner, loaded as its own chunk when the tab opens, under its own heading.
    expect(await screen.findByRole('heading', { name: 'Guest list' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Guest Planner');
  });

  it('opens the Guests tab from /planner?tab=guests', async () => {
    await renderApp(<PlannerPage />, { path: '/planner?tab=guests' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Guests' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Events' })).toBeInTheDocument();
  });
});

describe('the Seating tab', () => {
  it('opens from /planner?tab=seating on the Reception chart, and the chat tab drops its parameters', async () => {
    const { history } = await renderApp(<PlannerPage />, { path: '/planner?tab=seating&event=reception' });
    expect(screen.getByRole('tab', { name: 'Seating' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Seating Chart');
    // The seating chart, loaded as its own chunk when the tab opens.
    expect(await screen.findByRole('combobox', { name: 'Event' })).toHaveDisplayValue('Reception');
    expect(screen.getByRole('group', { name: 'Floor plan' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'AI Chat' }));
    expect(history.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI Wedding Planner');
  });
});
