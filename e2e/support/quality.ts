import type { AxeResults, Result, RunOptions } from 'axe-core';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

/**
 * The quality checks as functions that return what they found (empty = pass), so the walk asserts on them and
 * the checks' own tests can show that each one catches a planted problem.
 */

/** DESIGN.md §6: WCAG 2.0/2.1 A and AA, plus WCAG 2.2's target-size (24 px or enough spacing). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function axeFindings(page: Page): Promise<string[]> {
  // A full-page scan (target-size measures every control) takes up to ten seconds on two busy cores: the test
  // calling it gets that time on top of its own, so a flow with three scans does not run out of time under load.
  test.info().setTimeout(test.info().timeout + 15_000);
  // From the top of the page, as a visit starts: axe's target-size rule counts a control scrolled under the sticky
  // header as crowded by the header's links, so where the last action left the scroll decided the finding.
  await page.evaluate(() => window.scrollTo(0, 0));
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  // options() replaces the options object and withTags() then adds runOnly; an enabled rule runs whatever its tags.
  // Only violations are collected (passes and incomplete results are never read here), and in legacy mode: the app
  // has no frames, and the default mode opens a blank page per scan to merge frame results. Together they halve a
  // scan's time (measured: 1.9 s to 0.8 s on /features idle, more under load), with the same findings.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
  return describeViolations(results.violations);
}

/** The serious and critical violations, each with up to five of its elements. */
const describeViolations = (violations: Result[]) =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}${v.nodes.length > 5 ? ` (+${v.nodes.length - 5} more)` : ''}`,
    );

/** Entrance animations and colour transitions have finished (colours are measured after them). */
const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => null)),
    ),
  );

/**
 * The page in the light or dark theme, as a browser set so shows it (public/theme.js follows the system's setting),
 * with its colour transitions finished so colours are measured as they end up.
 */
export async function showColorScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, colorScheme);
  await animationsDone(page);
}

/**
 * The colour contrast of the page in the dark theme (axe's color-contrast rule alone: the theme changes colours and
 * nothing else, so the rest of a full scan would only repeat the light one's findings). The page stays dark.
 */
export async function darkContrastFindings(page: Page): Promise<string[]> {
  await showColorScheme(page, 'dark');
  await page.evaluate(() => window.scrollTo(0, 0));
  // With the axe a scan of this page has already put in it: injecting it again costs about 0.3 s a page.
  if (!(await page.evaluate(() => 'axe' in window))) {
    const { default: axe } = await import('axe-core');
    await page.evaluate(axe.source);
  }
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
    });
    return results.violations;
  });
  return describeViolations(violations);
}

/** The page as it stands (an open dialog, a form with errors) has no serious or critical axe violations. */
export async function expectAccessible(page: Page) {
  expect(await axeFindings(page)).toEqual([]);
}

/**
 * Horizontal overflow at `width`: the document may not be wider than the viewport. Names the widest offenders
 * (elements poking past the right edge that are not inside a scrolling or clipping box) to say where to look.
 */
export async function overflowFindings(page: Page, width: number): Promise<string[]> {
  const size = page.viewportSize();
  await page.setViewportSize({ width, height: size?.height ?? 800 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate((w) => {
    const doc = document.documentElement;
    const scrollWidth = Math.max(doc.scrollWidth, document.body.scrollWidth);
    if (scrollWidth <= w && window.innerWidth <= w) return [];
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o !== 'visible') return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}" right edge ${Math.round(el.getBoundingClientRect().right)} px`;
    };
    const offenders = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > w + 1 && !clipped(el))
      // Keep the innermost offenders: an ancestor is only wide because of them.
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map(describe);
    return [`page is ${scrollWidth} px wide at a ${w} px viewport`, ...offenders];
  }, width);
}

/** A full-page screenshot, kept as a file in the test's output folder (test-results/<test>/) and attached to the report. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

export interface PageWatch {
  /** The CSP violations and uncaught errors since the last call (violations only from the current document). */
  takeProblems(): Promise<string[]>;
}

const watches = new WeakMap<Page, PageWatch>();

/**
 * Records Content-Security-Policy violations and uncaught errors on every document the page loads from now on.
 * Once per page: a second call returns the same watch.
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const existing = watches.get(page);
  if (existing) return existing;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(
        `CSP ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}${e.sourceFile ? ` (${e.sourceFile}:${e.lineNumber})` : ''}`,
      );
    });
  });
  const watch: PageWatch = {
    async takeProblems() {
      const csp = await page.evaluate(() => {
        const w = window as unknown as { __cspViolations?: string[] };
        return (w.__cspViolations ?? []).splice(0);
      });
      return [...csp, ...errors.splice(0)];
    },
  };
  watches.set(page, watch);
  return watch;
}

/**
 * Waits until the route has rendered: the layout's main landmark is there (the router renders it once the
 * page's lazy chunk has loaded), no spinner turns in it (its data has arrived), its images have loaded, and
 * entrance animations have finished (colours are measured after them).
 */
