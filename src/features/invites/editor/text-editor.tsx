import type Konva from 'konva/lib/Core';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { View } from '@/lib/viewport';
import type { TextElement } from '../design/document';
import { FONT_STACKS, TEXT_LINE_HEIGHT } from '../design/geometry';

export interface TextBox {
  left: number;
  top: number;
  scale: number;
}

/** Where the text being edited sits on screen (its node's top-left corner and the stage's scale), following the view. */
export function useTextBox(
  nodes: RefObject<Map<string, Konva.Node>>,
  stageRef: RefObject<KonvaStage | null>,
  editingId: string | null,
  view: View,
) {
  const [box, setBox] = useState<TextBox | null>(null);
  useLayoutEffect(() => {
    const node = editingId ? nodes.current.get(editingId) : null;
    const corner = node?.getAbsoluteTransform().point({ x: 0, y: 0 });
    setBox(
      corner ? { left: corner.x, top: corner.y, scale: stageRef.current?.scaleX() ?? view.scale } : null,
    );
  }, [nodes, stageRef, editingId, view.x, view.y, view.scale]);
  return box;
}

/**
 * Spec §2: double-click edits text in place — a textarea over the text, in its font and size. Enter keeps the
 * change (Shift+Enter starts a new line), Escape drops it, and leaving the box keeps it.
 */
export function TextEditor({
  el,
  box,
  onDone,
}: {
  el: TextElement;
  box: TextBox;
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
      // Over the invitation, in its own colours: the card it is printed on is light in either theme of the app.
      // eslint-disable-next-line local/no-raw-palette
      className="absolute z-10 m-0 resize-none overflow-hidden border-0 bg-white/70 p-0 outline-2 outline-offset-2 outline-primary"
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
