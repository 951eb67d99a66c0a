import type { RefObject } from 'react';
import type { WeddingEvent } from '@/features/guests';
import { downloadBlob, downloadText } from '@/lib/download';
import type { SeatingUiAction } from './interaction';
import { cateringCsv, fileName, type TableSheet } from './outputs';
import type { FloorPlanApi } from './use-floor-plan-api';

/** How wide the picture of the floor plan is drawn for the PNG, and for the print view. */
const IMAGE_WIDTH = 2000;
const PRINT_WIDTH = 1600;

/** The chart's outputs: the caterer's CSV, a PNG of the floor plan, and the print view with its picture. */
export function useSeatingOutputs({
  floor,
  event,
  sheets,
  announce,
  dispatchUi,
}: {
  floor: RefObject<FloorPlanApi | null>;
  event: WeddingEvent | null;
  sheets: readonly TableSheet[];
  announce: (text: string) => void;
  dispatchUi: (action: SeatingUiAction) => void;
}) {
  return {
    csv: () =>
      event && downloadText(cateringCsv(sheets), fileName(event.name, 'csv'), 'text/csv;charset=utf-8'),
    png: () => {
      const canvas = floor.current?.toCanvas(IMAGE_WIDTH);
      if (!canvas || !event) return announce('The floor plan is not drawn yet.');
      canvas.toBlob((blob) => blob && downloadBlob(blob, fileName(event.name, 'png')), 'image/png');
    },
    print: () =>
      dispatchUi({
        type: 'openPrint',
        image: floor.current?.toCanvas(PRINT_WIDTH)?.toDataURL('image/png') ?? null,
      }),
  };
}