export async function settle(page: Page) {
  await page.locator('main#main').waitFor({ state: 'attached' });
  await page
    .waitForFunction(
      () =>
        !document.querySelector('main .animate-spin, main [aria-busy="true"]') &&
        Array.from(document.images).every((img) => img.complete),
      null,
      { timeout: 5000 },
    )
    .catch(() => {});
  await animationsDone(page);
}

/**
 * Every visible control in `scope` that Tab never reaches (empty = all reachable). Tabs once round the whole
 * page from the top, recording what gets focus. Members of a composite widget (tabs, radio group, menu,
 * listbox, toolbar, grid) use a roving tabindex: reaching one member counts for the group, the arrow keys do the
 * rest (operability is each spec's own assertion).
 */
export async function unreachableByKeyboard(page: Page, scope = 'body', maxTabs = 250): Promise<string[]> {
  const total = await page.evaluate((scopeSelector) => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [contenteditable="true"], [tabindex]:not([tabindex="-1"]), [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="switch"], [role="radio"], [role="option"], [role="slider"], [role="combobox"]';
    const visible = (el: Element) =>
      el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) &&
      !el.closest('[aria-hidden="true"], [inert]');
    const enabled = (el: Element) =>
      !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true';
    const root = document.querySelector(scopeSelector) ?? document.body;
    const controls = Array.from(root.querySelectorAll(CONTROLS)).filter((el) => visible(el) && enabled(el));
    document.querySelectorAll('[data-kb]').forEach((el) => el.removeAttribute('data-kb'));
    controls.forEach((el, i) => el.setAttribute('data-kb', String(i)));
    // Start from the very top: Chrome tabs on from the last focused or clicked node, even after blur(), so focus
    // a non-tabbable marker placed first in the body.
    document.querySelector('[data-kb-start]')?.remove();
    const start = document.createElement('span');
    start.setAttribute('data-kb-start', '');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    window.scrollTo(0, 0);
    return controls.length;
  }, scope);
  if (total === 0) return [];

  const reached = new Set<string>();
  let previous: string | null = null;
  let repeats = 0;
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body && !el.hasAttribute('data-kb-start')
        ? (el.closest('[data-kb]')?.getAttribute('data-kb') ?? `other:${el.tagName}`)
        : null;
    });
    // A date input takes a Tab per part (month, day, year), so the same control a few presses running is not the end;
    // focus that stays put longer is stuck.
    repeats = id !== null && id === previous ? repeats + 1 : 0;
    if (repeats > 3) break;
    // Back at a control reached before (out of the page and back to the top): the round is complete.
    if (repeats === 0 && id !== null && reached.has(id) && !id.startsWith('other')) break;
    if (id !== null) reached.add(id);
    previous = id;
  }

  return page.evaluate(
    (ids) => {
      document.querySelector('[data-kb-start]')?.remove();
      const reachedSet = new Set(ids);
      const COMPOSITE =
        '[role="tablist"], [role="radiogroup"], [role="menu"], [role="menubar"], [role="listbox"], [role="toolbar"], [role="grid"], [role="tree"]';
      const describe = (el: Element) => {
        const name = (
          el.getAttribute('aria-label') ??
          el.textContent ??
          (el as HTMLInputElement).placeholder ??
          ''
        )
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        const role = el.getAttribute('role');
        return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${el.id ? ` #${el.id}` : ''}> "${name}"`;
      };
      const all = Array.from(document.querySelectorAll('[data-kb]'));
      const missing = all.filter((el) => {
        if (reachedSet.has(el.getAttribute('data-kb')!)) return false;
        // Inside a reached control (e.g. an icon button inside a link) or containing one.
        if (
          all.some(
            (other) =>
              other !== el &&
              reachedSet.has(other.getAttribute('data-kb')!) &&
              (other.contains(el) || el.contains(other)),
          )
        )
          return false;
        const group = el.closest(COMPOSITE);
        return !(
          group &&
          Array.from(group.querySelectorAll('[data-kb]')).some((m) =>
            reachedSet.has(m.getAttribute('data-kb')!),
          )
        );
      });
      return missing.map(describe);
    },
    [...reached],
  );
}

/** What the page painted first as content (the first largest-contentful-paint candidate): its text, or "the footer". */
export const firstContentPainted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((list) => {
          const first = list.getEntries()[0] as PerformanceEntry & { element: Element | null };
          resolve(first.element?.closest('footer') ? 'the footer' : (first.element?.textContent ?? ''));
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
