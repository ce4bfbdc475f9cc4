import type { SlotCell, SlotWinView } from '../../contract/slot-view';
import { roundedRect } from './paint-kit';

/**
 * The layer drawn over the reels: the winning lines (from the game's `lines`, each in its
 * colour, glowing), the outlines of winning cells (scatter, cluster and jackpot wins, and the
 * paid run of a line), and the frames of held cells.
 */
export interface LineLayerState {
  readonly reels: number;
  readonly rows: number;
  readonly lines: readonly (readonly number[])[];
  /** The wins lit now. */
  readonly wins: readonly SlotWinView[];
  readonly held: readonly SlotCell[];
  /** Reels that stand still this spin (a locked reel), framed whole. */
  readonly locked: readonly number[];
  readonly colours: readonly string[];
  readonly heldColour: string;
}

export function drawLineLayer(canvas: HTMLCanvasElement, state: LineLayerState): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const w = canvas.width;
  const h = canvas.height;
  ctx.clearRect(0, 0, w, h);
  const cw = w / Math.max(1, state.reels);
  const ch = h / Math.max(1, state.rows);
  const centre = (reel: number, row: number): [number, number] => [reel * cw + cw / 2, row * ch + ch / 2];

  for (const reel of state.locked) outline(ctx, reel * cw, 0, cw, h, state.heldColour, 8);
  for (const cell of state.held) outline(ctx, cell.reel * cw, cell.row * ch, cw, ch, state.heldColour, 6);

  for (const win of state.wins) {
    const colour = win.line !== null ? (state.colours[win.line % state.colours.length] ?? '#ffd700') : '#ffe36b';
    if ((win.kind === 'line' || win.kind === 'jackpot') && win.line !== null) {
      const rows = state.lines[win.line];
      if (rows) {
        ctx.save();
        ctx.lineJoin = 'round';
        ctx.lineCap = 'round';
        ctx.shadowColor = colour;
        ctx.shadowBlur = 24;
        for (const [width, style] of [
          [16, 'rgba(0,0,0,0.55)'],
          [10, colour],
          [3, 'rgba(255,255,255,0.9)'],
        ] as const) {
          ctx.lineWidth = width;
          ctx.strokeStyle = style;
          ctx.beginPath();
          ctx.moveTo(0, centre(0, rows[0] ?? 0)[1]);
          rows.forEach((row, reel) => ctx.lineTo(...centre(reel, row)));
          ctx.lineTo(w, centre(rows.length - 1, rows[rows.length - 1] ?? 0)[1]);
          ctx.stroke();
        }
        ctx.restore();
      }
    }
    for (const cell of win.cells) outline(ctx, cell.reel * cw, cell.row * ch, cw, ch, colour, 7);
  }
}

function outline(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, colour: string, width: number): void {
  const inset = width + 4;
  ctx.save();
  ctx.shadowColor = colour;
  ctx.shadowBlur = 26;
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  roundedRect(ctx, x + inset, y + inset, w - inset * 2, h - inset * 2, 18);
  ctx.stroke();
  ctx.lineWidth = 2;
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.stroke();
  ctx.restore();
}
