import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Sections({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [tab, setTab] = useState('guests');
  return (
    <Tabs
      value={tab}
      onValueChange={(v) => {
        onChange(v);
        setTab(v);
      }}
    >
      <TabsList aria-label="Sections">
        <TabsTrigger value="guests">Guests</TabsTrigger>
        <TabsTrigger value="seating">Seating</TabsTrigger>
        <TabsTrigger value="website">Website</TabsTrigger>
      </TabsList>
      <TabsContent value="guests">The guest list</TabsContent>
      <TabsContent value="seating">The floor plan</TabsContent>
      <TabsContent value="website" forceMount hidden={tab !== 'website'}>
        <input aria-label="Welcome" />
      </TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('measures the row only when the open tab is not the first, so a first render forces no layout', () => {
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    try {
      const row = (open: string) => (
        <Tabs defaultValue={open}>
          <TabsList aria-label="Sections">
            <TabsTrigger value="guests">Guests</TabsTrigger>
            <TabsTrigger value="seating">Seating</TabsTrigger>
          </TabsList>
        </Tabs>
      );
      const first = render(row('guests'));
      expect(measure).not.toHaveBeenCalled();
      first.unmount();
      // A link to a later tab scrolls the row to it.
      render(row('seating'));
      expect(measure).toHaveBeenCalled();
    } finally {
      measure.mockRestore();
    }
  });

  it('names its tabs and panels for assistive technology, one tab in the Tab order', () => {
    render(<Sections />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    const guests = screen.getByRole('tab', { name: 'Guests' });
    expect(guests).toHaveAttribute('aria-selected', 'true');
    expect(guests).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Seating' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Guests' });
    expect(panel).toHaveTextContent('The guest list');
    expect(guests).toHaveAttribute('aria-controls', panel.id);
    // A closed panel is gone, unless it is kept (hidden) for what it holds.
    expect(screen.queryByText('The floor plan')).toBeNull();
    expect(screen.getByLabelText('Welcome')).not.toBeVisible();
  });

  it('opens a tab on click, once, and keeps a kept panel’s input across switches', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Sections onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Website' }));
    expect(onChange.mock.calls).toEqual([['website']]);
    await user.type(screen.getByLabelText('Welcome'), 'Namaste');
    await user.click(screen.getByRole('tab', { name: 'Seating' }));
    expect(screen.getByRole('tabpanel', { name: 'Seating' })).toHaveTextContent('The floor plan');
    await user.click(screen.getByRole('tab', { name: 'Website' }));
    expect(screen.getByLabelText('Welcome')).toHaveValue('Namaste');
  });

  it('moves and opens with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Guests' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Seating' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Seating' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Website' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Guests' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Website' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Guests' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the open panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Guests' })).toHaveFocus();
  });
});
