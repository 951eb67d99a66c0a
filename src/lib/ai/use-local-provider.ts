import { useEffect, useState } from 'react';
import { mayProbeUnasked, pickChatModel, pickImageModel, probeOnce, type FoundProvider } from './probe';
import type { AiProviderSettings } from './provider-settings';

/**
 * Ollama or LM Studio found running on this computer, looked for once when `enabled` (nothing configured) and
 * the app itself runs on this computer; null until (and unless) one answers.
 */
export function useLocalProviderOffer(enabled: boolean): FoundProvider | null {
  const [found, setFound] = useState<FoundProvider | null>(null);
  useEffect(() => {
    if (!enabled || !mayProbeUnasked()) return;
    let current = true;
    void probeOnce().then((answer) => {
      if (current) setFound(answer);
    });
    return () => {
      current = false;
    };
  }, [enabled]);
  return enabled ? found : null;
}

/** Settings that use a provider the probe found, with one of its models. */
export const settingsForFound = ({ preset, models }: FoundProvider): AiProviderSettings => ({
  preset: preset.id,
  baseUrl: preset.baseUrl,
  apiKey: '',
  chatModel: pickChatModel(models, preset.chatModel),
  imageModel: pickImageModel(models, preset.imageModel),
});
