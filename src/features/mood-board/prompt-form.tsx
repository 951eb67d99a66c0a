import { Sparkles, Wand2 } from 'lucide-react';
import { useId, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/field';
import { STYLE_PROMPTS } from './model';

/**
 * The prompt, the six style prompts, Generate, the error box and the rate-limit countdown. Spec §5: Generate is
 * enabled only for a non-blank prompt, with no request running and no rate-limit block.
 */
export function PromptForm({
  value,
  onChange,
  onGenerate,
  generating,
  rateLimited,
  secondsLeft,
  error,
  disabled,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  onGenerate: () => void;
  generating: boolean;
  rateLimited: boolean;
  secondsLeft: number;
  error: string | null;
  /** No AI provider: the form is shown but can't be used. */
  disabled: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const canGenerate = !disabled && value.trim() !== '' && !generating && !rateLimited;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canGenerate) onGenerate();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter submits, Shift+Enter makes a new line; never mid-composition (IME input).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <Card className="space-y-4">
      <form onSubmit={submit} className="space-y-3" aria-label="Generate a mood board">
        <label htmlFor={`${id}-prompt`} className="block font-medium text-foreground">
          Describe your dream wedding style
        </label>
        <Textarea
          id={`${id}-prompt`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          rows={3}
          disabled={disabled}
          placeholder="e.g. An elegant garden wedding with blush roses, candlelight and soft golden-hour light"
          aria-describedby={error ? `${id}-error` : undefined}
          className="resize-y"
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={!canGenerate}
            aria-describedby={rateLimited ? `${id}-countdown` : undefined}
          >
            {generating ? (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-primary-foreground/40 border-t-primary-foreground"
              />
            ) : (
              <Wand2 aria-hidden="true" />
            )}
            Generate
          </Button>
          {rateLimited && (
            <p id={`${id}-countdown`} className="text-sm font-medium text-copy">
              You can generate again in <span className="tabular-nums">{secondsLeft}</span>{' '}
              {secondsLeft === 1 ? 'second' : 'seconds'}.
            </p>
          )}
        </div>
        {error && (
          <div
            id={`${id}-error`}
            role="alert"
            className="rounded-lg border border-destructive-border bg-destructive-soft p-3 text-sm text-destructive-text"
          >
            {error}
          </div>
        )}
        {children}
      </form>
      <div>
        <p id={`${id}-styles`} className="mb-2 flex items-center gap-1 text-sm font-medium text-copy">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          Try a style
        </p>
        <div
          role="group"
          aria-labelledby={`${id}-styles`}
          className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
        >
          {STYLE_PROMPTS.map((style) => (
            <button
              key={style.label}
              type="button"
              disabled={disabled}
              onClick={() => onChange(style.prompt)}
              className="min-h-10 rounded-full border border-input bg-card px-3 py-1 text-sm leading-tight font-medium text-copy hover:border-primary hover:bg-accent disabled:pointer-events-none disabled:opacity-50 sm:px-4"
            >
              {style.label}
            </button>
          ))}
        </div>
      </div>
    </Card>
  );
}
