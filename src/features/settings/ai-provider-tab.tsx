import { zodResolver } from '@hookform/resolvers/zod';
import { PlugZap, Search } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Button } from '@/components/ui/button';
import { Field, Input, NativeSelect, UrlInput } from '@/components/ui/field';
import { createAiClient } from '@/lib/ai/client';
import { pickChatModel, pickImageModel, probeOnce, type FoundProvider } from '@/lib/ai/probe';
import {
  AI_PRESETS,
  aiProviderSettingsSchema,
  BASE_URL_MAX,
  defaultSettings,
  presetById,
  providerInForce,
  type AiPresetId,
  type AiProvider,
} from '@/lib/ai/provider-settings';
import { useProviderSettings, writeProviderSettings } from '@/lib/ai/provider-store';
import { settingsForFound, useLocalProviderOffer } from '@/lib/ai/use-local-provider';
import { useAuth } from '@/lib/auth';
import { config } from '@/lib/config';

type Values = z.input<typeof aiProviderSettingsSchema>;
type Outcome = { ok: boolean; message: string } | null;

/** The most models a connection test lists (a provider like OpenRouter serves hundreds). */
const MODELS_SHOWN = 500;

/** What went wrong reaching a server, in words that say what to do. */
export function connectionProblem(error: unknown, baseUrl: string): string {
  const status = (error as { status?: unknown } | null)?.status;
  const host = URL.canParse(baseUrl) ? new URL(baseUrl).host : baseUrl;
  if (status === 401 || status === 403)
    return `${host} refused the API key (HTTP ${status}). Check the key and try again.`;
  if (status === 404)
    return `No OpenAI-compatible API answered at this address (HTTP 404). The address usually ends in /v1.`;
  if (typeof status === 'number')
    return `${host} answered with an error (HTTP ${status}). Try again in a moment.`;
  return `Couldn't reach ${host}. Is the server running, and does it accept requests from this site? LM Studio: turn on CORS in its server settings. Ollama: allow this site with OLLAMA_ORIGINS.`;
}

/** Which provider answers now, in words. */
function inForceText(provider: AiProvider): string {
  if (provider.mode === 'account') return `${provider.name}, chat model ${provider.chatModel}.`;
  if (provider.mode === 'direct')
    return `this build's default server (${provider.baseUrl}), chat model ${provider.chatModel}.`;
  return 'none yet: the AI planner and the mood board are off until you choose one.';
}

/**
 * Settings → AI Provider. Local mode: the couple's own OpenAI-compatible server (presets for OpenAI, OpenRouter,
 * Ollama and LM Studio), a connection test that lists the server's models and picks one, kept in this browser for
 * this account only. Cloud mode: the app's own `ai` function is the only way, and the tab says so.
 */
export function AiProviderTab() {
  if (config.mode === 'cloud')
    return (
      <div className="space-y-2 text-sm text-muted-foreground">
        <h2 className="text-lg font-semibold text-foreground">AI Provider</h2>
        <p>
          The AI planner and the mood board go through this app&apos;s own server, which holds the AI
          provider&apos;s key and chooses the models. There is nothing to set up here: your key never needs to
          leave you, and none is asked for.
        </p>
      </div>
    );
  return <LocalAiProvider />;
}

