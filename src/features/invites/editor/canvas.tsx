import Konva from 'konva/lib/Core';
import { RGBA } from 'konva/lib/filters/RGBA';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
import 'konva/lib/shapes/Transformer';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { Image as KonvaImageNode } from 'konva/lib/shapes/Image';
import type { Transformer as KonvaTransformer } from 'konva/lib/shapes/Transformer';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import type { Line as KonvaLine } from 'konva/lib/shapes/Line';
import {
  Group,
  Image as KImage,
  Layer,
  Line,
  Rect,
  Stage,
  Text,
  Transformer,
} from 'react-konva/lib/ReactKonvaCore';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  MIN_ELEMENT_SIZE,
  type Design,
  type DesignElement,
  type ImageElement,
  type TextElement,
} from '../design/document';
import {
  FONT_STACKS,
  nodeFrame,
  TEMPLATE_OPACITY,
  TEXT_LINE_HEIGHT,
  textAttrs,
  tintFilter,
  topLeftOf,
  transformOf,
} from '../design/geometry';
import { clampPosition, elementById } from '../design/operations';
import { snap, type Box } from '../design/snapping';
import { ZOOM } from '../design/zoom';
import { sourceKey, type ImageState } from '../render/assets';
import type { EditorAction } from './actions';

// Multi-touch (pinch) must keep reaching the stage while a finger drags a node.
Konva.hitOnDragEnabled = true;

/** Spec §4/§9: a dragged element lifts to 1.1 over 0.1 s. */
const LIFT = { scale: 1.1, seconds: 0.1 };
const FADE_IN_DELAY_MS = 50;
const GUIDE_COLOUR = '#db2777';

export interface CanvasProps {
  design: Design;
  selection: readonly string[];
  images: ReadonlyMap<string, ImageState>;
  template: HTMLImageElement | null;
  width: number;
  height: number;
  /** The couple's zoom (spec: 1 = the whole card fits) and pan offset. */
  zoom: number;
  pan: { x: number; y: number };
  panMode: boolean;
  /** A just-added element that fades in. */
  fadeInId: string | null;
  reducedMotion: boolean;
  dispatch: (action: EditorAction) => void;
  onPan: (pan: { x: number; y: number }) => void;
  onPinchZoom: (zoom: number) => void;
  /** Where the card sits on screen, for the frame drawn around it and for the text editor. */
  onView: (view: View) => void;
  editingId: string | null;
  onEditText: (id: string | null) => void;
  /** A finger rather than a mouse: bigger handles. */
  coarse: boolean;
}

export interface View {
  x: number;
  y: number;
  scale: number;
}

/** The fitted view: the whole 800×600 card inside the area with a margin, times the zoom, centred, plus the pan. */
export function viewFor(width: number, height: number, zoom: number, pan: { x: number; y: number }): View {
  const margin = width < 640 ? 12 : 32;
  const fit = Math.max(
    0.05,
    Math.min((width - 2 * margin) / CANVAS_WIDTH, (height - 2 * margin) / CANVAS_HEIGHT),
  );
  const scale = fit * zoom;
  return {
    scale,
    x: (width - CANVAS_WIDTH * scale) / 2 + pan.x,
    y: (height - CANVAS_HEIGHT * scale) / 2 + pan.y,
  };
}

/** A node's box on the card, as snapping sees it: unturned and unlifted. */
const boxOf = (node: Konva.Node): Box => ({
  x: node.x() - node.offsetX(),
  y: node.y() - node.offsetY(),
  width: node.width(),
  height: node.height(),
});

function ImagePlaceholder({ el, state }: { el: ImageElement; state: ImageState | undefined }) {
  const failed = state?.status === 'failed';
  return (
    <>
      <Rect
        width={el.width}
        height={el.height}
        fill={failed ? '#fef2f2' : '#f3f4f6'}
        stroke={failed ? '#b91c1c' : '#9ca3af'}
        strokeWidth={2}
        dash={[8, 6]}
        strokeScaleEnabled={false}
      />
      <Text
        width={el.width}
        height={el.height}
        text={failed ? 'Image unavailable' : 'Loading image…'}
        align="center"
        verticalAlign="middle"
        fontSize={Math.max(10, Math.min(18, el.width / 10))}
        fontFamily={FONT_STACKS.Montserrat}
        fill={failed ? '#991b1b' : '#4b5563'}
        padding={4}
      />
    </>
  );
}

/**
 * The react-konva view of the design (Excalidraw's split: the document and its actions live elsewhere; this only
 * draws and reports gestures). Drags and transforms are written back once they end: position on `dragend`, and on
 * `transformend` the scale the handles applied is folded into width, height and font size, then reset to 1.
 */
