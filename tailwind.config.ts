// Tailwind 4 reads its theme from CSS (`src/index.css`, `@theme`). This file exists so editors and the
// Prettier plugin find the content roots; the design tokens live in CSS.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
};
