import { expect, test } from '@playwright/test';
import {
  axeFindings,
  darkContrastFindings,
  overflowFindings,
  unreachableByKeyboard,
  watchPage,
} from './support/quality';

/**
 * The quality walk's own checks, shown to fail when they should (issue 6, "Must show"): each gets a page with
 * one planted problem and must name it, and the same page without the problem must pass. page.setContent, so no
 * app is involved; runs on both projects in a second or two.
 */

const clean = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Check</title></head><body><main id="main"><h1>Check</h1>
  <button type="button" style="min-height:44px;min-width:44px">Save</button></main></body></html>`;

test.describe('axe check', () => {
  test('passes a clean page', async ({ page }) => {
    await page.setContent(clean);
    expect(await axeFindings(page)).toEqual([]);
  });

  test('names a control without an accessible name (critical)', async ({ page }) => {
    await page.setContent(clean.replace('>Save</button>', '></button>'));
    const found = await axeFindings(page);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^button-name \(critical\)/);
  });

  test('names text under the AA contrast ratio (serious)', async ({ page }) => {
    await page.setContent(
      clean.replace('<h1>Check</h1>', '<h1>Check</h1><p style="color:#bbb;background:#fff">Faint text</p>'),
    );
    expect(await axeFindings(page)).toEqual([expect.stringMatching(/^color-contrast \(serious\)/)]);
  });

  test('includes WCAG 2.2 target-size: a tiny, crowded button fails', async ({ page }) => {
    await page.setContent(
      clean.replace(
        '<button type="button" style="min-height:44px;min-width:44px">Save</button>',
        '<div><button type="button" style="width:12px;height:12px;padding:0;border:0">A</button><button type="button" style="width:12px;height:12px;padding:0;border:0">B</button></div>',
      ),
    );
    expect(await axeFindings(page)).toEqual([expect.stringMatching(/^target-size \(serious\)/)]);
  });
});

test.describe('dark contrast check', () => {
  // The app's own theme script (public/theme.js) puts the dark theme on <html data-theme> when the system is dark.
  const themed = (extra: string) =>
    clean.replace(
      '</head>',
      `<style>[data-theme=dark] body{background:#111;color:#eee}${extra}</style></head>`,
    );

  test('passes a page that reads in both themes', async ({ page }) => {
    await page.setContent(themed(''));
    await page.addScriptTag({ path: 'public/theme.js' });
    expect(await darkContrastFindings(page)).toEqual([]);
  });

  test('names text that reads in light but not in dark', async ({ page }) => {
    await page.setContent(themed('[data-theme=dark] h1{color:#333}'));
    await page.addScriptTag({ path: 'public/theme.js' });
    expect(await axeFindings(page)).toEqual([]);
    expect(await darkContrastFindings(page)).toEqual([expect.stringMatching(/^color-contrast \(serious\)/)]);
  });
});

test.describe('horizontal overflow check', () => {
  test('passes a page that fits 360 px', async ({ page }) => {
    await page.setContent(`${clean}<p style="max-width:100%">Short</p>`);
    expect(await overflowFindings(page, 360)).toEqual([]);
  });

  test('names the element that pokes past the right edge', async ({ page }) => {
    await page.setContent(
      clean.replace('</main>', '<div id="too-wide" style="width:500px">Wide table</div></main>'),
    );
    const found = await overflowFindings(page, 360);
    expect(found[0]).toMatch(/^page is \d+ px wide at a 360 px viewport$/);
    expect(found.slice(1)).toEqual([
      expect.stringMatching(/^<div#too-wide> "Wide table" right edge 5\d\d px$/),
    ]);
  });

  test('allows wide content inside a box that scrolls it', async ({ page }) => {
    await page.setContent(
      clean.replace(
        '</main>',
        '<div style="overflow-x:auto"><div style="width:900px">Scrolls inside</div></div></main>',
      ),
    );
    expect(await overflowFindings(page, 360)).toEqual([]);
  });
});

test.describe('CSP and error watch', () => {
  test('reports a blocked inline script and an uncaught error', async ({ page }) => {
    const watch = await watchPage(page);
    await page.route('http://quality.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'Content-Security-Policy': "script-src 'self'" },
        body: `${clean}<script>document.title = 'ran'</script>`,
      }),
    );
    await page.route('http://quality.test/boom.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'setTimeout(() => { throw new Error("boom") })',
      }),
    );
    await page.goto('http://quality.test/');
    await page.addScriptTag({ url: 'http://quality.test/boom.js' });
    const problems: string[] = [];
    await expect
      .poll(async () => (problems.push(...(await watch.takeProblems())), problems.join('\n')))
      .toMatch(/uncaught: boom/);
    expect(problems).toContainEqual(expect.stringMatching(/^CSP script-src-elem blocked inline/));
    // The policy really held: the inline script did not run.
    expect(await page.title()).toBe('Check');
  });
});

test.describe('keyboard reachability check', () => {
  const controls = `<a href="#a">Link</a><button type="button">Button</button><input aria-label="Field">
    <div role="tablist" aria-label="T"><button role="tab" aria-selected="true">One</button><button role="tab" tabindex="-1">Two</button></div>`;

  test('passes when Tab reaches every control (a roving-tabindex group counts once)', async ({ page }) => {
    await page.setContent(`<main>${controls}</main>`);
    // Focus starts elsewhere (as after a click): the check must still go round from the top.
    await page.getByRole('button', { name: 'Button' }).click();
    expect(await unreachableByKeyboard(page)).toEqual([]);
  });

  test('names a click-only control Tab never reaches', async ({ page }) => {
    await page.setContent(`<main>${controls}<div role="button" onclick="void 0">Fake button</div></main>`);
    expect(await unreachableByKeyboard(page)).toEqual(['<div role=button> "Fake button"']);
  });

  test('names a native control taken out of the tab order', async ({ page }) => {
    await page.setContent(`<main>${controls}<button type="button" tabindex="-1">Skipped</button></main>`);
    expect(await unreachableByKeyboard(page)).toEqual(['<button> "Skipped"']);
  });
});
