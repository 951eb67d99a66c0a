import '@fontsource/playfair-display/latin-400.css';
import '@fontsource/playfair-display/latin-700.css';
import '@fontsource/playfair-display/latin-400-italic.css';
import '@fontsource/playfair-display/latin-700-italic.css';
import '@fontsource/great-vibes/latin-400.css';
import '@fontsource/cormorant-garamond/latin-400.css';
import '@fontsource/cormorant-garamond/latin-700.css';
import '@fontsource/cormorant-garamond/latin-400-italic.css';
import '@fontsource/cormorant-garamond/latin-700-italic.css';
import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/montserrat/latin-400-italic.css';
import { FONT_FAMILIES, FONT_STYLES, type FontFamily, type FontStyle } from './design/document';

/**
 * The invitation fonts, self-hosted (no font host at run time, so an exported PNG is never tainted). Only the editor
 * and the public invitation page import this module, so the rest of the app never downloads them. A canvas draws
 * with whatever font is ready when it paints: `loadFonts` waits for the faces a design uses first.
 */
export async function loadFonts(
  used: readonly { fontFamily: FontFamily; fontStyle: FontStyle }[] = FONT_FAMILIES.flatMap((fontFamily) =>
    FONT_STYLES.map((fontStyle) => ({ fontFamily, fontStyle })),
  ),
): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  const faces = new Set(
    used.map((u) => `${u.fontStyle === 'normal' ? '' : `${u.fontStyle} `}20px "${u.fontFamily}"`),
  );
  // A face that fails to load (offline) falls back to its stack: the design still opens.
  await Promise.all([...faces].map((face) => document.fonts.load(face).catch(() => [])));
}
