import type { Painter } from './paint';

/**
 * A game's figures painted at run time on one 2D canvas (no image files), one square cell each,
 * in the order of the painters given. Reel strips and paytable icons are cut from it. Built once
 * per game when the renderer starts.
 */
export interface SymbolAtlas {
  readonly canvas: HTMLCanvasElement;
  readonly cellPx: number;
  /** Copies one figure into `ctx` centred on (cx, cy), `size` pixels square. */
  draw(ctx: CanvasRenderingContext2D, symbol: string, cx: number, cy: number, size: number): void;
}

export function createAtlas(painters: Readonly<Record<string, Painter>>, cellPx = 256): SymbolAtlas {
  const names = Object.keys(painters);
  const canvas = document.createElement('canvas');
  canvas.width = cellPx * names.length;
  canvas.height = cellPx;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  names.forEach((name, i) => {
    ctx.save();
    ctx.translate(i * cellPx, 0);
    ctx.scale(cellPx / 100, cellPx / 100);
    painters[name]?.(ctx);
    ctx.restore();
  });
  return {
    canvas,
    cellPx,
    draw(target, symbol, cx, cy, size) {
      const i = names.indexOf(symbol);
      if (i < 0) {
        drawUnknown(target, symbol, cx, cy, size);
        return;
      }
      target.drawImage(canvas, i * cellPx, 0, cellPx, cellPx, cx - size / 2, cy - size / 2, size, size);
    },
  };
}

/** A figure a newer cabinet sends that this renderer cannot paint: its name in a disc. */
function drawUnknown(ctx: CanvasRenderingContext2D, symbol: string, cx: number, cy: number, size: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, size * 0.4, 0, Math.PI * 2);
  ctx.fillStyle = '#5a3a6a';
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.font = `bold ${Math.round(size * 0.14)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(symbol.toUpperCase().slice(0, 8), cx, cy);
  ctx.restore();
}

/** A small canvas showing one figure, for the paytables. */
export function symbolIcon(atlas: SymbolAtlas, symbol: string, px: number): HTMLCanvasElement {
  const c = document.createElement('canvas');
  const ratio = Math.max(1, Math.min(3, Math.round(window.devicePixelRatio || 1)));
  c.width = px * ratio * 2;
  c.height = px * ratio * 2;
  c.className = 'symbol-icon';
  c.dataset.symbol = symbol;
  const ctx = c.getContext('2d');
  if (ctx) atlas.draw(ctx, symbol, c.width / 2, c.height / 2, c.width);
  return c;
}
