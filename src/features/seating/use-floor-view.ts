import type { KonvaEventObject } from 'konva/lib/Node';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type RefObject,
  type TouchEvent,
} from 'react';
import { usePinch } from '@/lib/use-pinch';
import { PLAN } from './layout';
import type { TableRecord } from './model';
import { contentBox, floorViewReducer, planFit, type View } from './view';

/** The floor plan's height for its width: about 7:10, between 300 and 640 pixels. */
const heightFor = (width: number) => Math.round(Math.min(640, Math.max(300, width * 0.7)));

/**
 * The floor plan's area and view: sized to the width it is given, fitted to the tables until the couple zooms
 * (buttons, keys, Ctrl+wheel, pinch) or pans (a drag of the floor, arrow keys), with a frame (a plain element) around
 * the plan (`frame`) that follows the view, also while the floor is being dragged.
 */
export function useFloorView({
  tables,
  wrap,
  stageRef,
}: {
  tables: readonly TableRecord[];
  wrap: RefObject<HTMLDivElement | null>;
  stageRef: RefObject<KonvaStage | null>;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [{ view }, dispatch] = useReducer(floorViewReducer, { view: null, moved: false });
  const latestTables = useRef(tables);
  useLayoutEffect(() => {
    latestTables.current = tables;
  });

  useLayoutEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const measure = () => {
      const width = Math.round(el.clientWidth);
      const height = heightFor(width);
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [wrap]);

  const fitted = useCallback(
    () => (size.width ? planFit(contentBox(latestTables.current), size.width, size.height) : null),
    [size.width, size.height],
  );

  // Follows the tables (added, moved away) until the couple takes the view in hand.
  const tableCount = tables.length;
  useEffect(() => {
    const next = fitted();
    if (next) dispatch({ type: 'follow', fitted: next });
  }, [fitted, tableCount]);

  const placeFrame = (at: View) => {
    const el = frame.current;
    if (!el) return;
    el.style.left = `${at.x}px`;
    el.style.top = `${at.y}px`;
    el.style.width = `${PLAN.width * at.scale}px`;
    el.style.height = `${PLAN.height * at.scale}px`;
  };
  useLayoutEffect(() => placeFrame(view ?? { x: 0, y: 0, scale: 1 }));

  const pinch = usePinch({
    begin: () => view!,
    pinch: (from, factor, centre) => {
      const box = wrap.current!.getBoundingClientRect();
      dispatch({ type: 'pinch', from, factor, at: { x: centre.x - box.left, y: centre.y - box.top } });
    },
  });

  return {
    size,
    view,
    /** The frame drawn around the plan. */
    frame,
    dispatch,
    placeFrame,
    /** Fit the tables again; the view follows them from here on. */
    fit: () => {
      const next = fitted();
      if (next) dispatch({ type: 'fit', fitted: next });
    },
    zoomBy: (factor: number) =>
      dispatch({ type: 'zoom', factor, at: { x: size.width / 2, y: size.height / 2 } }),
    /** Ctrl+wheel (and a trackpad's pinch) zooms about the pointer; a plain wheel scrolls the page as usual. */
    onWheel: (e: KonvaEventObject<WheelEvent>) => {
      if (!e.evt.ctrlKey || !view) return;
      e.evt.preventDefault();
      const pointer = stageRef.current?.getPointerPosition();
      if (!pointer) return;
      dispatch({ type: 'zoom', factor: e.evt.deltaY < 0 ? 1.1 : 1 / 1.1, at: pointer });
    },
    /** Pinch, read from the page's own touch events (Konva does not report moves while a finger drags the floor). */
    onTouchMove: (e: TouchEvent<HTMLDivElement>) => {
      if (!view || !pinch.move(e.touches)) return;
      const stage = stageRef.current;
      stage?.stopDrag();
      for (const node of stage?.find('Group') ?? []) if (node.isDragging()) node.stopDrag();
    },
    onTouchEnd: pinch.end,
  };
}
