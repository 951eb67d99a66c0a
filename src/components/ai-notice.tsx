import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { AiUnavailable } from '@/lib/ai/client';
import { writeProviderSettings } from '@/lib/ai/provider-store';
import type { AiProvider } from '@/lib/ai/provider-settings';
import { settingsForFound, useLocalProviderOffer } from '@/lib/ai/use-local-provider';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';

const settingsLink = paths.settings({ tab: 'ai' });

/**
 * Why an AI feature can't work right now, said plainly with what to do about it (docs/architecture.md §4): no
 * provider yet (choose one in Settings, or use the Ollama or LM Studio found on this computer), a provider that
 * makes no images (the mood board), or cloud mode with the demo account, which signs in without the server and
 * so has no token for the `ai` function.
 */
export function AiUnavailableNotice({
  reason,
  feature,
  consequence,
  provider,
  className,
}: {
  reason: AiUnavailable;
  /** e.g. "AI planner": "The AI planner needs a signed-in account." */
  feature: string;
  /** e.g. "the AI planner can't reply": "No AI provider is configured, so the AI planner can't reply." */
  consequence: string;
  /** The provider in force (for a provider without images). */
  provider?: AiProvider;
  className?: string;
}) {
  return (
    <div role="status" className={cn('flex gap-3 bg-warning-soft p-4 text-sm text-warning-deep', className)}>
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {reason === 'not-configured' ? (
        <NotConfigured consequence={consequence} />
      ) : reason === 'no-images' ? (
        <div className="space-y-1">
          <p className="font-semibold">
            {provider?.name ?? 'Your AI provider'} can&apos;t make images, so {consequence}.
          </p>
          {provider?.imagesNote && <p>{provider.imagesNote}</p>}
          <p>
            <Link to={settingsLink} className="font-medium underline">
              Choose an image model or another provider
            </Link>{' '}
            in Settings.
          </p>
        </div>
      ) : (
        <div className="space-y-1">
          <p className="font-semibold">The {feature} needs a signed-in account.</p>
          <p>
            The demo account works without our server, so it can't use the AI.{' '}
            <Link to={paths.signup()} className="font-medium underline">
              Create a free account
            </Link>{' '}
            or{' '}
            <Link to={paths.login()} className="font-medium underline">
              sign in
            </Link>{' '}
            to use it.
          </p>
        </div>
      )}
    </div>
  );
}

function NotConfigured({ consequence }: { consequence: string }) {
  const { user } = useAuth();
  const found = useLocalProviderOffer(true);
  return (
    <div className="space-y-2">
      <p className="font-semibold">No AI provider is configured, so {consequence}.</p>
      <p>
        <Link to={settingsLink} className="font-medium underline">
          Set up an AI provider
        </Link>{' '}
        in Settings: OpenAI or OpenRouter with your own key, or a model running on this computer with Ollama
        or LM Studio.
      </p>
      {found && found.models.length > 0 && user && (
        <div className="flex flex-wrap items-center gap-3">
          <p>
            {found.preset.name} is running on this computer ({found.models.length}{' '}
            {found.models.length === 1 ? 'model' : 'models'}).
          </p>
          <Button size="sm" onClick={() => writeProviderSettings(user.id, settingsForFound(found))}>
            Use {found.preset.name}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Which provider answers, under the AI tools: the build's direct provider is a development setting (its key is in
 * the bundle); the couple's own provider is named, with a way to change it.
 */
export function AiProviderNote({ provider, className }: { provider: AiProvider; className?: string }) {
  if (provider.mode === 'direct')
    return (
      <p className={cn('text-xs text-subtle-foreground', className)}>
        Development setting: direct AI provider
      </p>
    );
  if (provider.mode !== 'account') return null;
  return (
    <p className={cn('text-xs text-subtle-foreground', className)}>
      AI provider: {provider.name} · {provider.chatModel} ·{' '}
      <Link to={settingsLink} className="underline">
        Change
      </Link>
    </p>
  );
}
