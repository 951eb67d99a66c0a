import { createLucideIcon } from 'lucide-react';

/**
 * Lucide's icons that the seating lists repeat on every row (a grip per unseated guest and household, Move and Unseat
 * per seated guest), each drawn as one path: the same strokes, so the same picture, in two elements instead of up to
 * seven. The rows of a 3,000-guest chart carried about 1,300 of these elements, a third of the tab's, all styled and
 * laid out before its first screen.
 */
const icon = (name: string, d: string) => createLucideIcon(name, [['path', { d, key: name }]]);

/** A dot as lucide draws one: a circle of radius 1 (its stroke makes it a dot). */
const dot = (x: number, y: number) => `M${x - 1} ${y}a1 1 0 1 0 2 0a1 1 0 1 0-2 0`;
/** A circle of radius 4 centred at (9, 7), as in Users and UserMinus. */
const head = 'M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0';
const shoulders = 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2';

/** lucide's GripVertical. */
export const GripVertical = icon(
  'grip-vertical',
  [dot(9, 12), dot(9, 5), dot(9, 19), dot(15, 12), dot(15, 5), dot(15, 19)].join(''),
);
/** lucide's Move. */
export const Move = icon('move', 'M12 2v20M15 19l-3 3-3-3M19 9l3 3-3 3M2 12h20M5 9l-3 3 3 3M9 5l3-3 3 3');
/** lucide's UserMinus. */
export const UserMinus = icon('user-minus', `${shoulders}${head}M22 11h-6`);
/** lucide's Users. */
export const Users = icon(
  'users',
  `${shoulders}M16 3.128a4 4 0 0 1 0 7.744M22 21v-2a4 4 0 0 0-3-3.87${head}`,
);
