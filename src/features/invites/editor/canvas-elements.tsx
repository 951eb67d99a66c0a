import type Konva from 'konva/lib/Core';
import { RGBA } from 'konva/lib/filters/RGBA';
import type { Image as KonvaImageNode } from 'konva/lib/shapes/Image';
import type { Line as KonvaLine } from 'konva/lib/shapes/Line';
import { Group, Image as KImage, Line, Rect, Text } from 'react-konva/lib/ReactKonvaCore';
import { useEffect, useRef } from 'react';
import type { ImageElement } from '../design/document';
import { FONT_STACKS, tintFilter } from '../design/geometry';
import type { ImageState } from '../render/assets';
import type { GuideLines } from './use-element-gestures';

const GUIDE_COLOUR = '#db2777';

/** The snapping guides (a vertical and a horizontal line), hidden until a drag shows them. */
export function SnapGuides({
  guide,
}: {
  guide: (axis: keyof GuideLines) => (line: KonvaLine | null) => void;
}) {
  const common = {
    stroke: GUIDE_COLOUR,
    strokeWidth: 1,
    strokeScaleEnabled: false,
    dash: [4, 4],
    visible: false,
    listening: false,
  };
  return (
    <>
      <Line ref={guide('v')} {...common} />
      <Line ref={guide('h')} {...common} />
    </>
  );
}

/** Spec §3/§8: an image still loading, or one that failed, shows as a dashed box that says so. */
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

/** An image element: the picture once loaded, its placeholder until then (or when it failed). */
export function ImageNode({
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
