import { Hand, ImagePlus, Layers, Palette, RotateCcw, Type, ZoomIn, ZoomOut } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { canZoomIn, canZoomOut } from '../design/zoom';
import { BusyIcon } from './busy-icon';
import { LateColorPopover } from './late-color-popover';
import type { EditorUi, UiAction } from './interaction';

function ToolButton({
  label,
  icon,
  className,
  ...props
}: { label: string; icon: ReactNode } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        'flex min-h-11 min-w-11 shrink-0 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-muted-foreground hover:bg-secondary hover:text-foreground disabled:opacity-40 aria-pressed:bg-accent aria-pressed:text-primary-strong lg:w-16 lg:py-2 [&_svg]:size-5',
        className,
      )}
      {...props}
    >
      {icon}
      <span aria-hidden="true" className="hidden text-[11px] leading-tight font-medium lg:block">
        {label}
      </span>
    </button>
  );
}

/**
 * The editor's tools, in a column beside the card on a wide screen and in a row under it on a phone: add text or an
 * image, the colour picker, the Move tool, zoom, and (on a phone) the layers sheet.
 */
export function EditorTools({
  ui,
  dispatchUi,
  wide,
  colour,
  onAddText,
  onAddImage,
  onColour,
  onColourCommit,
}: {
  ui: EditorUi;
  dispatchUi: (action: UiAction) => void;
  wide: boolean;
  /** What the colour picker shows (`shownColour`). */
  colour: string;
  onAddText: () => void;
  onAddImage: () => void;
  onColour: (css: string, gesture: boolean) => void;
  onColourCommit: () => void;
}) {
  return (
    <>
      <ToolButton label="Add Text" icon={<Type aria-hidden="true" />} onClick={onAddText} />
      <ToolButton
        label="Add Image"
        icon={ui.busy === 'upload' ? <BusyIcon /> : <ImagePlus aria-hidden="true" />}
        disabled={ui.busy === 'upload'}
        onClick={onAddImage}
      />
      <LateColorPopover
        side={wide ? 'right' : 'top'}
        value={colour}
        onChange={onColour}
        onCommit={onColourCommit}
        trigger={(open) => (
          <ToolButton
            label="Color Picker"
            aria-expanded={open}
            icon={
              <span className="relative">
                <Palette aria-hidden="true" />
                <span
                  aria-hidden="true"
                  className="absolute -right-1 -bottom-1 size-2.5 rounded-full border border-background shadow"
                  style={{ background: colour }}
                />
              </span>
            }
          />
        )}
      />
      <ToolButton
        label="Move"
        aria-pressed={ui.tool === 'pan'}
        title="Drag the canvas to look around"
        icon={<Hand aria-hidden="true" />}
        onClick={() => dispatchUi({ type: 'toggleTool' })}
      />
      <ToolButton
        label="Zoom In"
        icon={<ZoomIn aria-hidden="true" />}
        disabled={!canZoomIn(ui.zoom)}
        onClick={() => dispatchUi({ type: 'zoomIn' })}
      />
      <ToolButton
        label="Zoom Out"
        icon={<ZoomOut aria-hidden="true" />}
        disabled={!canZoomOut(ui.zoom)}
        onClick={() => dispatchUi({ type: 'zoomOut' })}
      />
      <ToolButton
        label="Reset Zoom"
        icon={<RotateCcw aria-hidden="true" />}
        onClick={() => dispatchUi({ type: 'resetView' })}
      />
      {!wide && (
        <ToolButton
          label="Layers"
          icon={<Layers aria-hidden="true" />}
          onClick={() => dispatchUi({ type: 'layers', open: true })}
        />
      )}
    </>
  );
}
