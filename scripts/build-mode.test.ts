// @vitest-environment node
// The browser config (imported below to check the two agree) reads import.meta.env: bring its typings.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../src/vite-env.d.ts" />
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/lib/config';
import { buildModePlugin, isCloud, MISSING_MODE, productionMode } from './build-mode.mjs';

const cloud = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
};

describe('productionMode', () => {
  it('refuses a production build without mode settings, saying how to choose', () => {
    expect(() => productionMode({})).toThrow(MISSING_MODE);
    expect(MISSING_MODE).toMatch(/VITE_MODE=local/);
    expect(MISSING_MODE).toMatch(/VITE_SUPABASE_PUBLISHABLE_KEY/);
  });

  it('VITE_MODE=local accepts local mode; the Supabase variables (new or legacy key) mean cloud', () => {
    expect(productionMode({ VITE_MODE: 'local' })).toBe('local');
    expect(productionMode(cloud)).toBe('cloud');
    expect(
      productionMode({ VITE_SUPABASE_URL: cloud.VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: 'eyJ.anon' }),
    ).toBe('cloud');
    expect(productionMode({ ...cloud, VITE_MODE: 'cloud' })).toBe('cloud');
  });

  it('refuses half a cloud setup and contradictions instead of quietly building local mode', () => {
    expect(() => productionMode({ VITE_SUPABASE_URL: cloud.VITE_SUPABASE_URL })).toThrow(
      /the key is missing/,
    );
    expect(() => productionMode({ VITE_SUPABASE_PUBLISHABLE_KEY: 'k' })).toThrow(
      /VITE_SUPABASE_URL is missing/,
    );
    expect(() => productionMode({ VITE_MODE: 'cloud' })).toThrow(/Cloud mode needs/);
    expect(() => productionMode({ ...cloud, VITE_MODE: 'local' })).toThrow(/unset one or the other/);
    expect(() => productionMode({ VITE_MODE: 'prod' })).toThrow(/must be "local" or "cloud"/);
  });

  it('agrees with the browser’s own reading of the mode (src/lib/config.ts)', () => {
    for (const env of [
      {},
      cloud,
      { VITE_SUPABASE_URL: cloud.VITE_SUPABASE_URL },
      { VITE_SUPABASE_URL: cloud.VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: 'a' },
      { VITE_SUPABASE_ANON_KEY: 'a' },
    ]) {
      expect(isCloud(env)).toBe(readConfig(env).mode === 'cloud');
    }
  });
});

describe('buildModePlugin', () => {
  /** Runs the plugin's config hook the way Vite does, for a project whose .env file holds `env`. */
  function configFor(env: Record<string, string>, command: ConfigEnv['command'] = 'build') {
    const root = mkdtempSync(path.join(os.tmpdir(), 'build-mode-'));
    writeFileSync(
      path.join(root, '.env'),
      Object.entries(env)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n'),
    );
    const hook = (buildModePlugin() as Plugin).config as (
      config: UserConfig,
      env: ConfigEnv,
    ) => UserConfig | undefined;
    return () => hook({ root }, { command, mode: 'production' });
  }

  it('fails `vite build` without mode settings, with the message', () => {
    expect(configFor({})).toThrow(MISSING_MODE);
  });

  it('leaves the dev server zero-config', () => {
    expect(configFor({}, 'serve')()).toBeUndefined();
  });

  it('builds local mode when asked, unchanged', () => {
    expect(configFor({ VITE_MODE: 'local', VITE_AI_API_KEY: 'dev-key' })()).toBeUndefined();
  });

  it('a cloud build compiles the direct-mode AI settings out, whatever .env.local holds', () => {
    expect(
      configFor({
        ...cloud,
        VITE_AI_API_KEY: 'sk-left-in-env-local',
        VITE_AI_BASE_URL: 'https://api.openai.com/v1',
      })(),
    ).toEqual({
      define: {
        'import.meta.env.VITE_AI_BASE_URL': 'undefined',
        'import.meta.env.VITE_AI_API_KEY': 'undefined',
      },
    });
  });
});
