import type { Block } from './types';

/** Minutes to read at about 225 words a minute, rounded up: the teaser's "N min read". */
export function readingMinutes(blocks: Block[]): number {
  const text = blocks
    .map((b) => {
      if ('items' in b) return b.items.join(' ');
      if (b.kind === 'tip') return `${b.title} ${b.text}`;
      return b.text;
    })
    .join(' ');
  return Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / 225));
}
