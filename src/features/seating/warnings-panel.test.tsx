import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Warning } from './warnings';
import { WARNINGS_PAGE, WarningsPanel } from './warnings-panel';

/** 300 seated guests yet to answer and 15 who declined, as a big chart has early on. */
const warnings: Warning[] = [
  ...Array.from({ length: 15 }, (_, i) => ({
    kind: 'declined-seated' as const,
    key: `d${i}`,
    tableId: 't1',
    guestId: `d${i}`,
    text: `Declined guest ${i} is seated at Table 1.`,
  })),
  ...Array.from({ length: 300 }, (_, i) => ({
    kind: 'awaiting-seated' as const,
    key: `a${i}`,
    tableId: 't2',
    guestId: `a${i}`,
    text: `Awaiting guest ${i} is seated at Table 2.`,
  })),
];

describe('WarningsPanel', () => {
  it('lists the warnings a page at a time, and a kind from its first page', async () => {
    const user = userEvent.setup();
    render(<WarningsPanel warnings={warnings} onShowTable={vi.fn()} onUnseat={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Warnings (315)' })).toBeInTheDocument();
    const items = () => within(screen.getByRole('list', { name: 'Warnings' })).getAllByRole('listitem');
    expect(items()).toHaveLength(WARNINGS_PAGE);
    await user.click(screen.getByRole('button', { name: 'Show more (305 more) in Warnings' }));
    expect(items()).toHaveLength(WARNINGS_PAGE * 2);
    expect(items()[15]).toHaveTextContent('Awaiting guest 0 is seated at Table 2.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show warnings' }), 'declined-seated');
    expect(items()).toHaveLength(WARNINGS_PAGE);
    await user.click(screen.getByRole('button', { name: 'Show more (5 more) in Warnings' }));
    expect(items()).toHaveLength(15);
    expect(screen.queryByRole('button', { name: /^Show more/ })).toBeNull();
  });
});
