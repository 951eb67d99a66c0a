/**
 * Links inside content text: `[label](/same-site-path)` or `[label](mailto:address)`. Nothing else is
 * interpreted (no `//host`, no `javascript:`), so content text can never produce an off-site or script link.
 */
export const CONTENT_LINK = /\[([^\]]+)\]\((\/(?!\/)[^)\s]*|mailto:[^)\s]+)\)/g;

/** Content text with its links reduced to their labels (structured data, meta descriptions). */
export const plainText = (text: string) => text.replace(CONTENT_LINK, '$1');
