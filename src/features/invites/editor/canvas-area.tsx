import { Suspense, useEffect, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { lazyNamed } from '@/lib/lazy-named';
import type { View } from '@/lib/viewport';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '../design/document';
import { loadFonts } from '../fonts';
import { BusyIcon } from './busy-icon';
import type { CanvasProps } from './canvas';
import { useElementSize, useMediaQuery } from './use-layout';

const FONT_WAIT_MS = 4000;

// The canvas (Konva and react-konva, about 80 KiB gzip) is not in the editor's first load: the frame around it (the
// header, the tools, the selection's fields, the layers) paints first, and the canvas is fetched as it mounts, beside
// the fonts, while the area shows that the card is on its way.
const loadCanvas = () => import('./canvas');
const DesignCanvas = lazyNamed(loadCanvas, 'DesignCanvas');

/** The invitation fonts are loaded, or have had long enough: a font that never arrives (offline) must not keep the card hidden, its fallback draws instead. */
function useFontsReady() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.race([loadFonts(), new Promise((r) => setTimeout(r, FONT_WAIT_MS))]).then(
      () => live && setReady(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

const opening = (
  <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-subtle-foreground">
    <BusyIcon className="size-5" /> Opening your invitation…
  </div>
);

/**
 * The focusable area the card is drawn in, on a dotted background, sized to the space it is given: the canvas once
 * its code and the fonts are in and the area has a size, with a frame (a plain element) around the card that follows zoom and pan.
 */
export function CanvasArea(props: Omit<CanvasProps, 'width' | 'height' | 'onView' | 'coarse'>) {
  const areaRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const area = useElementSize(areaRef);
  const fontsReady = useFontsReady();
  const coarse = useMediaQuery('(pointer: coarse)');
  useEffect(() => void loadCanvas().catch(() => undefined), []); // a failure shows when it renders: it tries again

  const onView = (view: View) => {
    const frame = frameRef.current;
    if (!frame) return;
    frame.style.transform = `translate(${view.x}px, ${view.y}px)`;
    frame.style.width = `${CANVAS_WIDTH * view.scale}px`;
    frame.style.height = `${CANVAS_HEIGHT * view.scale}px`;
  };

  return (
    <div
      ref={areaRef}
      data-canvas
      tabIndex={0}
      role="group"
      aria-roledescription="canvas"
      aria-label="Invitation card, 800 by 600. Select text and press Enter to edit it; arrow keys move the selection."
      className={cn(
        'absolute inset-0 touch-none overflow-hidden bg-[radial-gradient(circle,#d4d4d8_1px,transparent_1px)] bg-[length:20px_20px] outline-none focus-visible:outline-2 focus-visible:-outline-offset-2',
        props.ui.tool === 'pan' && 'cursor-grab active:cursor-grabbing',
      )}
    >
      <div
        ref={frameRef}
        data-testid="page-frame"
        aria-hidden="true"
        className="pointer-events-none absolute top-0 left-0 origin-top-left shadow-[0_10px_40px_-8px_rgba(0,0,0,0.35)]"
      />
      {fontsReady && area.width > 0 && area.height > 0 ? (
        <Suspense fallback={opening}>
          <DesignCanvas {...props} width={area.width} height={area.height} onView={onView} coarse={coarse} />
        </Suspense>
      ) : (
        opening
      )}
    </div>
  );
}
