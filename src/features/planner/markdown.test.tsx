import { render, screen, within } from '@testing-library/react';
import { MarkdownText } from './markdown';

describe('MarkdownText', () => {
  it('renders GitHub-flavoured markdown: tables, task lists and strikethrough', () => {
    render(
      <MarkdownText
        text={[
          '| Vendor | Deposit |',
          '| --- | --- |',
          '| Florist | $500 |',
          '',
          '- [x] Book the venue',
          '- [ ] Taste the cake',
          '',
          '~~Beach~~ Garden',
        ].join('\n')}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Vendor', 'Deposit']);
    expect(within(table).getByRole('cell', { name: 'Florist' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Done' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Not done' })).not.toBeChecked();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.getByText('Beach').tagName).toBe('DEL');
  });
});
