import type { SlotCell, SlotWinView } from '../../contract/slot-view';
import { formatEuros } from '../format';
import { cellKey, clusterLoops, insetLoop, labelCell, type Point } from './cluster-outline';
import { roundedRect } from './paint-kit';

/**
 * The layer drawn over the reels: the winning lines (from the game's `lines`, each in its
 * colour, glowing), the outlines of winning cells (scatter and jackpot wins, and the paid run of
 * a line), a cluster win's one traced outline round its group with its amount on it, and the
 * frames of held cells.
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
  /** Every win of the spin: a cluster keeps the colour of its place among them, lit alone or with the others. */
  readonly allWins?: readonly SlotWinView[];
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

  const labels: { cell: SlotCell; text: string; colour: string }[] = [];
  const taken = new Set<string>();
  for (const win of state.wins) {
    if (win.kind === 'cluster') {
      const index = Math.max(0, (state.allWins ?? state.wins).indexOf(win));
      const colour = state.colours[index % Math.max(1, state.colours.length)] ?? '#ffe36b';
      // Clusters sharing a cell (a Scatter in two) are outlined at different depths, so both show.
      traceCluster(ctx, win.cells, cw, ch, colour, 9 + (index % 3) * 8);
      const cell = labelCell(win.cells, taken);
      if (cell) {
        taken.add(cellKey(cell));
        labels.push({ cell, text: formatEuros(win.cents), colour });
      }
      continue;
    }
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
  // The amounts last, over every outline.
  for (const label of labels) amountTag(ctx, label.cell.reel * cw + cw / 2, label.cell.row * ch + ch / 2, Math.min(cw, ch), label.text, label.colour);
}

/** A group of cells outlined as one shape (cells cw × ch pixels), in `colour`: a cluster's outline. */
export function traceCluster(ctx: CanvasRenderingContext2D, cells: readonly SlotCell[], cw: number, ch: number, colour: string, inset = 9): void {
  for (const loop of clusterLoops(cells)) traced(ctx, insetLoop(loop, cw, ch, inset), colour);
}

/** One glowing outline along a traced loop, its corners rounded. */
function traced(ctx: CanvasRenderingContext2D, loop: readonly Point[], colour: string): void {
  if (loop.length < 3) return;
  const path = (): void => {
    ctx.beginPath();
    const n = loop.length;
    const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const start = mid(loop[n - 1] as Point, loop[0] as Point);
    ctx.moveTo(start[0], start[1]);
    for (let i = 0; i < n; i++) {
      const corner = loop[i] as Point;
      const next = mid(corner, loop[(i + 1) % n] as Point);
      ctx.arcTo(corner[0], corner[1], next[0], next[1], 16);
    }
    ctx.closePath();
  };
  ctx.save();
  ctx.lineJoin = 'round';
  path();
  ctx.shadowColor = colour;
  ctx.shadowBlur = 28;
  ctx.lineWidth = 14;
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.stroke();
  ctx.lineWidth = 8;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.shadowBlur = 0;
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = 'rgba(255,255,255,0.9)';
  ctx.stroke();
  ctx.restore();
}

/** A cluster's amount on a dark pill rimmed in its colour, over the cell nearest its middle. */
function amountTag(ctx: CanvasRenderingContext2D, x: number, y: number, cell: number, text: string, colour: string): void {
  const px = Math.round(cell * 0.2);
  ctx.save();
  ctx.font = `900 ${px}px 'DejaVu Sans', Arial, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const w = ctx.measureText(text).width + px * 1.1;
  const h = px * 1.55;
  roundedRect(ctx, x - w / 2, y - h / 2, w, h, h / 2);
  ctx.fillStyle = 'rgba(12,6,0,0.82)';
  ctx.shadowColor = colour;
  ctx.shadowBlur = 18;
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.lineWidth = 4;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.fillStyle = '#fff6d0';
  ctx.fillText(text, x, y + px * 0.04);
  ctx.restore();
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