export function DesignCanvas(props: CanvasProps) {
  const {
    design,
    selection,
    images,
    template,
    width,
    height,
    zoom,
    pan,
    panMode,
    fadeInId,
    reducedMotion,
    dispatch,
    onPan,
    onPinchZoom,
    onView,
    editingId,
    onEditText,
    coarse,
  } = props;
  const stageRef = useRef<KonvaStage>(null);
  const transformerRef = useRef<KonvaTransformer>(null);
  const guidesRef = useRef<{ v: KonvaLine | null; h: KonvaLine | null }>({ v: null, h: null });
  const nodes = useRef(new Map<string, Konva.Node>());
  const dragTargets = useRef<Box[]>([]);
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const [editorBox, setEditorBox] = useState<{ left: number; top: number; scale: number } | null>(null);

  const view = viewFor(width, height, zoom, pan);
  const lastZoom = useRef(zoom);

  // The stage's transform is set here rather than as props, so a zoom can animate (spec §9: 0.3 s) without React
  // snapping it to the end value.
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    // A pinch follows the fingers; only a button's zoom step animates.
    const zoomed = lastZoom.current !== zoom && !pinch.current;
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

  // The transformer follows the selection; a text being edited shows no handles.
  useEffect(() => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    const selected = selection.filter((id) => id !== editingId).flatMap((id) => nodes.current.get(id) ?? []);
    transformer.nodes(selected);
    const only = selected.length === 1 ? elementById(design, selection[0] ?? null) : null;
    transformer.setAttrs({
      resizeEnabled: selected.length === 1,
      rotateEnabled: selected.length === 1,
      // Text grows from its corners, keeping its shape, so its font can follow (spec §4).
      enabledAnchors:
        only?.type === 'text'
          ? ['top-left', 'top-right', 'bottom-left', 'bottom-right']
          : [
              'top-left',
              'top-center',
              'top-right',
              'middle-right',
              'middle-left',
              'bottom-left',
              'bottom-center',
              'bottom-right',
            ],
    });
    transformer.getLayer()?.batchDraw();
  }, [selection, design, editingId]);

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
  }, [selection, reducedMotion]);

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
    const { v, h } = guidesRef.current;
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
    const snapped = snap(boxOf(node), dragTargets.current, 6 / Math.max(0.25, view.scale));
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

  const onStagePointerDown = (e: KonvaEventObject<PointerEvent>) => {
    // Spec: a click on empty canvas deselects.
    if (!panMode && (e.target === e.target.getStage() || e.target.name() === 'page'))
      dispatch({ type: 'select', ids: [] });
  };

  const onTouchMove = (e: KonvaEventObject<TouchEvent>) => {
    const touches = e.evt.touches;
    if (touches.length !== 2) return;
    e.evt.preventDefault();
    const [a, b] = [touches[0]!, touches[1]!];
    const distance = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
    for (const node of nodes.current.values()) if (node.isDragging()) node.stopDrag();
    if (!pinch.current) pinch.current = { distance, zoom };
    else onPinchZoom(pinch.current.zoom * (distance / pinch.current.distance));
  };

  const editing = editingId ? elementById(design, editingId) : null;
  useLayoutEffect(() => {
    const node = editingId ? nodes.current.get(editingId) : null;
    if (!node) return setEditorBox(null);
    const corner = node.getAbsoluteTransform().point({ x: 0, y: 0 });
    setEditorBox({ left: corner.x, top: corner.y, scale: stageRef.current?.scaleX() ?? view.scale });
  }, [editingId, view.x, view.y, view.scale]);

  return (
    <>
      <Stage
        ref={stageRef}
        width={width}
        height={height}
        draggable={panMode}
        onDragMove={(e) => {
          if (e.target === stageRef.current) onView({ x: e.target.x(), y: e.target.y(), scale: view.scale });
        }}
        onDragEnd={(e) => {
          const stage = stageRef.current;
          if (e.target !== stage || !stage) return;
          onPan({ x: pan.x + stage.x() - view.x, y: pan.y + stage.y() - view.y });
        }}
        onPointerDown={onStagePointerDown}
        onTouchMove={onTouchMove}
        onTouchEnd={() => (pinch.current = null)}
      >
        {/* The card and its artwork: redrawn only when they change, never while an element is dragged. */}
        <Layer listening={!panMode}>
          <Rect name="page" width={CANVAS_WIDTH} height={CANVAS_HEIGHT} fill={design.background} />
          {template && (
            <KImage
              image={template}
              width={CANVAS_WIDTH}
              height={CANVAS_HEIGHT}
              opacity={TEMPLATE_OPACITY}
              listening={false}
            />
          )}
        </Layer>
        <Layer>
          <Group clipX={0} clipY={0} clipWidth={CANVAS_WIDTH} clipHeight={CANVAS_HEIGHT}>
            {design.elements.map((el) =>
              el.type === 'text' ? (
                <Text
                  key={el.id}
                  ref={register(el.id)}
                  {...textAttrs(el)}
                  {...common(el)}
                  opacity={editingId === el.id ? 0 : el.opacity}
                  onDblClick={() => onEditText(el.id)}
                  onDblTap={() => onEditText(el.id)}
                />
              ) : (
                <ImageNode
                  key={el.id}
                  el={el}
                  state={images.get(sourceKey(el.src))}
                  nodeRef={register(el.id)}
                  common={common(el)}
                />
              ),
            )}
          </Group>
          <Line
            ref={(n) => void (guidesRef.current.v = n)}
            stroke={GUIDE_COLOUR}
            strokeWidth={1}
            strokeScaleEnabled={false}
            dash={[4, 4]}
            visible={false}
            listening={false}
          />
          <Line
            ref={(n) => void (guidesRef.current.h = n)}
            stroke={GUIDE_COLOUR}
            strokeWidth={1}
            strokeScaleEnabled={false}
            dash={[4, 4]}
            visible={false}
            listening={false}
          />
          <Transformer
            ref={transformerRef}
            keepRatio
            rotationSnaps={[0, 90, 180, 270]}
            anchorSize={coarse ? 22 : 12}
            rotateAnchorOffset={coarse ? 36 : 30}
            anchorCornerRadius={coarse ? 11 : 6}
            anchorStroke="#be185d"
            borderStroke="#be185d"
            anchorFill="#ffffff"
            boundBoxFunc={(oldBox, newBox) => {
              const min = MIN_ELEMENT_SIZE * (stageRef.current?.scaleX() ?? 1);
              return Math.abs(newBox.width) < min || Math.abs(newBox.height) < min ? oldBox : newBox;
            }}
          />
        </Layer>
      </Stage>
      {editing?.type === 'text' && editorBox && (
        <TextEditor
          key={editing.id}
          el={editing}
          box={editorBox}
          onDone={(text) => {
            if (text !== null) dispatch({ type: 'setText', id: editing.id, text });
            onEditText(null);
          }}
        />
      )}
    </>
  );
}

