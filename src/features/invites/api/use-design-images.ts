import { useEffect, useRef, useState } from 'react';
import { useUserBackend } from '@/lib/auth';
import type { Design, ImageSource } from '../design/document';
import { loadImage, loadSource, sourceKey, type ImageState } from '../render/assets';
import { templateById } from '../templates';

/**
 * The images a design draws, loaded as they appear (an upload, an undo that brings one back): each is loading,
 * loaded or failed (spec §3/§8: a failure is marked, and the canvas shows a placeholder). Object URLs are freed
 * when the editor closes.
 */
export function useDesignImages(design: Design) {
  const { files } = useUserBackend();
  const [states, setStates] = useState<ReadonlyMap<string, ImageState>>(new Map());
  const started = useRef(new Map<string, () => void>());

  useEffect(() => {
    const wanted = new Map<string, ImageSource>();
    for (const el of design.elements) if (el.type === 'image') wanted.set(sourceKey(el.src), el.src);
    for (const [key, src] of wanted) {
      if (started.current.has(key)) continue;
      started.current.set(key, () => undefined);
      setStates((s) => new Map(s).set(key, { status: 'loading' }));
      loadSource(src, files).then(
        ({ image, release }) => {
          started.current.set(key, release);
          setStates((s) => new Map(s).set(key, { status: 'loaded', image }));
        },
        () => setStates((s) => new Map(s).set(key, { status: 'failed' })),
      );
    }
  }, [design.elements, files]);

  useEffect(() => {
    const loaded = started.current;
    return () => loaded.forEach((release) => release());
  }, []);

  return states;
}

/** The template's artwork for the canvas background; null until loaded, or if it cannot be. */
export function useTemplateImage(templateId: string | null) {
  const [image, setImage] = useState<{ id: string; image: HTMLImageElement } | null>(null);
  const template = templateById(templateId);
  useEffect(() => {
    if (!template) return;
    let live = true;
    loadImage(template.previewUrl).then(
      (loaded) => live && setImage({ id: template.id, image: loaded }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [template]);
  return template && image?.id === template.id ? image.image : null;
}