function LocalAiProvider() {
  const { user } = useAuth();
  const userId = user!.id;
  const stored = useProviderSettings(userId);
  const inForce = providerInForce(config.ai, stored);
  const form = useForm<Values, unknown, z.output<typeof aiProviderSettingsSchema>>({
    resolver: zodResolver(aiProviderSettingsSchema),
    defaultValues: stored ?? defaultSettings(config.ai),
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control });
  const preset = presetById((values.preset ?? 'custom') as AiPresetId);
  const [models, setModels] = useState<string[] | null>(null);
  const [testing, setTesting] = useState(false);
  const [test, setTest] = useState<Outcome>(null);
  const [saved, setSaved] = useState<Outcome>(null);
  const [looking, setLooking] = useState(false);
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const nothingSet = !stored && config.ai.mode === 'none';
  const offer = useLocalProviderOffer(nothingSet);

  const changed = () => setSaved(null);

  const choosePreset = (id: AiPresetId) => {
    const next = presetById(id);
    // A key belongs to one provider: it is never carried over to another's address.
    form.reset(
      {
        preset: id,
        baseUrl: next.baseUrl,
        apiKey: '',
        chatModel: next.chatModel,
        imageModel: next.imageModel,
      },
      { keepDefaultValues: true },
    );
    setModels(null);
    setTest(null);
    changed();
  };

  const takeFound = (found: FoundProvider) => {
    form.reset(settingsForFound(found), { keepDefaultValues: true });
    setModels(found.models);
    setTest({
      ok: true,
      message: `${found.preset.name} is running on this computer with ${found.models.length} ${found.models.length === 1 ? 'model' : 'models'}. Save to use it.`,
    });
    changed();
  };

  const testConnection = async () => {
    setTest(null);
    if (!(await form.trigger(['baseUrl', 'apiKey']))) return;
    const parsed = z.pick(aiProviderSettingsSchema, { baseUrl: true, apiKey: true }).parse(form.getValues());
    setTesting(true);
    try {
      const client = await createAiClient(null, {
        mode: 'account',
        baseUrl: parsed.baseUrl,
        apiKey: parsed.apiKey || 'not-needed',
        chatModel: '',
        imageModel: '',
      });
      const ids: string[] = [];
      // A quick answer matters more here than the SDK's patient retries.
      for await (const model of client!.models.list({ maxRetries: 0, timeout: 15_000 })) {
        ids.push(model.id);
        if (ids.length >= MODELS_SHOWN) break;
      }
      ids.sort((a, b) => a.localeCompare(b));
      const current = form.getValues();
      const chatModel = pickChatModel(ids, current.chatModel);
      const imageModel =
        preset.imagesNote && !current.imageModel ? '' : pickImageModel(ids, current.imageModel);
      form.setValue('chatModel', chatModel, { shouldValidate: true });
      form.setValue('imageModel', imageModel);
      setModels(ids);
      changed();
      setTest(
        ids.length
          ? {
              ok: true,
              message: `Connected. The server offers ${ids.length} ${ids.length === 1 ? 'model' : 'models'}; chat model: ${chatModel}.`,
            }
          : {
              ok: false,
              message: 'Connected, but the server offers no models. Load or download one, then test again.',
            },
      );
    } catch (error) {
      setModels(null);
      setTest({ ok: false, message: connectionProblem(error, parsed.baseUrl) });
    } finally {
      setTesting(false);
    }
  };

  const lookOnThisComputer = async () => {
    setLooking(true);
    setLookedUp(null);
    const found = await probeOnce();
    setLooking(false);
    if (found) takeFound(found);
    else setLookedUp('Neither Ollama (port 11434) nor LM Studio (port 1234) answered on this computer.');
  };

  const submit = form.handleSubmit((settings) => {
    writeProviderSettings(userId, settings);
    form.reset(settings);
    setSaved({
      ok: true,
      message: `Saved. The AI planner and the mood board now use ${presetById(settings.preset).id === 'custom' ? new URL(settings.baseUrl).host : presetById(settings.preset).name}.`,
    });
  });

  const forget = () => {
    writeProviderSettings(userId, null);
    form.reset(defaultSettings(config.ai));
    setModels(null);
    setTest(null);
    setSaved({
      ok: true,
      message:
        config.ai.mode === 'direct'
          ? "Removed. This build's default server is used again."
          : 'Removed. No AI provider is set up now.',
    });
  };

  const modelField =
    (name: 'chatModel' | 'imageModel', optional: boolean) =>
    (p: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) =>
      models && models.length > 0 ? (
        <NativeSelect {...p} {...form.register(name, { onChange: changed })}>
          {optional && <option value="">None (no mood boards)</option>}
          {values[name] && !models.includes(values[name]!) && (
            <option value={values[name]}>{values[name]} (not on this server)</option>
          )}
          {models.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <Input
          {...p}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          {...form.register(name, { onChange: changed })}
        />
      );

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-foreground">AI Provider</h2>
        <p className="text-sm text-muted-foreground">
          The AI planner and the mood board talk to an OpenAI-compatible server you choose. These settings
          stay in this browser, for this account only; your key goes to that server and nowhere else.
        </p>
        <p role="status" className="text-sm text-foreground">
          <span className="font-medium">In use now:</span> {inForceText(inForce)}
        </p>
      </div>

      {nothingSet && (
        <div className="space-y-2 rounded-lg bg-secondary p-3 text-sm">
          {offer && offer.models.length > 0 ? (
            <div className="flex flex-wrap items-center gap-3">
              <p>
                {offer.preset.name} is running on this computer ({offer.models.length}{' '}
                {offer.models.length === 1 ? 'model' : 'models'}).
              </p>
              <Button size="sm" variant="secondary" onClick={() => takeFound(offer)}>
                Use {offer.preset.name}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p>Running Ollama or LM Studio? The planner can use it.</p>
              <Button
                size="sm"
                variant="secondary"
                disabled={looking}
                onClick={() => void lookOnThisComputer()}
              >
                <Search aria-hidden="true" />
                {looking ? 'Looking...' : 'Look on this computer'}
              </Button>
            </div>
          )}
          {lookedUp && <p role="status">{lookedUp}</p>}
        </div>
      )}

      <form onSubmit={submit} noValidate className="max-w-xl space-y-4">
        <Field label="Provider">
          {(p) => (
            <NativeSelect
              {...p}
              {...form.register('preset', { onChange: (e) => choosePreset(e.target.value as AiPresetId) })}
            >
              {AI_PRESETS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label="Base URL"
          error={errors.baseUrl?.message}
          hint="The address of its OpenAI-compatible API, usually ending in /v1."
        >
          {(p) => (
            <UrlInput
              {...p}
              autoComplete="off"
              spellCheck={false}
              maxLength={BASE_URL_MAX}
              placeholder="https://api.example.com/v1"
              {...form.register('baseUrl', { onChange: changed })}
            />
          )}
        </Field>
        <Field
          label="API key (optional)"
          error={errors.apiKey?.message}
          hint={preset.needsKey ? `${preset.name} needs your API key.` : 'Only if the server asks for one.'}
        >
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete="off"
              spellCheck={false}
              maxLength={500}
              {...form.register('apiKey', { onChange: changed })}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={testing} onClick={() => void testConnection()}>
            <PlugZap aria-hidden="true" />
            {testing ? 'Testing...' : 'Test connection'}
          </Button>
        </div>
        {test && (
          <p
            role={test.ok ? 'status' : 'alert'}
            className={
              test.ok
                ? 'text-sm text-success-text'
                : 'rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text'
            }
          >
            {test.message}
          </p>
        )}
        <Field
          label="Chat model"
          error={errors.chatModel?.message}
          hint="For the planner chat and for turning a mood board's description into a picture prompt."
        >
          {modelField('chatModel', false)}
        </Field>
        <Field
          label="Image model"
          error={errors.imageModel?.message}
          hint={preset.imagesNote ?? 'For the mood board. Leave it empty if the server makes no images.'}
        >
          {modelField('imageModel', true)}
        </Field>
        {saved && (
          <p role="status" className="text-sm text-success-text">
            {saved.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2 border-t border-border pt-4">
          <Button type="submit" disabled={isSubmitting}>
            Save AI Provider
          </Button>
          {stored && (
            <Button variant="secondary" onClick={forget}>
              {config.ai.mode === 'direct' ? "Use this build's default" : 'Remove these settings'}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
