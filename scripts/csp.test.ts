// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  connectOrigins,
  contentSecurityPolicy,
  cspDirectives,
  headersFile,
  headersFor,
  inlineScripts,
} from './csp.mjs';

describe('Content-Security-Policy', () => {
  it("local mode: the couple's own AI provider, set after the build: any https server or any port on this computer", () => {
    expect(contentSecurityPolicy({})).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self'; connect-src 'self' https: http://localhost:* http://127.0.0.1:*; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
    );
  });

  it('never allows inline or evaluated script', () => {
    for (const env of [{}, { VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' }]) {
      const { 'script-src': script, 'default-src': fallback } = cspDirectives(env);
      expect([...script, ...fallback].join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|data:|\*/);
    }
  });

  it('cloud mode: the configured Supabase project (https and its realtime websocket), not the direct AI server', () => {
    const env = {
      VITE_SUPABASE_URL: 'https://abc.supabase.co/',
      VITE_SUPABASE_ANON_KEY: 'anon',
      VITE_AI_BASE_URL: 'http://127.0.0.1:8787/v1',
    };
    expect(connectOrigins(env)).toEqual([
      'https://abc.supabase.co',
      'wss://abc.supabase.co',
      'https://ipapi.co',
    ]);
  });

  it('local direct AI mode: the configured AI base URL and geo URL when the local sources do not cover them already', () => {
    const local = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];
    expect(
      connectOrigins({
        VITE_AI_BASE_URL: 'http://127.0.0.1:8787/v1',
        VITE_GEO_URL: 'http://127.0.0.1:8787/geo',
      }),
    ).toEqual(local);
    expect(
      connectOrigins({
        VITE_AI_BASE_URL: 'https://ai.example.com/v1',
        VITE_GEO_URL: 'https://geo.example.com/json',
      }),
    ).toEqual(local);
    expect(connectOrigins({ VITE_AI_BASE_URL: 'http://192.168.1.20:11434/v1' })).toEqual([
      ...local,
      'http://192.168.1.20:11434',
    ]);
  });

  it('cloud mode keeps its strict list: no https: wildcard and nothing on this computer', () => {
    const connect = cspDirectives({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    })['connect-src'];
    expect(connect).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'wss://abc.supabase.co',
      'https://ipapi.co',
    ]);
  });

  it('a Supabase URL without its anon key is not cloud mode (config.ts agrees): a local build', () => {
    expect(connectOrigins({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toEqual([
      'https:',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
  });

  it('refuses a setting that is not an http(s) URL instead of writing a broken policy', () => {
    expect(() => connectOrigins({ VITE_AI_BASE_URL: 'javascript:alert(1)' })).toThrow(
      /VITE_AI_BASE_URL must be an http\(s\) URL/,
    );
    expect(() => connectOrigins({ VITE_GEO_URL: 'not a url' })).toThrow(/VITE_GEO_URL/);
  });

  it('writes a _headers file that reads back per path', () => {
    const file = headersFile({});
    expect(headersFor(file, '/budget')['Content-Security-Policy']).toBe(contentSecurityPolicy({}));
    expect(headersFor(file, '/budget')['X-Frame-Options']).toBe('DENY');
    expect(headersFor(file, '/budget')['Cache-Control']).toBeUndefined();
    expect(headersFor(file, '/assets/index-abc.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

describe('inline script detection', () => {
  it('passes module scripts with src and JSON data blocks', () => {
    expect(
      inlineScripts(
        '<script type="module" crossorigin src="/assets/index.js"></script><script type="application/ld+json">{"a":1}</script>',
      ),
    ).toEqual([]);
  });

  it('finds inline scripts, inline handlers and javascript: URLs', () => {
    expect(
      inlineScripts(
        '<script>window.x = 1</script><img src=x onerror="alert(1)"><a href="javascript:void 0">x</a>',
      ),
    ).toEqual(['inline <script>: window.x = 1', 'inline handler onerror', 'javascript: URL']);
  });

  it('the app shell (index.html) is clean', async () => {
    const { readFileSync } = await import('node:fs');
    expect(inlineScripts(readFileSync(new URL('../index.html', import.meta.url), 'utf8'))).toEqual([]);
  });
});

describe('image sources', () => {
  it('https images (Supabase Storage, pasted reference images) and a plain-http local AI server, nothing else over http', () => {
    expect(
      cspDirectives({
        VITE_AI_BASE_URL: 'http://127.0.0.1:8787/v1',
        VITE_GEO_URL: 'http://127.0.0.1:9999/geo',
      })['img-src'],
    ).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:8787']);
    expect(
      cspDirectives({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' })[
        'img-src'
      ],
    ).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });
});
