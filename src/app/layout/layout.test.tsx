import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@/lib/data/query-client';
import { Main } from './layout';

function SaveButton({ save }: { save: () => Promise<void> }) {
  const mutation = useMutation({ mutationFn: save });
  return <button onClick={() => mutation.mutate()}>Save</button>;
}

describe('Main', () => {
  it('is marked busy while a change is being saved, and only then', async () => {
    let finish!: () => void;
    const save = () => new Promise<void>((resolve) => (finish = resolve));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Main>
          <SaveButton save={save} />
        </Main>
      </QueryClientProvider>,
    );
    const main = screen.getByRole('main');
    expect(main).not.toHaveAttribute('aria-busy');

    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(main).toHaveAttribute('aria-busy', 'true'));

    await act(async () => finish());
    await waitFor(() => expect(main).not.toHaveAttribute('aria-busy'));
  });
});
