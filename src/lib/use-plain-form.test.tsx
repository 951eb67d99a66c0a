import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { z } from '@/lib/zod';
import { SCHEMA_UNAVAILABLE, usePlainForm, type FormSchema } from '@/lib/use-plain-form';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  code: z.string().check(z.minLength(4, 'Code too short')),
  agree: z.boolean(),
});
type Values = z.infer<typeof schema>;

function Harness({
  load,
  live = false,
  onValid,
}: {
  load: () => Promise<FormSchema<Values>>;
  live?: boolean;
  onValid: (values: Values) => Promise<void> | void;
}) {
  const { register, errors, submitting, problem, handleSubmit } = usePlainForm<Values>({
    schema: load,
    defaults: { name: '', code: '', agree: false },
    live,
  });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <label>
        Name <input {...register('name')} />
      </label>
      {errors.name && <p>{errors.name}</p>}
      <label>
        Code <input {...register('code')} />
      </label>
      {errors.code && <p>{errors.code}</p>}
      <label>
        Agree <input type="checkbox" {...register('agree')} />
      </label>
      {problem && <p>{problem}</p>}
      <button type="submit">{submitting ? 'Busy' : 'Go'}</button>
    </form>
  );
}

const loadSchema = () => Promise.resolve(schema);

describe('usePlainForm', () => {
  it('checks on submit: the messages, focus on the first wrong field, nothing sent; then re-checks as it changes', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness load={loadSchema} onValid={onValid} />);
    await user.type(screen.getByLabelText('Code'), '12');
    // Not live: nothing is said before the first submit.
    expect(screen.queryByText('Code too short')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Code too short')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Code'), '34');
    expect(screen.queryByText('Code too short')).not.toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it("hands the schema's output (trimmed) to the submit, checkbox included, once however often it is pressed", async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness load={loadSchema} onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), '  Priya ');
    await user.type(screen.getByLabelText('Code'), '1234');
    await user.click(screen.getByLabelText('Agree'));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await screen.findByRole('button', { name: 'Busy' });
    await user.click(screen.getByRole('button', { name: 'Busy' }));
    finish();
    await screen.findByRole('button', { name: 'Go' });
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ name: 'Priya', code: '1234', agree: true });
  });

  it('sends what the inputs hold, even a value filled in without an input event (a password manager)', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness load={loadSchema} onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), 'Priya');
    (screen.getByLabelText('Code') as HTMLInputElement).value = 'filled';
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await vi.waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ name: 'Priya', code: 'filled', agree: false }),
    );
    expect(screen.getByLabelText('Code')).toHaveValue('filled');
  });

  it('live: a field speaks as soon as it changes, and only that field', async () => {
    const user = userEvent.setup();
    render(<Harness load={loadSchema} live onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('Code'), '1');
    expect(await screen.findByText('Code too short')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it("says so when the form's checks cannot be fetched, sends nothing, and fetches again on the next submit", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const offline = new TypeError('Failed to fetch dynamically imported module');
    // Offline as the form mounts and at the first submit; back by the second.
    const load = vi
      .fn<() => Promise<FormSchema<Values>>>()
      .mockRejectedValueOnce(offline)
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(schema);
    render(<Harness load={load} onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), 'Priya');
    await user.type(screen.getByLabelText('Code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText(SCHEMA_UNAVAILABLE)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Priya');

    await user.click(screen.getByRole('button', { name: 'Go' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(SCHEMA_UNAVAILABLE)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('a form the app takes over from its prerendered HTML', () => {
  it('counts what was typed before as changed: its live messages show, and a submit sends it', async () => {
    const onValid = vi.fn();
    const page = <Harness load={loadSchema} live onValid={onValid} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // Typed into the HTML before the app ran (the sign-up page starts the app at the first touch).
    (container.querySelector('input[name="code"]') as HTMLInputElement).value = '12';
    (container.querySelector('input[name="agree"]') as HTMLInputElement).checked = true;
    const root = await act(async () => hydrateRoot(container, page));
    try {
      expect(await screen.findByText('Code too short')).toBeInTheDocument();
      // A field no one touched stays quiet.
      expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Code')).toHaveValue('12');

      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Name'), 'Asha');
      await user.type(screen.getByLabelText('Code'), '34');
      await user.click(screen.getByRole('button', { name: 'Go' }));
      await vi.waitFor(() =>
        expect(onValid).toHaveBeenCalledWith({ name: 'Asha', code: '1234', agree: true }),
      );
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
