import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
import { createGuardedHistory, useLeaveGuard } from './guarded-history';

function Editor() {
  const guard = useLeaveGuard((next, current) => next !== current);
  return (
    <>
      <h1>Editor</h1>
      <Link to="/list">Back to list</Link>
      <Link to="/editor?zoom=2">Zoom</Link>
      {guard.asking && (
        <div role="dialog" aria-label="Leave without saving?">
          <button onClick={guard.stay}>Stay</button>
          <button onClick={guard.leave}>Leave</button>
        </div>
      )}
    </>
  );
}

function Routes() {
  return useRoutes([
    { path: '/editor', element: <Editor /> },
    {
      path: '/list',
      element: (
        <>
          <h1>List</h1>
          <Link to="/editor">Edit</Link>
        </>
      ),
    },
  ]);
}

function open(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <HistoryRouter history={createGuardedHistory()}>
      <Routes />
    </HistoryRouter>,
  );
}

const ask = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

describe('the leave guard', () => {
  it('holds a link away from the page until the user answers: Stay keeps the page, Leave goes on', async () => {
    open('/editor');
    await userEvent.click(screen.getByRole('link', { name: 'Back to list' }));
    expect(ask()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/editor');

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(ask()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Back to list' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/list');
  });

  it('lets through what its condition allows (the same page with another query)', async () => {
    open('/editor');
    await userEvent.click(screen.getByRole('link', { name: 'Zoom' }));
    expect(ask()).not.toBeInTheDocument();
    expect(window.location.search).toBe('?zoom=2');
  });

  it("undoes the browser's Back until the user answers, and redoes it on Leave", async () => {
    open('/list');
    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    act(() => window.history.back());
    await waitFor(() => expect(ask()).toBeInTheDocument());
    await waitFor(() => expect(window.location.pathname).toBe('/editor'));
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/list');
  });
});
