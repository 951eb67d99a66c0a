import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { LongSelect } from './long-select';

const people = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `p${i}`, label: `Person ${i}` }));

describe('LongSelect', () => {
  it('holds a short list whole, with no search field', () => {
    render(
      <LongSelect aria-label="Who" options={people(300)} placeholder="Choose" searchLabel="Find someone" />,
    );
    expect(within(screen.getByRole('combobox', { name: 'Who' })).getAllByRole('option')).toHaveLength(301);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the first 300 of a long list and finds the others by name, keeping the one chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <LongSelect
        aria-label="Who"
        options={people(1000)}
        placeholder="Choose"
        searchLabel="Find someone"
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Who' });
    expect(within(select).getAllByRole('option')).toHaveLength(301);
    expect(screen.getByText('Showing 300 of 1,000: search to find others')).toBeInTheDocument();

    // "person 99" is Person 99 and Person 990 to 999.
    await user.type(screen.getByRole('searchbox', { name: 'Find someone' }), 'PERSON 99');
    expect(within(select).getAllByRole('option')).toHaveLength(12);
    expect(screen.getByText('11 found')).toBeInTheDocument();
    await user.selectOptions(select, 'Person 995');
    expect(onChange).toHaveBeenLastCalledWith('p995');

    // With the search cleared, the chosen one is still there (first) and still chosen.
    await user.clear(screen.getByRole('searchbox', { name: 'Find someone' }));
    expect(select).toHaveValue('p995');
    expect(within(select).getAllByRole('option')).toHaveLength(302);
  });

  it("makes a long list's options in a render after its first, so a page's first screen does not wait for them", () => {
    const options: number[] = [];
    render(
      <Profiler id="select" onRender={() => options.push(document.querySelectorAll('option').length)}>
        <LongSelect aria-label="Who" options={people(1000)} placeholder="Choose" searchLabel="Find someone" />
      </Profiler>,
    );
    expect(options[0]).toBe(1);
    expect(options.at(-1)).toBe(301);
  });

  it('sends the chosen value with its form, and Enter in the search does not send it', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted(new FormData(e.currentTarget).get('owner'));
        }}
      >
        <LongSelect
          aria-label="For"
          name="owner"
          defaultValue=""
          options={people(500)}
          placeholder="Choose"
          searchLabel="Find an expense"
          group="Expenses"
        >
          <optgroup label="Vendors">
            <option value="v1">The florist</option>
          </optgroup>
        </LongSelect>
        <button type="submit">Send</button>
      </form>,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Find an expense' }), '450{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    // The other choices stay whatever the search: the vendor is there beside Person 450.
    const select = screen.getByRole('combobox', { name: 'For' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose', 'Person 450', 'The florist']);
    await user.selectOptions(select, 'Person 450');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toHaveBeenCalledWith('p450');
  });
});
