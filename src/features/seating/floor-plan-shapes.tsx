import { Shape } from 'react-konva/lib/ReactKonvaCore';
import { PLAN } from './layout';

/** The floor plan's colours (drawn on a canvas, so not the page's CSS tokens) and lettering. */
export const COLOURS = {
  room: '#ffffff',
  grid: '#f1f1f4',
  table: '#fdf2f8',
  tableStroke: '#be185d',
  selected: '#831843',
  over: '#b91c1c',
  seat: '#ffffff',
  seatStroke: '#9ca3af',
  taken: '#fce7f3',
  takenText: '#831843',
  warn: '#fef3c7',
  warnStroke: '#b45309',
  warnText: '#78350f',
  picked: '#1d4ed8',
  text: '#111827',
  muted: '#4b5563',
} as const;
export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The room: a white plan with a light one-metre grid, drawn as one shape. */
export function Room() {
  return (
    <Shape
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(ctx) => {
        ctx.fillStyle = COLOURS.room;
        ctx.fillRect(0, 0, PLAN.width, PLAN.height);
        ctx.beginPath();
        for (let x = 100; x < PLAN.width; x += 100) {
          ctx.moveTo(x, 0);
          ctx.lineTo(x, PLAN.height);
        }
        for (let y = 100; y < PLAN.height; y += 100) {
          ctx.moveTo(0, y);
          ctx.lineTo(PLAN.width, y);
        }
        ctx.strokeStyle = COLOURS.grid;
        ctx.lineWidth = 2;
        ctx.stroke();
      }}
    />
  );
}