function ImageNode({
  el,
  state,
  nodeRef,
  common,
}: {
  el: ImageElement;
  state: ImageState | undefined;
  nodeRef: (node: Konva.Node | null) => void;
  common: Record<string, unknown>;
}) {
  if (state?.status === 'loaded')
    return <LoadedImage el={el} image={state.image} nodeRef={nodeRef} common={common} />;
  return (
    <Group ref={nodeRef} {...common} width={el.width} height={el.height}>
      <ImagePlaceholder el={el} state={state} />
    </Group>
  );
}

/** Filters work on a cached bitmap: re-cached whenever the picture, its size or its tint changes. */
const TINT_PIXEL_RATIO = 2;

function LoadedImage({
  el,
  image,
  nodeRef,
  common,
}: {
  el: ImageElement;
  image: HTMLImageElement;
  nodeRef: (node: Konva.Node | null) => void;
  common: Record<string, unknown>;
}) {
  const own = useRef<KonvaImageNode | null>(null);
  const tint = tintFilter(el);
  useEffect(() => {
    const node = own.current;
    if (!node) return;
    if (tint) node.cache({ pixelRatio: TINT_PIXEL_RATIO });
    else node.clearCache();
    node.getLayer()?.batchDraw();
  }, [tint?.red, tint?.green, tint?.blue, tint?.alpha, el.width, el.height, image]); // eslint-disable-line react-hooks/exhaustive-deps -- the tint's values, not its object
  return (
    <KImage
      ref={(node: KonvaImageNode | null) => {
        own.current = node;
        nodeRef(node);
      }}
      {...common}
      image={image}
      width={el.width}
      height={el.height}
      filters={tint ? [RGBA] : []}
      {...(tint ?? {})}
    />
  );
}

/**
 * Spec §2: double-click edits text in place — a textarea over the text, in its font and size. Enter keeps the
 * change (Shift+Enter starts a new line), Escape drops it, and leaving the box keeps it.
 */
function TextEditor({
  el,
  box,
  onDone,
}: {
  el: TextElement;
  box: { left: number; top: number; scale: number };
  onDone: (text: string | null) => void;
}) {
  const [value, setValue] = useState(el.text);
  const ref = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);
  const finish = (text: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(text);
  };
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.focus();
    area.select();
  }, []);
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${area.scrollHeight}px`;
  }, [value]);
  const bold = el.fontStyle.includes('bold');
  const italic = el.fontStyle.includes('italic');
  return (
    <textarea
      ref={ref}
      aria-label="Edit text"
      value={value}
      maxLength={2000}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          finish(null);
        } else if (e.key === 'Enter' && !e.shiftKey) {
          e.preventDefault();
          finish(value);
        }
      }}
      onBlur={() => finish(value)}
      rows={1}
      spellCheck
      className="absolute z-10 m-0 resize-none overflow-hidden border-0 bg-white/70 p-0 outline-2 outline-offset-2 outline-pink-600"
      style={{
        left: box.left,
        top: box.top,
        width: el.width * box.scale,
        fontSize: el.fontSize * box.scale,
        lineHeight: TEXT_LINE_HEIGHT,
        fontFamily: FONT_STACKS[el.fontFamily],
        fontWeight: bold ? 700 : 400,
        fontStyle: italic ? 'italic' : 'normal',
        textAlign: el.align,
        color: el.fill,
        transform: `rotate(${el.rotation}deg)`,
        transformOrigin: 'top left',
      }}
    />
  );
}
