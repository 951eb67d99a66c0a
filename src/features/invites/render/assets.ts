import type { FilePort } from '@/lib/backend';
import type { Design, ImageSource } from '../design/document';
import { templateById } from '../templates';

/** Spec §3: an image element is loading, loaded or failed. */
export type ImageState =
  { status: 'loading' } | { status: 'loaded'; image: HTMLImageElement } | { status: 'failed' };

export const sourceKey = (src: ImageSource) =>
  src.kind === 'file' ? `file:${src.key}` : `asset:${src.path}`;

/** An image decoded and ready to draw; rejects when the address does not hold one. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
}

/**
 * An image element's bytes as a drawable image: an upload from the file port (through an object URL the caller
 * frees with `release`) or the app's own artwork. Both are same-origin, so the canvas never becomes tainted.
 */
export async function loadSource(src: ImageSource, files: FilePort) {
  if (src.kind === 'asset') return { image: await loadImage(src.path), release: () => undefined };
  const blob = await files.get(src.key);
  if (!blob) throw new Error(`No stored image under ${src.key}`);
  const url = URL.createObjectURL(blob);
  try {
    return { image: await loadImage(url), release: () => URL.revokeObjectURL(url) };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

/** Every image a design draws, and its template's artwork, loaded for an export. Failed ones are left out. */
export async function loadDesignAssets(design: Design, files: FilePort) {
  const template = templateById(design.template);
  const sources = new Map<string, ImageSource>();
  for (const el of design.elements) if (el.type === 'image') sources.set(sourceKey(el.src), el.src);
  const loaded = await Promise.all(
    [...sources].map(async ([key, src]) => [key, await loadSource(src, files).catch(() => null)] as const),
  );
  const images = new Map<string, HTMLImageElement>();
  for (const [key, result] of loaded) if (result) images.set(key, result.image);
  return {
    template: template ? await loadImage(template.previewUrl).catch(() => null) : null,
    images,
    release: () => loaded.forEach(([, result]) => result?.release()),
  };
}
