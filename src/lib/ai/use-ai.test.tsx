import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderApp } from '../../../tests/render-app';
import { AiProviderScope, useAi, type AiAccess, type AiProvider } from './use-ai';

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
    expect(access.direct).toBe(false);
  });

  it('builds a client for a direct provider with its address, key and models', async () => {
    await mount(direct);
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(access.direct).toBe(true);
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
});
