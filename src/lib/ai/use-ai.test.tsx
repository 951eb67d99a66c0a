import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { renderApp } from '../../../tests/render-app';
import type * as ClientModule from './client';
import { writeProviderSettings } from './provider-store';
import { AiProviderScope, useAi, type AiAccess, type AiProvider } from './use-ai';

// Counts the hook's early SDK fetches; clients are still built by the real factory.
const preload = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./client', async (original) => {
  const real = await original<typeof ClientModule>();
  return {
    ...real,
    preloadAiSdk: () => {
      preload.calls++;
      return real.preloadAiSdk();
    },
  };
});
beforeEach(() => {
  preload.calls = 0;
});

const direct: AiProvider = {
  mode: 'direct',
  baseUrl: 'http://127.0.0.1:9/v1',
  apiKey: 'dev-key',
  chatModel: 'chat-model',
  imageModel: 'image-model',
};

let access: AiAccess;
function Probe() {
  const ai = useAi();
  useEffect(() => {
    access = ai;
  });
  return <p>{ai.unavailable ?? 'ready'}</p>;
}

const none: AiProvider = { ...direct, mode: 'none', baseUrl: null, apiKey: null };

const mount = (provider?: AiProvider) =>
  renderApp(
    provider ? (
      <AiProviderScope provider={provider}>
        <Probe />
      </AiProviderScope>
    ) : (
      <Probe />
    ),
  );

describe('useAi', () => {
  it('says no provider is configured when the build has none (this test build)', async () => {
    await mount();
    expect(await screen.findByText('not-configured')).toBeInTheDocument();
    expect(await access.client()).toBeNull();
  });

  it('uses the provider the account saved in Settings at once, and says when it makes no images', async () => {
    const { session } = await mount();
    expect(await screen.findByText('not-configured')).toBeInTheDocument();
    act(() =>
      writeProviderSettings(session!.user.id, {
        preset: 'ollama',
        baseUrl: 'http://localhost:11434/v1',
        apiKey: '',
        chatModel: 'llama3.2',
        imageModel: '',
      }),
    );
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(access.provider).toMatchObject({ mode: 'account', name: 'Ollama', chatModel: 'llama3.2' });
    expect(access.imageUnavailable).toBe('no-images');
    const client = await access.client();
    expect(client?.baseURL).toBe('http://localhost:11434/v1');

    // Kept under this account's id; removing them goes back to the build's (none here).
    expect(localStorage.getItem(`wp.ai-provider.${session!.user.id}`)).not.toBeNull();
    act(() => writeProviderSettings(session!.user.id, null));
    expect(await screen.findByText('not-configured')).toBeInTheDocument();
  });

  it('builds a client for a direct provider with its address, key and models', async () => {
    await mount(direct);
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(access.provider.mode).toBe('direct');
    expect(access.provider.chatModel).toBe('chat-model');
    const client = await access.client();
    expect(client?.baseURL).toBe('http://127.0.0.1:9/v1');
    expect(client?.apiKey).toBe('dev-key');
  });

  it('needs a signed-in cloud account: a session without a server token (local, demo) gets no client', async () => {
    await mount({ ...direct, mode: 'cloud', apiKey: null });
    expect(await screen.findByText('needs-account')).toBeInTheDocument();
    expect(await access.client()).toBeNull();
  });

  it('fetches the SDK ahead of the first request once a provider is in force, and not before', async () => {
    // A provider that arrives later (settings saved in the page) starts the fetch then.
    function Configurable() {
      const [provider, setProvider] = useState(none);
      return (
        <AiProviderScope provider={provider}>
          <Probe />
          <button type="button" onClick={() => setProvider(direct)}>
            Configure
          </button>
        </AiProviderScope>
      );
    }
    await renderApp(<Configurable />);
    expect(await screen.findByText('not-configured')).toBeInTheDocument();
    expect(preload.calls).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Configure' }));
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(preload.calls).toBe(1);
    expect((await access.client())?.baseURL).toBe('http://127.0.0.1:9/v1');
  });

  it('does not fetch the SDK while the AI is unavailable', async () => {
    await mount({ ...direct, mode: 'cloud', apiKey: null });
    expect(await screen.findByText('needs-account')).toBeInTheDocument();
    expect(preload.calls).toBe(0);
  });
});
