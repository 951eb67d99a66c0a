import Konva from 'konva/lib/Core';
import type { Transformer as KonvaTransformer } from 'konva/lib/shapes/Transformer';
import { useEffect, useRef, type RefObject } from 'react';
import type { Design } from '../design/document';
import { elementById } from '../design/operations';

const FADE_IN_DELAY_MS = 50;

const ALL_ANCHORS = [
  'top-left',
  'top-center',
  'top-right',
  'middle-right',
  'middle-left',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];
// Text grows from its corners, keeping its shape, so its font can follow (spec §4).
const CORNER_ANCHORS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/**
 * What the selection shows on the canvas, drawn straight onto the Konva nodes: the transformer's handles around the
 * selected elements (none on a text being edited), the short bounce-in of a newly selected element, and the fade-in
 * of new text (spec §4).
 */
export function useSelectionEffects({
  transformerRef,
  nodes,
  design,
  selection,
  editingId,
  fadeInId,
  reducedMotion,
}: {
  transformerRef: RefObject<KonvaTransformer | null>;
  nodes: RefObject<Map<string, Konva.Node>>;
  design: Design;
  selection: readonly string[];
  editingId: string | null;
  fadeInId: string | null;
  reducedMotion: boolean;
}) {
  useEffect(() => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    const selected = selection.filter((id) => id !== editingId).flatMap((id) => nodes.current.get(id) ?? []);
    transformer.nodes(selected);
    const only = selected.length === 1 ? elementById(design, selection[0] ?? null) : null;
    transformer.setAttrs({
      resizeEnabled: selected.length === 1,
      rotateEnabled: selected.length === 1,
      enabledAnchors: only?.type === 'text' ? CORNER_ANCHORS : ALL_ANCHORS,
    });
    transformer.getLayer()?.batchDraw();
  }, [transformerRef, nodes, selection, design, editingId]);

  // Spec §4: selecting shows the handles with a short bounce-in.
  const previous = useRef<readonly string[]>([]);
  useEffect(() => {
    const added = selection.filter((id) => !previous.current.includes(id));
    previous.current = selection;
    if (reducedMotion || added.length !== 1) return;
    const node = nodes.current.get(added[0]!);
    if (!node || node.isDragging()) return;
    node.scale({ x: 0.94, y: 0.94 });
    const tween = new Konva.Tween({
      node,
      duration: 0.25,
      scaleX: 1,
      scaleY: 1,
      easing: Konva.Easings.BackEaseOut,
    });
    tween.play();
    return () => {
      tween.destroy();
      if (!node.isDragging()) node.scale({ x: 1, y: 1 });
    };
  }, [nodes, selection, reducedMotion]);

  // Spec §4: new text starts at opacity 0 and fades in after 50 ms.
  useEffect(() => {
    if (!fadeInId || reducedMotion) return;
    const node = nodes.current.get(fadeInId);
    const el = elementById(design, fadeInId);
    if (!node || !el) return;
    node.opacity(0);
    let tween: Konva.Tween | null = null;
    const timer = setTimeout(() => {
      tween = new Konva.Tween({ node, duration: 0.3, opacity: el.opacity, easing: Konva.Easings.EaseOut });
      tween.play();
    }, FADE_IN_DELAY_MS);
    return () => {
      clearTimeout(timer);
      tween?.destroy();
      node.opacity(el.opacity);
    };
    // Only a new fade-in id starts one; later changes to the design must not restart it.
  }, [fadeInId, reducedMotion]); // eslint-disable-line react-hooks/exhaustive-deps
}
