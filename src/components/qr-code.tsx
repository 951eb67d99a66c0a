import { useMemo } from 'react';
import { qrMatrix, qrPath } from '@/lib/qr';

/**
 * A QR code of `text` as an SVG, black on white with its quiet zone: a household's link on a printed card, a couple's
 * upi://pay address on their registry. `data-qr-text` holds exactly what it encodes.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const matrix = useMemo(() => qrMatrix(text), [text]);
  const size = matrix.length + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-text={text}
      viewBox={`-4 -4 ${size} ${size}`}
      className="size-40 rounded bg-card"
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={size} height={size} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}
