import Konva from 'konva/lib/Core';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { Line as KonvaLine } from 'konva/lib/shapes/Line';
import { useRef } from 'react';
import type { Design, DesignElement } from '../design/document';
import { nodeFrame, topLeftOf, transformOf } from '../design/geometry';
import { clampPosition } from '../design/operations';
import { snap, type Box } from '../design/snapping';
import type { EditorAction } from './actions';

/** Spec §4/§9: a dragged element lifts to 1.1 over 0.1 s. */
const LIFT = { scale: 1.1, seconds: 0.1 };

/** The two snapping guides, drawn by `SnapGuides` and moved here while an element is dragged. */
export type GuideLines = { v: KonvaLine | null; h: KonvaLine | null };

/** A node's box on the card, as snapping sees it: unturned and unlifted. */
const boxOf = (node: Konva.Node): Box => ({
  x: node.x() - node.offsetX(),
  y: node.y() - node.offsetY(),
  width: node.width(),
  height: node.height(),
});

/**
 * What a finger or mouse does to the card's elements, reported as editor actions once a gesture ends: a press
 * selects (Shift adds or removes), a drag lifts the element and snaps it to the card's centre and edges and to the
 * other elements (Alt drags freely), and its place is written on drop; a transform's scale is folded into width,
 * height and font size on `transformend`. Nothing renders while a drag moves: the node and the guides are moved
 * directly.
 */
export function useElementGestures({
  design,
  selection,
  panMode,
  editingId,
  reducedMotion,
  scale,
  dispatch,
}: {
  design: Design;
  selection: readonly string[];
  panMode: boolean;
  editingId: string | null;
  reducedMotion: boolean;
  /** The view's scale: the snapping distance stays the same on screen. */
  scale: number;
  dispatch: (action: EditorAction) => void;
}) {
  const nodes = useRef(new Map<string, Konva.Node>());
  const guides = useRef<GuideLines>({ v: null, h: null });
  const dragTargets = useRef<Box[]>([]);

  const register = (id: string) => (node: Konva.Node | null) => {
    if (node) nodes.current.set(id, node);
    else nodes.current.delete(id);
  };

  const select = (id: string, e: KonvaEventObject<PointerEvent | MouseEvent | TouchEvent>) => {
    const additive = 'shiftKey' in e.evt && e.evt.shiftKey;
    if (additive)
      dispatch({
        type: 'select',
        ids: selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id],
      });
    else if (!selection.includes(id)) dispatch({ type: 'select', ids: [id] });
  };

  const showGuides = (vertical: number[], horizontal: number[]) => {
    const { v, h } = guides.current;
    const reach = 4000;
    v?.setAttrs({
      visible: vertical.length > 0,
      points: vertical.flatMap((x) => [x, -reach, x, reach, x, -reach]),
    });
    h?.setAttrs({
      visible: horizontal.length > 0,
      points: horizontal.flatMap((y) => [-reach, y, reach, y, -reach, y]),
    });
  };

  const onDragStart = (id: string, e: KonvaEventObject<DragEvent>) => {
    const node = e.target;
    dragTargets.current = design.elements
      .filter((el) => el.id !== id)
      .flatMap((el) => {
        const other = nodes.current.get(el.id);
        return other ? [boxOf(other)] : [];
      });
    if (reducedMotion) return;
    new Konva.Tween({ node, duration: LIFT.seconds, scaleX: LIFT.scale, scaleY: LIFT.scale }).play();
  };

  const onDragMove = (e: KonvaEventObject<DragEvent>) => {
    const node = e.target;
    if (e.evt.altKey) return showGuides([], []);
    // Spec: guides to the canvas's centre and edges and to other elements' edges while dragging.
    const snapped = snap(boxOf(node), dragTargets.current, 6 / Math.max(0.25, scale));
    node.position({ x: snapped.x + node.offsetX(), y: snapped.y + node.offsetY() });
    showGuides(snapped.vertical, snapped.horizontal);
  };

  const onDragEnd = (el: DesignElement, e: KonvaEventObject<DragEvent>) => {
    const node = e.target;
    showGuides([], []);
    if (reducedMotion) node.scale({ x: 1, y: 1 });
    else new Konva.Tween({ node, duration: LIFT.seconds, scaleX: 1, scaleY: 1 }).play();
    const to = topLeftOf(el, node.position());
    const at = clampPosition(el, to.x, to.y);
    node.position({ x: at.x + el.width / 2, y: at.y + el.height / 2 });
    dispatch({ type: 'move', id: el.id, x: at.x, y: at.y });
  };

  const onTransformEnd = (el: DesignElement, e: KonvaEventObject<Event>) => {
    const node = e.target;
    const change = transformOf(el, {
      x: node.x(),
      y: node.y(),
      scaleX: node.scaleX(),
      scaleY: node.scaleY(),
      rotation: node.rotation(),
    });
    node.scale({ x: 1, y: 1 });
    dispatch({ type: 'transform', id: el.id, ...change });
  };

  /** The frame and handlers every element's node takes. */
  const common = (el: DesignElement) => ({
    ...nodeFrame(el),
    name: 'element',
    draggable: !panMode && editingId !== el.id,
    onPointerDown: (e: KonvaEventObject<PointerEvent>) => !panMode && select(el.id, e),
    onDragStart: (e: KonvaEventObject<DragEvent>) => onDragStart(el.id, e),
    onDragMove,
    onDragEnd: (e: KonvaEventObject<DragEvent>) => onDragEnd(el, e),
    onTransformEnd: (e: KonvaEventObject<Event>) => onTransformEnd(el, e),
  });

  /** Where `SnapGuides` hands over its two lines. */
  const guide = (axis: keyof GuideLines) => (line: KonvaLine | null) => {
    guides.current[axis] = line;
  };

  return { nodes, guide, register, common };
}
