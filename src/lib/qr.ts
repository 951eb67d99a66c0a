import qrcode from 'qrcode-generator';

/** The dark modules of a QR code for `text` (error correction M: a printed card survives a smudge). */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}

/** One SVG path for all dark modules, in module units (the quiet zone is the caller's margin). */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = '';
  matrix.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
  return d;
}

/** A PNG of the code for printing: `scale` pixels per module and a four-module quiet zone, black on white. */
export async function qrPng(text: string, scale = 16): Promise<Blob> {
  const matrix = qrMatrix(text);
  const size = (matrix.length + 8) * scale;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the QR code.');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = '#000000';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => dark && ctx.fillRect((x + 4) * scale, (y + 4) * scale, scale, scale)),
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The QR code could not be saved.'))),
      'image/png',
    ),
  );
}
