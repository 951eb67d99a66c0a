import { AlignCenter, AlignLeft, AlignRight, Bold, Copy, Italic, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { cn } from '@/components/ui/cn';
import {
  FONT_FAMILIES,
  FONT_SIZE,
  type Align,
  type DesignElement,
  type FontFamily,
} from '../design/document';
import { FONT_STACKS } from '../design/geometry';
import type { EditorAction } from './actions';

// Out of the editor's first load (its budget is full): the button arrives when a text is first selected.
const DraftWithAi = lazy(() =>
  import('@/components/draft-with-ai').then((mod) => ({ default: mod.DraftWithAi })),
);

const ALIGN_ICONS = { left: AlignLeft, center: AlignCenter, right: AlignRight } as const;

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-transparent hover:bg-secondary aria-pressed:border-accent-border aria-pressed:bg-accent aria-pressed:text-primary-strong [&_svg]:size-4';

/** A font size typed by the couple: kept as typed while it is being typed, applied when it is a number. */
function FontSize({
  value,
  onChange,
  onCommit,
}: {
  value: number;
  onChange: (v: number) => void;
  onCommit: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        Font size
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={FONT_SIZE.min}
        max={FONT_SIZE.max}
        step={1}
        value={typed ?? String(Math.round(value * 10) / 10)}
        onChange={(e) => {
          setTyped(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(n) && n >= FONT_SIZE.min) onChange(n);
        }}
        onBlur={() => {
          setTyped(null);
          onCommit();
        }}
        className="min-h-10 w-16 rounded-md border border-input bg-background px-2 text-sm tabular-nums"
      />
      <span aria-hidden="true" className="text-xs text-subtle-foreground">
        px
      </span>
    </div>
  );
}

/**
 * What the selection can change: for text its font (the bundled invitation fonts), size, bold, italic and alignment,
 * and for one text its words drafted with AI (one step of the editor's history, so its Undo takes the draft back);
 * for anything its opacity; and Duplicate / Delete. Every change is an editor action, so each can be undone.
 */
export function SelectedProperties({
  first,
  selected,
  dispatch,
  layout,
}: {
  /** The first of the selected elements, in the design's order. */
  first: DesignElement;
  selected: readonly DesignElement[];
  dispatch: (action: EditorAction) => void;
  layout: 'panel' | 'strip';
}) {
  const fontId = useId();
  const opacityId = useId();
  const text = selected.find((el) => el.type === 'text');
  const bold = text?.fontStyle.includes('bold') ?? false;
  const italic = text?.fontStyle.includes('italic') ?? false;
  const strip = layout === 'strip';

  return (
    <section
      aria-label="Selected element"
      className={cn(strip ? 'flex min-h-12 items-center gap-2 overflow-x-auto px-2 py-1' : 'space-y-3')}
    >
      {!strip && (
        <p className="text-xs text-subtle-foreground tabular-nums" aria-live="polite">
          {selected.length > 1
            ? `${selected.length} elements selected`
            : `${first.type === 'text' ? 'Text' : 'Image'} · X ${Math.round(first.x)}, Y ${Math.round(first.y)} · ${Math.round(first.width)} × ${Math.round(first.height)}${first.type === 'text' ? ` · ${Math.round(first.fontSize * 10) / 10} px` : ''}`}
        </p>
      )}
      {text && (
        <>
          <div className={cn(strip ? 'shrink-0' : 'space-y-1')}>
            <label
              htmlFor={fontId}
              className={cn('text-xs font-medium text-copy', strip ? 'sr-only' : 'block')}
            >
              Font
            </label>
            <select
              id={fontId}
              value={text.fontFamily}
              onChange={(e) => dispatch({ type: 'setFont', fontFamily: e.target.value as FontFamily })}
              className="min-h-10 w-full rounded-md border border-input bg-background px-2 text-sm"
              style={{ fontFamily: FONT_STACKS[text.fontFamily] }}
            >
              {FONT_FAMILIES.map((family) => (
                <option key={family} value={family} style={{ fontFamily: FONT_STACKS[family] }}>
                  {family}
                </option>
              ))}
            </select>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-1">
            <FontSize
              value={text.fontSize}
              onChange={(fontSize) => dispatch({ type: 'setFontSize', fontSize, gesture: true })}
              onCommit={() => dispatch({ type: 'endGesture' })}
            />
            <button
              type="button"
              aria-label="Bold"
              aria-pressed={bold}
              className={iconButton}
              onClick={() => dispatch({ type: 'toggleStyle', part: 'bold' })}
            >
              <Bold aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label="Italic"
              aria-pressed={italic}
              className={iconButton}
              onClick={() => dispatch({ type: 'toggleStyle', part: 'italic' })}
            >
              <Italic aria-hidden="true" />
            </button>
            <div role="group" aria-label="Alignment" className="flex">
              {(['left', 'center', 'right'] as Align[]).map((align) => {
                const Icon = ALIGN_ICONS[align];
                return (
                  <button
                    key={align}
                    type="button"
                    aria-label={`Align ${align}`}
                    aria-pressed={text.align === align}
                    className={iconButton}
                    onClick={() => dispatch({ type: 'setAlign', align })}
                  >
                    <Icon aria-hidden="true" />
                  </button>
                );
              })}
            </div>
          </div>
          {selected.length === 1 && (
            <Suspense fallback={null}>
              {/* Keyed by the element: selecting another one stops a draft rather than pour it into the new one. */}
              <DraftWithAi
                key={text.id}
                purpose="draft-invitation"
                ownUndo={false}
                className="shrink-0"
                target={{
                  read: () => text.text,
                  write: (value) => dispatch({ type: 'setText', id: text.id, text: value, gesture: true }),
                  onSettled: () => dispatch({ type: 'endGesture' }),
                }}
              />
            </Suspense>
          )}
        </>
      )}
      <div className={cn(strip ? 'flex shrink-0 items-center gap-2' : 'space-y-1')}>
        <label htmlFor={opacityId} className={cn('text-xs font-medium text-copy', strip && 'sr-only')}>
          Opacity
        </label>
        <input
          id={opacityId}
          type="range"
          min={0}
          max={1}
          step={0.01}
          value={first.opacity}
          onChange={(e) => dispatch({ type: 'setOpacity', opacity: Number(e.target.value), gesture: true })}
          onPointerUp={() => dispatch({ type: 'endGesture' })}
          onKeyUp={() => dispatch({ type: 'endGesture' })}
          className={cn('accent-primary', strip ? 'w-24' : 'w-full')}
        />
      </div>
      {selected.some((el) => el.type === 'image' && el.tint) && (
        <button
          type="button"
          onClick={() => dispatch({ type: 'clearTint' })}
          className="min-h-10 shrink-0 rounded-md border border-input px-3 text-sm hover:bg-secondary"
        >
          Remove tint
        </button>
      )}
      <div className="flex shrink-0 gap-1">
        <button
          type="button"
          aria-label="Duplicate"
          aria-keyshortcuts="Control+D"
          className={iconButton}
          onClick={() => dispatch({ type: 'duplicate' })}
        >
          <Copy aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label="Delete"
          aria-keyshortcuts="Delete"
          className={cn(iconButton, 'text-destructive-strong')}
          onClick={() => dispatch({ type: 'delete' })}
        >
          <Trash2 aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
