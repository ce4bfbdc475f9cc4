import { drawSymbolAt, shinyText, sparkle } from '../../slots/paint-kit';
import { BAUBLE_TONES, bauble, circle, halo, seeded, snowfall } from './art-kit';
import { paintElf, paintGift, type SymbolPainter } from './symbol-art';

const GOLD: [string, string, string] = ['#ffffff', '#ffd23c', '#b06a00'];

const draw = (ctx: CanvasRenderingContext2D, painter: SymbolPainter, x: number, y: number, size: number): void =>
  drawSymbolAt(ctx, (g, _symbol, s) => painter(g, s), '', x, y, size);

/** The title in the top bar: the elf's face and "MYSTERY ELVES" in gold with a red glow. */
export function paintElvesLogo(ctx: CanvasRenderingContext2D, w: number, h: number, title: string): void {
  ctx.clearRect(0, 0, w, h);
  draw(ctx, paintElf, h * 0.52, h * 0.5, h * 1.05);
  sparkle(ctx, h * 1.02, h * 0.18, h * 0.08);
  shinyText(ctx, title, w * 0.585, h * 0.53, h * 0.5, GOLD, '#ff3030', w - h * 1.2);
}

/** The night sky: deep blue deepening upwards, with stars. */
export function paintNight(ctx: CanvasRenderingContext2D, w: number, h: number, seed: number): void {
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, '#030820');
  sky.addColorStop(0.5, '#0b2266');
  sky.addColorStop(1, '#21459a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  const next = seeded(seed);
  for (let i = 0; i < Math.round((w * h) / 900); i++) {
    const x = next() * w;
    const y = next() * h * 0.7;
    circle(ctx, x, y, 0.4 + next() * 1.3, `rgba(255,255,240,${0.3 + next() * 0.7})`);
  }
}

/** The menu tile: the elf under the starry night, a gift and a bauble in the snow, the title in gold. */
export function paintElvesTile(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  paintNight(ctx, w, h, 5);
  // The menu shows the middle of the art (a portrait tile over a 520 × 400 canvas): keep it there.
  halo(ctx, w / 2, h * 0.5, h * 0.42, 'rgba(255,200,80,0.45)');
  // Snowy hills.
  ctx.fillStyle = '#e8f0ff';
  ctx.beginPath();
  ctx.moveTo(0, h * 0.8);
  ctx.quadraticCurveTo(w * 0.3, h * 0.7, w * 0.55, h * 0.78);
  ctx.quadraticCurveTo(w * 0.8, h * 0.85, w, h * 0.76);
  ctx.lineTo(w, h);
  ctx.lineTo(0, h);
  ctx.closePath();
  ctx.fill();
  draw(ctx, paintElf, w / 2, h * 0.47, h * 0.5);
  draw(ctx, paintGift, w * 0.32, h * 0.73, h * 0.2);
  bauble(ctx, w * 0.68, h * 0.74, h * 0.075, BAUBLE_TONES.red);
  snowfall(ctx, 0, 0, w, h, 70, 9, h * 0.008, 0.8);
  // Below the menu's kind badge, which covers the top of the tile.
  shinyText(ctx, 'MYSTERY', w / 2, h * 0.225, h * 0.11, GOLD, '#ff3030', w * 0.5);
  shinyText(ctx, 'ELVES', w / 2, h * 0.885, h * 0.17, GOLD, '#ff3030', w * 0.5);
}

/**
 * The stage's backdrop (1920 × 1080) behind the reels and bars: the night sky, the moonlight, snowy
 * hills and fir trees at the sides, snow falling.
 */
export function paintElvesBackdrop(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  paintNight(ctx, w, h, 21);
  halo(ctx, w * 0.5, h * 0.5, w * 0.45, 'rgba(255,90,60,0.16)');
  halo(ctx, w * 0.92, h * 0.2, h * 0.3, 'rgba(255,250,210,0.22)');
  // Snowy hills across the bottom, higher at the sides, with fir trees beside the reels.
  const snow = ctx.createLinearGradient(0, h * 0.7, 0, h);
  snow.addColorStop(0, '#eef4ff');
  snow.addColorStop(1, '#9ab4e0');
  ctx.fillStyle = snow;
  ctx.beginPath();
  ctx.moveTo(0, h * 0.72);
  ctx.quadraticCurveTo(w * 0.12, h * 0.68, w * 0.24, h * 0.8);
  ctx.quadraticCurveTo(w * 0.5, h * 0.9, w * 0.76, h * 0.8);
  ctx.quadraticCurveTo(w * 0.88, h * 0.68, w, h * 0.72);
  ctx.lineTo(w, h);
  ctx.lineTo(0, h);
  ctx.closePath();
  ctx.fill();
  for (const [x0, dir] of [
    [0, 1],
    [w, -1],
  ] as const) {
    for (const [dx, base, size] of [
      [0.04, 0.78, 0.2],
      [0.11, 0.8, 0.15],
      [0.075, 0.86, 0.12],
    ] as const) fir(ctx, x0 + dir * w * dx, h * base, h * size);
  }
  snowfall(ctx, 0, 0, w, h, 260, 33, 3.2, 0.75);
}

function fir(ctx: CanvasRenderingContext2D, x: number, base: number, height: number): void {
  const tiers = 4;
  for (let i = 0; i < tiers; i++) {
    const top = base - height * (1 - i * 0.2);
    const bottom = base - height * (0.55 - i * 0.17);
    const half = height * (0.16 + i * 0.07);
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x + half, bottom);
    ctx.lineTo(x - half, bottom);
    ctx.closePath();
    ctx.fillStyle = '#0a3a3a';
    ctx.fill();
    // Snow on each tier's edge.
    ctx.beginPath();
    ctx.moveTo(x + half, bottom);
    ctx.quadraticCurveTo(x, bottom - height * 0.05, x - half, bottom);
    ctx.lineTo(x - half * 0.8, bottom - height * 0.025);
    ctx.quadraticCurveTo(x, bottom - height * 0.08, x + half * 0.8, bottom - height * 0.025);
    ctx.closePath();
    ctx.fillStyle = 'rgba(235,245,255,0.9)';
    ctx.fill();
  }
}
