import Konva from 'konva/lib/Core';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
import 'konva/lib/shapes/Transformer';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { Transformer as KonvaTransformer } from 'konva/lib/shapes/Transformer';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import {
  Group,
  Image as KImage,
  Layer,
  Rect,
  Stage,
  Text,
  Transformer,
} from 'react-konva/lib/ReactKonvaCore';
import { useRef } from 'react';
import { usePinch } from '@/lib/use-pinch';
import type { View } from '@/lib/viewport';
import { CANVAS_HEIGHT, CANVAS_WIDTH, MIN_ELEMENT_SIZE, type Design } from '../design/document';
import { TEMPLATE_OPACITY, textAttrs } from '../design/geometry';
import { elementById } from '../design/operations';
import { sourceKey, type ImageState } from '../render/assets';
import type { EditorAction } from './actions';
import { ImageNode, SnapGuides } from './canvas-elements';
import { useStageView, viewFor } from './canvas-view';
import type { EditorUi, UiAction } from './interaction';
import { TextEditor, useTextBox } from './text-editor';
import { useCanvasKeys } from './use-canvas-keys';
import { useElementGestures } from './use-element-gestures';
import { useSelectionEffects } from './use-selection-effects';

// Multi-touch (pinch) must keep reaching the stage while a finger drags a node.
Konva.hitOnDragEnabled = true;

export interface CanvasProps {
  design: Design;
  selection: readonly string[];
  images: ReadonlyMap<string, ImageState>;
  template: HTMLImageElement | null;
  width: number;
  height: number;
  /** The tool, zoom and pan, the text being edited and the element fading in. */
  ui: Pick<EditorUi, 'tool' | 'zoom' | 'pan' | 'editingId' | 'fadeInId'>;
  reducedMotion: boolean;
  dispatch: (action: EditorAction) => void;
  dispatchUi: (action: UiAction) => void;
  /** Where the card sits on screen, for the frame drawn around it. */
  onView: (view: View) => void;
  /** A finger rather than a mouse: bigger handles. */
  coarse: boolean;
}

/**
 * The react-konva view of the design (Excalidraw's split: the document and its actions live elsewhere; this only
 * draws and reports gestures). The card's layer is redrawn only when the card changes, never while an element is
 * dragged; the elements, the snapping guides and the transformer's handles share the layer above it. With the Move
 * tool a drag pans the view; two fingers zoom it.
 */
export function DesignCanvas(props: CanvasProps) {
  const { design, selection, images, template, width, height, ui, reducedMotion, dispatch, dispatchUi } =
    props;
  const { zoom, pan, editingId } = ui;
  const panMode = ui.tool === 'pan';
  const stageRef = useRef<KonvaStage>(null);
  const transformerRef = useRef<KonvaTransformer>(null);
  const view = viewFor(width, height, zoom, pan);
  const gestures = useElementGestures({
    design,
    selection,
    panMode,
    editingId,
    reducedMotion,
    scale: view.scale,
    dispatch,
  });
  const { nodes, register, common } = gestures;
  const pinch = usePinch({
    begin: () => zoom,
    pinch: (from, factor) => dispatchUi({ type: 'pinchZoom', zoom: from * factor }),
  });
  useStageView(stageRef, { view, zoom, reducedMotion, pinching: pinch.active, onView: props.onView });
  useSelectionEffects({
    transformerRef,
    nodes,
    design,
    selection,
    editingId,
    fadeInId: ui.fadeInId,
    reducedMotion,
  });
  const editing = editingId ? elementById(design, editingId) : null;
  const textBox = useTextBox(nodes, stageRef, editingId, view);
  const editText = (id: string | null) => dispatchUi({ type: 'editText', id });
  // Enter edits the selected text here, in the canvas: the keys come with it.
  useCanvasKeys({ design, selection, editingId, dispatch, dispatchUi });

  const onTouchMove = (e: KonvaEventObject<TouchEvent>) => {
    if (!pinch.move(e.evt.touches)) return;
    e.evt.preventDefault();
    for (const node of nodes.current.values()) if (node.isDragging()) node.stopDrag();
  };

  return (
    <>
      <Stage
        ref={stageRef}
        width={width}
        height={height}
        draggable={panMode}
        onDragMove={(e) => {
          if (e.target === stageRef.current)
            props.onView({ x: e.target.x(), y: e.target.y(), scale: view.scale });
        }}
        onDragEnd={(e) => {
          const stage = stageRef.current;
          if (e.target !== stage || !stage) return;
          dispatchUi({
            type: 'panTo',
            pan: { x: pan.x + stage.x() - view.x, y: pan.y + stage.y() - view.y },
          });
        }}
        onPointerDown={(e) => {
          // Spec: a click on empty canvas deselects.
          if (!panMode && (e.target === e.target.getStage() || e.target.name() === 'page'))
            dispatch({ type: 'select', ids: [] });
        }}
        onTouchMove={onTouchMove}
        onTouchEnd={pinch.end}
      >
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
                  onDblClick={() => editText(el.id)}
                  onDblTap={() => editText(el.id)}
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
          <SnapGuides guide={gestures.guide} />
          <Transformer
            ref={transformerRef}
            keepRatio
            rotationSnaps={[0, 90, 180, 270]}
            anchorSize={props.coarse ? 22 : 12}
            rotateAnchorOffset={props.coarse ? 36 : 30}
            anchorCornerRadius={props.coarse ? 11 : 6}
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
      {editing?.type === 'text' && textBox && (
        <TextEditor
          key={editing.id}
          el={editing}
          box={textBox}
          onDone={(text) => {
            if (text !== null) dispatch({ type: 'setText', id: editing.id, text });
            editText(null);
          }}
        />
      )}
    </>
  );
}
