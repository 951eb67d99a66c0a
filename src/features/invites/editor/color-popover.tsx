import { AnimatePresence, domAnimation, LazyMotion, m, MotionConfig } from 'framer-motion';
import { Palette, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { clampRgba, fromCss, SWATCHES, toCss, type Rgba } from '../design/color';

const CHANNELS = [
  { key: 'r', label: 'Red', max: 255 },
  { key: 'g', label: 'Green', max: 255 },
  { key: 'b', label: 'Blue', max: 255 },
] as const;

/** Names for the swatches, so a screen reader says more than a hex code. */
const SWATCH_NAMES: Record<string, string> = {
  '#000000': 'Black',
  '#ffffff': 'White',
  '#9d174d': 'Berry',
  '#be185d': 'Rose',
  '#b45309': 'Amber',
  '#a16207': 'Ochre',
  '#3f6212': 'Olive',
  '#1e3a8a': 'Navy',
  '#4b5563': 'Slate',
  '#c9a227': 'Gold',
};

function Slider({
  label,
  value,
  max,
  step = 1,
  onChange,
  onCommit,
  track,
}: {
  label: string;
  value: number;
  max: number;
  step?: number;
  onChange: (v: number) => void;
  onCommit: () => void;
  track: string;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-[4rem_1fr_2.5rem] items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-copy">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        onPointerUp={onCommit}
        onKeyUp={onCommit}
        className="h-2 w-full cursor-pointer appearance-none rounded-full accent-primary"
        style={{ background: track }}
      />
      <output htmlFor={id} className="text-right text-xs text-muted-foreground tabular-nums">
        {max === 1 ? `${Math.round(value * 100)}%` : value}
      </output>
    </div>
  );
}

export interface ColorPopoverProps {
  side?: 'right' | 'top';
  value: string;
  onChange: (css: string, gesture: boolean) => void;
  onCommit: () => void;
  trigger: (open: boolean) => ReactNode;
}

/**
 * Spec §2: the colour picker, a popover with a close button. It applies to the selected element and to new text;
 * every value goes through `clampRgba` (RGB 0–255 rounded, alpha 0–1). Sliding is one gesture: `onCommit` ends it,
 * so one Undo takes back the whole slide.
 */
export function ColorPopover({
  value,
  onChange,
  onCommit,
  trigger,
  side = 'right',
  defaultOpen = false,
  autoFocus = false,
}: ColorPopoverProps & {
  /** Open as it mounts: the picker was pressed while its code was on the way (late-color-popover.tsx). */
  defaultOpen?: boolean;
  /** Take the focus as it mounts: its stand-in had it. */
  autoFocus?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus && !defaultOpen) triggerRef.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- only as it replaces its stand-in
  const rgba = fromCss(value);
  const [hex, setHex] = useState<string | null>(null);
  const set = (patch: Partial<Rgba>, gesture = true) =>
    onChange(toCss(clampRgba({ ...rgba, ...patch })), gesture);
  const solid = `rgb(${rgba.r}, ${rgba.g}, ${rgba.b})`;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onCommit();
      }}
    >
      <Popover.Trigger asChild ref={triggerRef}>
        {trigger(open)}
      </Popover.Trigger>
      {/* The popover's chunk (late-color-popover.tsx) brings its animation with it. */}
      <MotionConfig reducedMotion="user">
        <LazyMotion features={domAnimation} strict>
          <AnimatePresence>
            {open && (
              <Popover.Portal forceMount>
                <Popover.Content
                  forceMount
                  side={side}
                  align={side === 'top' ? 'center' : 'start'}
                  sideOffset={8}
                  collisionPadding={8}
                  aria-label="Colour"
                  className="z-40 outline-none"
                >
                  <m.div
                    initial={{ opacity: 0, scale: 0.96, y: -4 }}
                    animate={{ opacity: 1, scale: 1, y: 0 }}
                    exit={{ opacity: 0, scale: 0.96, y: -4 }}
                    transition={{ duration: 0.15 }}
                    className="w-72 max-w-[calc(100vw-1rem)] space-y-3 rounded-xl border border-border bg-popover p-4 text-popover-foreground shadow-xl"
                  >
                    <div className="flex items-center justify-between">
                      <p className="flex items-center gap-2 text-sm font-semibold">
                        <Palette aria-hidden="true" className="size-4" /> Colour
                      </p>
                      <Popover.Close
                        aria-label="Close colour picker"
                        className="inline-flex size-9 items-center justify-center rounded-md hover:bg-secondary"
                      >
                        <X aria-hidden="true" className="size-4" />
                      </Popover.Close>
                    </div>
                    <div className="flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="size-10 shrink-0 rounded-lg border border-border bg-[conic-gradient(#e5e7eb_25%,#fff_0_50%,#e5e7eb_0_75%,#fff_0)] bg-[length:12px_12px]"
                      >
                        <span className="block size-full rounded-lg" style={{ background: value }} />
                      </span>
                      <label className="flex flex-1 items-center gap-2 text-xs font-medium text-copy">
                        Hex
                        <input
                          value={hex ?? toCss({ ...rgba, a: 1 })}
                          onChange={(e) => {
                            setHex(e.target.value);
                            if (/^#[0-9a-f]{6}$/i.test(e.target.value.trim()))
                              set({ ...fromCss(e.target.value.trim()), a: rgba.a }, false);
                          }}
                          onBlur={() => setHex(null)}
                          maxLength={7}
                          spellCheck={false}
                          className="min-h-9 w-full rounded-md border border-input bg-background px-2 font-mono text-sm uppercase"
                        />
                      </label>
                    </div>
                    <div role="group" aria-label="Swatches" className="grid grid-cols-5 gap-2">
                      {SWATCHES.map((swatch) => (
                        <button
                          key={swatch}
                          type="button"
                          aria-label={SWATCH_NAMES[swatch] ?? swatch}
                          aria-pressed={toCss({ ...rgba, a: 1 }) === swatch}
                          onClick={() => {
                            set({ ...fromCss(swatch), a: rgba.a }, false);
                            onCommit();
                          }}
                          className="size-10 rounded-full border border-border shadow-sm aria-pressed:ring-2 aria-pressed:ring-ring aria-pressed:ring-offset-2"
                          style={{ background: swatch }}
                        />
                      ))}
                    </div>
                    <div className="space-y-2">
                      {CHANNELS.map(({ key, label, max }) => (
                        <Slider
                          key={key}
                          label={label}
                          value={rgba[key]}
                          max={max}
                          onChange={(v) => set({ [key]: v })}
                          onCommit={onCommit}
                          track={`linear-gradient(to right, ${toCss({ ...rgba, [key]: 0, a: 1 })}, ${toCss({ ...rgba, [key]: 255, a: 1 })})`}
                        />
                      ))}
                      <Slider
                        label="Opacity"
                        value={rgba.a}
                        max={1}
                        step={0.01}
                        onChange={(v) => set({ a: v })}
                        onCommit={onCommit}
                        track={`linear-gradient(to right, transparent, ${solid})`}
                      />
                    </div>
                  </m.div>
                </Popover.Content>
              </Popover.Portal>
            )}
          </AnimatePresence>
        </LazyMotion>
      </MotionConfig>
    </Popover.Root>
  );
}
