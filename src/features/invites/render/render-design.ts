import Konva from 'konva/lib/Core';
import { RGBA } from 'konva/lib/filters/RGBA';
import { Image as KonvaImage } from 'konva/lib/shapes/Image';
import { Rect } from 'konva/lib/shapes/Rect';
import { Text } from 'konva/lib/shapes/Text';
import type { FilePort } from '@/lib/backend';
import { CANVAS_HEIGHT, CANVAS_WIDTH, type Design } from '../design/document';
import {
  EXPORTS,
  fitInside,
  nodeFrame,
  TEMPLATE_OPACITY,
  textAttrs,
  tintFilter,
  type ExportKind,
} from '../design/geometry';
import { loadFonts } from '../fonts';
import { loadDesignAssets, sourceKey } from './assets';

/**
 * Renders a design to a PNG off screen, from the document alone: the same node attributes the editor draws
 * (design/geometry.ts), without selection handles, guides, zoom or pan. Used for both downloads and for the image
 * the public invitation page shows.
 */
function drawPage(
  design: Design,
  assets: { template: HTMLImageElement | null; images: Map<string, HTMLImageElement> },
  pixelRatio: number,
): HTMLCanvasElement {
  const stage = new Konva.Stage({
    container: document.createElement('div'),
    width: CANVAS_WIDTH,
    height: CANVAS_HEIGHT,
  });
  try {
    const layer = new Konva.Layer({ listening: false });
    stage.add(layer);
    layer.add(new Rect({ width: CANVAS_WIDTH, height: CANVAS_HEIGHT, fill: design.background }));
    if (assets.template)
      layer.add(
        new KonvaImage({
          image: assets.template,
          width: CANVAS_WIDTH,
          height: CANVAS_HEIGHT,
          opacity: TEMPLATE_OPACITY,
        }),
      );
    for (const el of design.elements) {
      if (el.type === 'text') layer.add(new Text(textAttrs(el)));
      else {
        // A failed image is marked in the editor; an export leaves it out rather than print a placeholder.
        const image = assets.images.get(sourceKey(el.src));
        if (!image) continue;
        const node = new KonvaImage({ ...nodeFrame(el), image, width: el.width, height: el.height });
        layer.add(node);
        const tint = tintFilter(el);
        if (tint) {
          // The same RGBA filter the editor draws with, cached at the export's resolution.
          node.filters([RGBA]);
          node.red(tint.red).green(tint.green).blue(tint.blue).alpha(tint.alpha);
          node.cache({ pixelRatio });
        }
      }
    }
    layer.draw();
    return stage.toCanvas({ pixelRatio });
  } finally {
    stage.destroy();
  }
}

const toPng = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))),
      'image/png',
    ),
  );

export async function renderDesign(design: Design, files: FilePort, kind: ExportKind): Promise<Blob> {
  const [assets] = await Promise.all([
    loadDesignAssets(design, files),
    loadFonts(design.elements.flatMap((el) => (el.type === 'text' ? [el] : []))),
  ]);
  try {
    const { width, height } = EXPORTS[kind];
    const place = fitInside({ width, height });
    const page = drawPage(design, assets, place.scale);
    if (page.width === width && page.height === height) return await toPng(page);
    // The print card is wider than the canvas (7:5 against 4:3): the design is centred and the margins take the
    // colour of its own edge, so the card reads as one sheet.
    const out = document.createElement('canvas');
    out.width = width;
    out.height = height;
    const ctx = out.getContext('2d')!;
    const [r, g, b] = page.getContext('2d')!.getImageData(0, Math.floor(page.height / 2), 1, 1).data;
    ctx.fillStyle = `rgb(${r}, ${g}, ${b})`;
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(page, Math.round(place.x), Math.round(place.y));
    return await toPng(out);
  } finally {
    assets.release();
  }
}
