import type { Page } from '@playwright/test';

/** The addresses of the scripts `page` loads from now on (the list fills as they arrive). */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  return scripts;
}

/**
 * Which of `markers` (a module's name → a string only that module contains) are in the scripts loaded, sorted: how a
 * spec sees that a library was, or was not, fetched.
 */
export async function loadedModules(page: Page, scripts: string[], markers: Record<string, string>) {
  const found = new Set<string>();
  for (const url of new Set(scripts)) {
    const text = await (await page.request.get(url)).text();
    for (const [name, marker] of Object.entries(markers)) if (text.includes(marker)) found.add(name);
  }
  return [...found].sort();
}
