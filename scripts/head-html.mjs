// @ts-check
/**
 * Writing a page's title and meta tags into an HTML document: the build's prerendered pages (scripts/prerender.mjs)
 * and the host's link previews of a couple's website (netlify/edge-functions/website-preview) share it. Plain
 * JavaScript with no imports, so Node at build time and the host's Deno runtime both load it as it is.
 */

/** @param {string} text */
export const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The document with `head.title` as its title and each tag in place of the one it has (or added before `</head>`).
 * @param {string} html
 * @param {{ title: string, tags: [string, string, string][] }} head
 */
export function fillHead(html, head) {
  let out = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  for (const [attr, key, content] of head.tags) {
    const tag = `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
    const existing = new RegExp(
      // Whitespace as a formatter leaves it: one line, or one attribute per line.
      `<meta\\s+${attr}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s+content="[^"]*"\\s*/?>`,
    );
    out = existing.test(out)
      ? out.replace(existing, () => tag)
      : out.replace('</head>', () => `    ${tag}\n  </head>`);
  }
  return out;
}
