import { act, fireEvent, render, screen } from '@testing-library/react';
import { dismissAll, Toaster } from '@/components/ui/toaster';
import { registerServiceWorker } from './service-worker';

/** A service worker container and registration that the test drives through an update. */
function fakeWorkers({ controlled }: { controlled: boolean }) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
  }) as unknown as ServiceWorkerContainer & { controller: unknown };
  const registration = Object.assign(new EventTarget(), {
    waiting: null as ServiceWorker | null,
    installing: null as ServiceWorker | null,
    update: vi.fn(() => Promise.resolve()),
  });
  const worker = Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
  Object.assign(container, { register: vi.fn(() => Promise.resolve(registration)) });
  const install = () =>
    act(() => {
      registration.installing = worker as unknown as ServiceWorker;
      registration.dispatchEvent(new Event('updatefound'));
      worker.state = 'installed';
      worker.dispatchEvent(new Event('statechange'));
    });
  return { container, worker, install };
}

describe('registerServiceWorker', () => {
  beforeEach(() => dismissAll());

  it('offers a new deploy as "Update available — reload", and reloads only once the couple chose it', async () => {
    render(<Toaster />);
    const { container, worker, install } = fakeWorkers({ controlled: true });
    const reload = vi.fn();
    await registerServiceWorker(container, reload);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    install();
    const button = await screen.findByRole('button', { name: 'Reload' });
    expect(
      screen.getByText('Update available — reload to get the new version of Wedding Planner.'),
    ).toBeInTheDocument();
    fireEvent.click(button);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    act(() => void container.dispatchEvent(new Event('controllerchange')));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes a first visit under control quietly: nothing to offer, no reload', async () => {
    render(<Toaster />);
    const { container, install } = fakeWorkers({ controlled: false });
    const reload = vi.fn();
    await registerServiceWorker(container, reload);
    install();
    act(() => void container.dispatchEvent(new Event('controllerchange')));
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('lets the app run without a worker when registering is refused', async () => {
    const container = {
      register: vi.fn(() => Promise.resolve(undefined)),
    } as unknown as ServiceWorkerContainer;
    await expect(registerServiceWorker(container)).resolves.toBeUndefined();
    const refusing = {
      register: vi.fn(() => Promise.reject(new DOMException('denied', 'SecurityError'))),
    } as unknown as ServiceWorkerContainer;
    await expect(registerServiceWorker(refusing)).resolves.toBeUndefined();
  });
});
