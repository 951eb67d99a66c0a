import { Info } from 'lucide-react';
import { Link } from 'react-router';
import type { AiUnavailable } from '@/lib/ai/client';
import { cn } from '@/components/ui/cn';
import { paths } from '@/app/paths';

/**
 * Why an AI feature can't work right now, said plainly with what to do about it (DESIGN.md §4): no provider in
 * this build, or cloud mode with the demo account, which signs in without the server and so has no token for
 * the `ai` function.
 */
export function AiUnavailableNotice({
  reason,
  feature,
  consequence,
  className,
}: {
  reason: AiUnavailable;
  /** e.g. "AI planner": "The AI planner needs a signed-in account." */
  feature: string;
  /** e.g. "the AI planner can't reply": "No AI provider is configured, so the AI planner can't reply." */
  consequence: string;
  className?: string;
}) {
  return (
    <div role="status" className={cn('bg-warning-soft text-warning-deep flex gap-3 p-4 text-sm', className)}>
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {reason === 'not-configured' ? (
        <div className="space-y-1">
          <p className="font-semibold">No AI provider is configured, so {consequence}.</p>
          <p>
            To use a local OpenAI-compatible server, set <code>VITE_AI_BASE_URL</code> (and{' '}
            <code>VITE_AI_API_KEY</code> if it needs one) and rebuild. For cloud mode, set{' '}
            <code>VITE_SUPABASE_URL</code> and <code>VITE_SUPABASE_PUBLISHABLE_KEY</code> and deploy the{' '}
            <code>ai</code> Edge Function with its OpenAI key.
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

/** Direct mode talks to a developer's own server with a key in the bundle: fine for development, never for users. */
export function DirectModeNote({ className }: { className?: string }) {
  return (
    <p className={cn('text-subtle-foreground text-xs', className)}>Development setting: direct AI provider</p>
  );
}
