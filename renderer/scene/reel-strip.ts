import type { SymbolAtlas } from './atlas';

/** Paper of the reel strip: warm white, darker towards its edges, like a printed strip. */
function paintCellBackground(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, alongX: boolean): void {
  const g = alongX ? ctx.createLinearGradient(x, y, x, y + h) : ctx.createLinearGradient(x, y, x + w, y);
  g.addColorStop(0, '#e9dcc0');
  g.addColorStop(0.12, '#fffaf0');
  g.addColorStop(0.88, '#fffaf0');
  g.addColorStop(1, '#e9dcc0');
  ctx.fillStyle = g;
  ctx.fillRect(x, y, w, h);
  ctx.fillStyle = 'rgba(120,90,40,0.35)';
  if (alongX) ctx.fillRect(x, y, 2, h);
  else ctx.fillRect(x, y, w, 2);
}

/**
 * The texture of a reel's side for a cylinder lying on its side: the strip runs along the
 * canvas x axis (the cylinder's u, round the reel), one cell per stop, symbol i in cell i, each
 * figure turned a quarter so it stands upright once wrapped round the reel.
 */
export function paintCylinderStrip(
  atlas: SymbolAtlas,
  strip: readonly string[],
  cellPx: number,
  widthPx: number,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = cellPx * strip.length;
  canvas.height = widthPx;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  const size = Math.min(cellPx, widthPx) * 0.86;
  strip.forEach((symbol, i) => {
    paintCellBackground(ctx, i * cellPx, 0, cellPx, widthPx, true);
    ctx.save();
    ctx.translate(i * cellPx + cellPx / 2, widthPx / 2);
    ctx.rotate(-Math.PI / 2);
    atlas.draw(ctx, symbol, 0, 0, size);
    ctx.restore();
  });
  return canvas;
}

/**
 * The same strip smeared along its length, shown while a reel turns fast. A blurred picture
 * needs no detail, so it is made (and uploaded as a texture) at a quarter of the size: painting
 * it at full size took seconds on a software-rendered screen.
 */
export function blurAlongStrip(source: HTMLCanvasElement, radiusPx: number, scale = 0.25): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(source.width * scale));
  canvas.height = Math.max(1, Math.round(source.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  const small = document.createElement('canvas');
  small.width = canvas.width;
  small.height = canvas.height;
  small.getContext('2d')?.drawImage(source, 0, 0, small.width, small.height);
  const radius = radiusPx * scale;
  // A box blur along x: copies of the strip spread over ±radius, averaged by drawing copy k
  // at alpha 1/(k+1) over the first.
  const taps = 10;
  ctx.globalAlpha = 1;
  ctx.drawImage(small, 0, 0);
  for (let k = 1; k <= taps; k++) {
    const dx = Math.round(((k / taps) * 2 - 1) * radius) || 1;
    ctx.globalAlpha = 1 / (k + 1);
    // Draw wrapped so the seam of the strip blurs too.
    ctx.drawImage(small, dx, 0);
    ctx.drawImage(small, dx - small.width * Math.sign(dx), 0);
  }
  ctx.globalAlpha = 1;
  return canvas;
}

/** An upright strip (for the flat fallback): cells stacked top to bottom, symbol i in cell i. */
export function paintUprightStrip(
  atlas: SymbolAtlas,
  strip: readonly string[],
  cellPx: number,
  widthPx: number,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = widthPx;
  canvas.height = cellPx * strip.length;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  const size = Math.min(cellPx, widthPx) * 0.86;
  strip.forEach((symbol, i) => {
    paintCellBackground(ctx, 0, i * cellPx, widthPx, cellPx, false);
    atlas.draw(ctx, symbol, widthPx / 2, i * cellPx + cellPx / 2, size);
  });
  return canvas;
}
