import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import OfflineBanner from './offline-banner';
import { useOnline } from './use-online';

function Banner({ mode }: { mode: 'local' | 'cloud' }) {
  return useOnline() ? null : (
    <Suspense fallback={null}>
      <OfflineBanner mode={mode} />
    </Suspense>
  );
}

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  const goOffline = (offline: boolean) =>
    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
      window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
    });

  it('appears while the device is offline and goes when it is back; cloud mode says the plan is read-only', () => {
    render(<Banner mode="cloud" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline. You can look through your plan, but changes can't be saved until you're back online.",
    );
    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells a local-mode couple their plan keeps working', () => {
    render(<Banner mode="local" />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('Your plan keeps working in this browser');
  });
});
