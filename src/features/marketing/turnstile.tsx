import { useEffect, useRef } from 'react';

/** The slice of Cloudflare Turnstile's browser API the contact form uses. */
interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string;
  remove(widgetId: string): void;
}
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

let loading: Promise<TurnstileApi> | null = null;

/** Loads Cloudflare's script once (only on the contact page of a cloud build that configured a site key). */
function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start'));
    script.onerror = () => {
      loading = null;
      reject(new Error('Turnstile could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Cloudflare Turnstile's check that the sender is a person (the `contact` function verifies the token when its
 * TURNSTILE_SECRET_KEY is set). Reports a token, or null when it expires or fails; a token is good for one send,
 * so the form remounts this after each attempt (its `key`).
 */
export function Turnstile({
  siteKey,
  onToken,
}: {
  siteKey: string;
  onToken: (token: string | null) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const report = useRef(onToken);
  useEffect(() => {
    report.current = onToken;
  });

  useEffect(() => {
    let widget: string | null = null;
    let api: TurnstileApi | null = null;
    let cancelled = false;
    loadTurnstile().then(
      (loaded) => {
        if (cancelled || !container.current) return;
        api = loaded;
        widget = loaded.render(container.current, {
          sitekey: siteKey,
          callback: (token) => report.current(token),
          'expired-callback': () => report.current(null),
          'error-callback': () => report.current(null),
        });
      },
      () => report.current(null),
    );
    return () => {
      cancelled = true;
      if (api && widget !== null) api.remove(widget);
    };
  }, [siteKey]);

  return <div ref={container} className="min-h-16" />;
}
