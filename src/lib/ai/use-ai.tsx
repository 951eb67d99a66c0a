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
import { config, type AppConfig } from '@/lib/config';
import { aiUnavailable, createAiClient, preloadAiSdk, type AiUnavailable } from './client';

/** Where the AI talks to and with which models: cloud (the `ai` Edge Function), direct, or none. */
export type AiProvider = AppConfig['ai'];

/**
 * The provider in force for the pages below it. The build's configuration is the default; a page tree can be
 * given another (per-account provider settings, a test's fake server) by wrapping it in `AiProviderScope`.
 */
const AiProviderContext = createContext<AiProvider>(config.ai);

export function AiProviderScope({ provider, children }: { provider: AiProvider; children: ReactNode }) {
  return <AiProviderContext value={provider}>{children}</AiProviderContext>;
}

export interface AiAccess {
  provider: AiProvider;
  /** Why the AI can't run right now (no provider; cloud without a signed-in account), or null. */
  unavailable: AiUnavailable | null;
  /** A development setup talking straight to the developer's own server. */
  direct: boolean;
  /** An SDK client for one request, built with the access token current at that moment (tokens refresh). */
  client: () => Promise<OpenAI | null>;
}

/**
 * The one place the AI pages learn whether they can use the AI and get a client: it knows the provider, says why
 * the AI is unavailable, and fetches the SDK once the page has painted so the first request does not wait for it.
 */
export function useAi(): AiAccess {
  const provider = useContext(AiProviderContext);
  const { session } = useAuth();
  const accessToken = session?.accessToken ?? null;
  const unavailable = aiUnavailable(accessToken, provider);

  useEffect(() => {
    if (!unavailable) void preloadAiSdk().catch(() => undefined);
  }, [unavailable]);

  const latest = useRef({ accessToken, provider });
  useLayoutEffect(() => {
    latest.current = { accessToken, provider };
  });
  const client = useCallback(() => createAiClient(latest.current.accessToken, latest.current.provider), []);

  return useMemo(
    () => ({ provider, unavailable, direct: !unavailable && provider.mode === 'direct', client }),
    [provider, unavailable, client],
  );
}
