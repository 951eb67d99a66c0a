import Konva from 'konva/lib/Core';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { fitView, panBy, type Point, type View } from '@/lib/viewport';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '../design/document';
import { ZOOM } from '../design/zoom';

const CARD = { x: 0, y: 0, width: CANVAS_WIDTH, height: CANVAS_HEIGHT };

/** The fitted view: the whole 800×600 card inside the area with a margin, times the zoom, centred, plus the pan. */
export function viewFor(width: number, height: number, zoom: number, pan: Point): View {
  const margin = width < 640 ? 12 : 32;
  return panBy(
    fitView(CARD, width, height, { margin, limits: { min: 0.05, max: Infinity }, zoom }),
    pan.x,
    pan.y,
  );
}

/**
 * Puts the stage where the view says. The transform is set here rather than as props, so a zoom can animate (spec
 * §9: 0.3 s) without React snapping it to the end value; a pinch follows the fingers, and only a button's zoom step
 * animates. `onView` hears every position the card passes through (the frame drawn around it follows).
 */
export function useStageView(
  stageRef: RefObject<KonvaStage | null>,
  {
    view,
    zoom,
    reducedMotion,
    pinching,
    onView,
  }: {
    view: View;
    zoom: number;
    reducedMotion: boolean;
    pinching: () => boolean;
    onView: (view: View) => void;
  },
) {
  const lastZoom = useRef(zoom);
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const zoomed = lastZoom.current !== zoom && !pinching();
    lastZoom.current = zoom;
    const target = { x: view.x, y: view.y, scaleX: view.scale, scaleY: view.scale };
    if (zoomed && !reducedMotion) {
      const tween = new Konva.Tween({
        node: stage,
        duration: ZOOM.animationSeconds,
        easing: Konva.Easings.EaseInOut,
        ...target,
        onUpdate: () => onView({ x: stage.x(), y: stage.y(), scale: stage.scaleX() }),
        onFinish: () => onView(view),
      });
      tween.play();
      return () => tween.destroy();
    }
    stage.setAttrs(target);
    stage.batchDraw();
    onView(view);
  }, [view.x, view.y, view.scale, zoom, reducedMotion]); // eslint-disable-line react-hooks/exhaustive-deps -- the view is derived from these
}
