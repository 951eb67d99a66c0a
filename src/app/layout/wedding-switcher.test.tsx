import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeWedding } from '@/lib/backend/fake-wedding';
import type { WeddingChoice, WeddingPort } from '@/lib/backend/ports/wedding';
import { renderApp } from '../../../tests/render-app';
import WeddingSwitcher from './wedding-switcher';

const OWN: WeddingChoice = { id: 'w-own', label: 'Asha & Rohan', role: 'owner' };
const JOINED: WeddingChoice = { id: 'w-joined', label: 'Meera & Dev', role: 'planner' };

const switcherWedding = (weddings: WeddingChoice[]) =>
  fakeWedding(weddings, { choose: vi.fn<(id: string) => void>() }) as WeddingPort & {
    choose: ReturnType<typeof vi.fn<(id: string) => void>>;
  };

describe('WeddingSwitcher', () => {
  it('names the current wedding and lists the others with the role; choosing one remembers it and reloads', async () => {
    const wedding = switcherWedding([OWN, JOINED]);
    const reload = vi.fn();
    await renderApp(<WeddingSwitcher wedding={wedding} className="" reload={reload} />);
    const trigger = await screen.findByRole('button', { name: 'Planning: Asha & Rohan. Switch wedding' });
    expect(trigger).toHaveTextContent('Planning: Asha & Rohan');
    const user = userEvent.setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Meera & Dev (Planner)' });
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
    await user.click(item);
    expect(wedding.choose).toHaveBeenCalledWith('w-joined');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows nothing to someone in one wedding', async () => {
    const wedding = switcherWedding([OWN]);
    const list = vi.spyOn(wedding, 'list');
    const { container } = await renderApp(<WeddingSwitcher wedding={wedding} className="" />);
    await waitFor(() => expect(list).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('button', { name: /Planning/ })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
