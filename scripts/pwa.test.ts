import { describe, expect, it } from 'vitest';
import { pageAddresses } from './pwa.mjs';

describe('the service worker’s precache list', () => {
  it('keeps each prerendered page under the address it is visited at, and everything else as it is', () => {
    const entries = [
      { url: 'index.html', revision: 'a' },
      { url: 'app.html', revision: 'b' },
      { url: 'budget/index.html', revision: 'c' },
      { url: 'blog/first-steps/index.html', revision: 'd' },
      { url: 'assets/budget-page-x1.js', revision: null },
      { url: 'templates/index.html.png', revision: 'e' },
    ];
    expect(pageAddresses(entries)).toEqual([
      { url: 'index.html', revision: 'a' },
      { url: 'app.html', revision: 'b' },
      { url: 'budget', revision: 'c' },
      { url: 'blog/first-steps', revision: 'd' },
      { url: 'assets/budget-page-x1.js', revision: null },
      { url: 'templates/index.html.png', revision: 'e' },
    ]);
  });
});
