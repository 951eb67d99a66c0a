import { safeHttpUrl } from './safe-url';

describe('safeHttpUrl', () => {
  it.each(['https://example.com/a?b=1', 'http://shop.example.org', '  https://x.io  '])(
    'keeps http(s) URL %s',
    (url) => {
      expect(safeHttpUrl(url)).toMatch(/^https?:\/\//);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://x.io',
    '//evil.com',
    'example.com',
    '',
    '   ',
    'https://',
  ])('refuses %s', (url) => {
    expect(safeHttpUrl(url)).toBeNull();
  });
});
