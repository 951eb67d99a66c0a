// @ts-check
/**
 * `local/no-raw-palette`: colour classes name a role (`text-muted-foreground`, `bg-accent`), never a shade of the
 * palette (`text-gray-700`, `bg-brand-50`, `bg-white`, `text-[#333]`). The roles are defined once, in src/index.css,
 * with their values in the light and the dark theme; a raw shade is the same in both and breaks the dark one.
 * Checks every string and template literal, since class lists are built in cva variants, cn() calls and maps.
 */

const UTILITIES =
  'bg|text|border(?:-[xytrblse])?|divide|outline|ring(?:-offset)?|inset-ring|fill|stroke|from|via|to|placeholder|decoration|accent|caret|shadow|inset-shadow|drop-shadow';
const HUES =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|brand';
// A class starts at the start of the string or after white space; variants (`hover:`, `sm:`, `[&_a]:`) and the
// important mark may come first; an opacity (`/60`) may follow.
const RAW_PALETTE = new RegExp(
  String.raw`(?:^|(?<=\s))(?:\S*:)?!?-?(?:${UTILITIES})-(?:(?:${HUES})-\d{2,3}|white|black|\[(?:#|rgba?\(|hsla?\(|oklch\()[^\]\s]*\])(?:\/\d+)?(?=\s|$)`,
  'g',
);

/**
 * The raw palette classes in a piece of text (a string literal's value, a template's raw text).
 * @param {string} text
 */
function rawPaletteClasses(text) {
  return text.match(RAW_PALETTE) ?? [];
}

/** @type {import('eslint').Rule.RuleModule} */
const noRawPalette = {
  meta: {
    type: 'problem',
    docs: { description: 'Colour classes use the semantic tokens of src/index.css, not raw palette shades.' },
    messages: {
      raw: 'Raw palette class "{{name}}": use a semantic colour token (src/index.css), which has a value in the dark theme too.',
    },
    schema: [],
  },
  create(context) {
    /** @param {import('estree').Node} node @param {string} text */
    const check = (node, text) => {
      for (const name of rawPaletteClasses(text)) context.report({ node, messageId: 'raw', data: { name } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.raw);
      },
    };
  },
};

export const localPlugin = { rules: { 'no-raw-palette': noRawPalette } };
