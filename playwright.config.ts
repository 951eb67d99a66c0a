import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { builds, FAKE_AI_URL, ports } from './e2e/builds.mjs';

/**
 * End-to-end tests run against production builds in Debian's Chromium (never a downloaded browser).
 * Three servers: the fake OpenAI-compatible provider and the two builds e2e/builds.mjs defines (the main local-mode
 * build, AI in direct mode pointed at the fake provider, and an "alt" build with email confirmation on and no AI
 * settings). With E2E_PREBUILT=1 the builds already made (`npm test` makes them once, for `npm run perf` too) are
 * served as they are.
 */
export const ALT_URL = `http://127.0.0.1:${ports.alt}`;
export { FAKE_AI_URL };

/** Specs that measure; they run in the `perf` project only. */
const PERF_SPECS = /-perf\.spec\.ts$/;

/**
 * Debian's Chromium. The tests drive its headless shell (package `chromium-headless-shell`) where it is installed:
 * the full browser's headless mode runs the whole of its browser process, and the shell made the end-to-end run about
 * 7 % quicker on two cores, where the run is bound by the CPU. The benchmark (`perf`) measures in the full browser,
 * as Lighthouse does. `CHROMIUM_PATH` chooses another browser for every project.
 */
const FULL_BROWSER = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const testBrowser = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
const perfBrowser = process.env.CHROMIUM_PATH ?? FULL_BROWSER;

const launch = (executablePath: string) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
});
const launchOptions = launch(testBrowser);
/** For a spec that needs what only the full browser does (browser notifications: the shell denies them all). */
export const fullBrowserLaunchOptions = launch(perfBrowser);

const preview = (name: keyof typeof builds) => {
  const { outDir, port } = builds[name];
  const serve = `./node_modules/.bin/vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`;
  return {
    command: process.env.E2E_PREBUILT ? serve : `node scripts/build-e2e.mjs ${name} && ${serve}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
  };
};

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The longest flows (four 600,000-round password hashes and two browser restarts; a vendor's contract round trip)
  // take about 35 s on two busy cores: the limit leaves them room and still stops a hung test within a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${ports.app}`,
    // Recording a trace for every test made each one a third slower on two cores; a failure is retried (in CI)
    // with a trace, and `--trace on` records one locally.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole build (about 260 files) in every context that reaches idle: each test
    // would download the app again and fill a cache it never uses. Its own tests (data-safety.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, testIgnore: PERF_SPECS },
    {
      name: 'mobile',
      // A 390 px phone (the width the issues name) with touch and a phone's user agent, at one device pixel per
      // CSS pixel: Pixel 7's 2.6 would make every paint and screenshot about seven times the work in software
      // rendering, and layout does not depend on it. The quality walk also narrows it to 360 px.
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        browserName: 'chromium',
        launchOptions,
      },
      // Only tests tagged `onPhones` (e2e/support/projects.ts): what differs on a phone, and each tool's main flow.
      grep: /@phone/,
      testIgnore: PERF_SPECS,
    },
    {
      // Input latency, first screens and frame rates measured in the browser with large weddings. Part of the
      // benchmark (`npm run perf` runs it after Lighthouse), not of `npm test`: its figures move with the host, so they
      // are reported, never gated. One at a time, so nothing else competes for the two cores while they measure.
      name: 'perf',
      use: { ...devices['Desktop Chrome'], launchOptions: fullBrowserLaunchOptions },
      testMatch: PERF_SPECS,
      workers: 1,
    },
  ],
  webServer: [
    {
      command: `node e2e/fixtures/fake-openai.mjs --port ${ports.ai}`,
      url: `${FAKE_AI_URL}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    preview('app'),
    preview('alt'),
  ],
});
