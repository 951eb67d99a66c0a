import type OpenAI from 'openai';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { useAuth } from '@/lib/auth';
import { config } from '@/lib/config';
import { aiUnavailable, createAiClient, preloadAiSdk, type AiUnavailable } from './client';
import { providerInForce, type AiProvider } from './provider-settings';
import { useProviderSettings } from './provider-store';

export type { AiProvider };

/**
 * A provider fixed for the pages below (a test's fake server). Without one, the provider in force is worked out
 * from the build and the signed-in account's own settings.
 */
const AiProviderContext = createContext<AiProvider | null>(null);

export function AiProviderScope({ provider, children }: { provider: AiProvider; children: ReactNode }) {
  return <AiProviderContext value={provider}>{children}</AiProviderContext>;
}

export interface AiAccess {
  provider: AiProvider;
  /** Why the AI can't run right now (no provider; cloud without a signed-in account), or null. */
  unavailable: AiUnavailable | null;
  /** Why images can't be made right now: the above, or a provider without an image model. */
  imageUnavailable: AiUnavailable | null;
  /** An SDK client for one request, built with the access token current at that moment (tokens refresh). */
  client: () => Promise<OpenAI | null>;
}

/** The provider in force for the signed-in account: the build's in cloud mode, else their settings or the build's. */
export function useAiProvider(): AiProvider {
  const fixed = useContext(AiProviderContext);
  const { user } = useAuth();
  const stored = useProviderSettings(user?.id ?? null);
  return useMemo(() => fixed ?? providerInForce(config.ai, stored), [fixed, stored]);
}

/**
 * The one place the AI pages learn whether they can use the AI and get a client: it knows the provider, says why
 * the AI is unavailable, and fetches the SDK once the page has painted so the first request does not wait for it.
 */
export function useAi(): AiAccess {
  const provider = useAiProvider();
  const { session } = useAuth();
  const accessToken = session?.accessToken ?? null;
  const unavailable = aiUnavailable(accessToken, provider);
  const imageUnavailable = unavailable ?? (provider.imageModel.trim() === '' ? 'no-images' : null);

  useEffect(() => {
    if (!unavailable) void preloadAiSdk().catch(() => undefined);
  }, [unavailable]);

  const latest = useRef({ accessToken, provider });
  useLayoutEffect(() => {
    latest.current = { accessToken, provider };
  });
  const client = useCallback(() => createAiClient(latest.current.accessToken, latest.current.provider), []);

  return useMemo(
    () => ({ provider, unavailable, imageUnavailable, client }),
    [provider, unavailable, imageUnavailable, client],
  );
}
