import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/render-app';
import type { SharedPlan } from '@/lib/ai/chat';
import PlanPanel from './plan-panel';

async function renderPanel() {
  const onPlan = vi.fn<(plan: SharedPlan | null | 'reading') => void>();
  const utils = await renderApp(<PlanPanel onPlan={onPlan} />, { path: '/planner' });
  const profile = () => utils.backend.forUser(utils.session!).profile.get();
  return { ...utils, onPlan, profile, user: userEvent.setup() };
}

describe('PlanPanel', () => {
  it('hands the chat the plan summary and shows exactly its text; switched off, nothing is sent and it stays off', async () => {
    const { onPlan, profile, user } = await renderPanel();
    // The sample plan a new couple starts with: its tasks and vendors are in the summary.
    // While the lists are read the chat is told to wait ('reading'), then it gets the plan.
    expect(onPlan.mock.calls[0]?.[0]).toBe('reading');
    const shared = () => {
      const last = onPlan.mock.lastCall?.[0];
      return last && last !== 'reading' ? last : null;
    };
    await waitFor(() => expect(shared()?.context.tasks.open).toBeGreaterThan(0), { timeout: 10_000 });
    const { context: plan, text: sent } = shared()!;

    await user.click(screen.getByRole('button', { name: 'What the planner can see' }));
    const dialog = await screen.findByRole('dialog', { name: 'What the planner can see' });
    const text = within(dialog).getByLabelText('Plan summary sent to the planner').textContent;
    expect(text).toMatch(/^The couple's plan, from their planner:/);
    expect(text).toBe(sent);
    expect(text).toContain(`Tasks: ${plan.tasks.open} open`);
    expect(text).toContain('Budget: INR 3,000,000 in all');

    const share = within(dialog).getByRole('switch', { name: 'Share my plan with the planner' });
    expect(share).toBeChecked();
    await user.click(share);
    await waitFor(() => expect(onPlan).toHaveBeenLastCalledWith(null));
    expect(within(dialog).getByText('Your planner sees only the conversation.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Plan summary sent to the planner')).toBeNull();
    await waitFor(async () => expect((await profile())?.ai.sharePlan).toBe(false));
  });
});
