import { drawSymbolAt, shinyText, sparkle } from '../../slots/paint-kit';
import { paintCoinFace } from './gem-art';
import { paintGonzoSymbol } from './symbol-art';
import { halo, seeded, speckle, sunRays } from './stone-kit';

/** The title in the top bar: the gold coin and "GONZO'S GOLD" in gold letters. */
export function paintGonzoLogo(ctx: CanvasRenderingContext2D, w: number, h: number, title: string): void {
  ctx.clearRect(0, 0, w, h);
  halo(ctx, h * 0.5, h * 0.5, h * 0.5, 'rgba(255,200,40,0.5)');
  paintCoinFace(ctx, h * 0.5, h * 0.5, h * 0.4);
  sparkle(ctx, h * 0.76, h * 0.2, h * 0.08);
  shinyText(ctx, title, w * 0.57, h * 0.52, h * 0.56, ['#fffbe0', '#ffd23c', '#a86400'], '#ff9a20', w - h * 1.15);
}

/** The menu tile: a stepped temple in the jungle at sunrise, the gold MASK and coins, the title. */
export function paintGonzoTile(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, '#0e4a3a');
  sky.addColorStop(0.45, '#3f8a3a');
  sky.addColorStop(0.62, '#e6a83a');
  sky.addColorStop(1, '#2a1a08');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  sunRays(ctx, w / 2, h * 0.5, h * 0.05, w * 0.75, 28, ['rgba(255,230,140,0.28)', 'rgba(255,230,140,0.08)'], 'rgba(0,0,0,0)');
  // The temple: stepped tiers of stone.
  const tiers = 6;
  for (let i = 0; i < tiers; i++) {
    const tw = w * (0.92 - i * 0.12);
    const th = h * 0.055;
    const y = h * 0.9 - (i + 1) * th;
    const g = ctx.createLinearGradient(0, y, 0, y + th);
    g.addColorStop(0, '#b9a57a');
    g.addColorStop(1, '#5a4a30');
    ctx.fillStyle = g;
    ctx.fillRect(w / 2 - tw / 2, y, tw, th);
    ctx.beginPath();
    ctx.rect(w / 2 - tw / 2, y, tw, th);
    speckle(ctx, w / 2 - tw / 2, y, tw, th, 101 + i, 60);
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.fillRect(w / 2 - tw / 2, y + th - 3, tw, 3);
  }
  // The jungle's leaves at the sides.
  const next = seeded(7);
  for (let i = 0; i < 12; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = w / 2 + side * (w * 0.3 + next() * w * 0.2);
    const y = h * (0.28 + next() * 0.45);
    leaf(ctx, x, y, w * (0.1 + next() * 0.07), side < 0 ? -0.5 + next() * 1.0 : Math.PI - 0.5 + next() * 1.0);
  }
  const draw = (symbol: string, x: number, y: number, size: number): void => drawSymbolAt(ctx, paintGonzoSymbol, symbol, x, y, size);
  // The menu shows the middle of the art (a portrait tile over a wider canvas): keep it there.
  draw('RUBY', w * 0.32, h * 0.7, h * 0.18);
  draw('SAPPHIRE', w * 0.68, h * 0.7, h * 0.18);
  draw('MASK', w / 2, h * 0.5, h * 0.38);
  paintCoinFace(ctx, w * 0.34, h * 0.36, h * 0.05);
  paintCoinFace(ctx, w * 0.66, h * 0.38, h * 0.045);
  sparkle(ctx, w * 0.6, h * 0.32, h * 0.04);
  // Below the menu's kind badge, which covers the top of the tile.
  shinyText(ctx, "GONZO'S", w / 2, h * 0.235, h * 0.115, ['#ffffff', '#ffd23c', '#b06a00'], '#ff9a20', w * 0.5);
  shinyText(ctx, 'GOLD', w / 2, h * 0.87, h * 0.17, ['#ffffff', '#ffd23c', '#b06a00'], '#ff9a20', w * 0.48);
}

function leaf(ctx: CanvasRenderingContext2D, x: number, y: number, len: number, angle: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  const g = ctx.createLinearGradient(0, -len * 0.3, 0, len * 0.3);
  g.addColorStop(0, '#5fd04a');
  g.addColorStop(1, '#0f4a16');
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(len * 0.5, -len * 0.35, len, 0);
  ctx.quadraticCurveTo(len * 0.5, len * 0.35, 0, 0);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = 'rgba(200,255,160,0.5)';
  ctx.lineWidth = Math.max(1, len * 0.02);
  ctx.beginPath();
  ctx.moveTo(len * 0.05, 0);
  ctx.lineTo(len * 0.9, 0);
  ctx.stroke();
  ctx.restore();
}
