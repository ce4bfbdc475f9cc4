import { drawSymbolAt, gem, shinyText, sparkle } from '../../slots/paint-kit';
import { paintMysticGemSymbol } from './symbol-art';

const MYSTIC = { light: '#ffc4ff', mid: '#c21cff', dark: '#4a0470' };

/** The title in the top bar: a violet gem and "40 MYSTIC GEM" in gold. */
export function paintMysticGemLogo(ctx: CanvasRenderingContext2D, w: number, h: number, title: string): void {
  ctx.clearRect(0, 0, w, h);
  gem(ctx, h * 0.5, h * 0.5, h * 0.36, MYSTIC, 8);
  sparkle(ctx, h * 0.78, h * 0.2, h * 0.1);
  shinyText(ctx, title, w * 0.57, h * 0.52, h * 0.56, ['#fffbe0', '#ffd23c', '#a86400'], '#e040ff', w - h * 1.15);
}

/** The menu tile: the mystic gem over fruits and a red seven on a violet night. */
export function paintMysticGemTile(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const bg = ctx.createRadialGradient(w / 2, h * 0.42, 10, w / 2, h / 2, w * 0.75);
  bg.addColorStop(0, '#7a1cb8');
  bg.addColorStop(0.6, '#2a0646');
  bg.addColorStop(1, '#0a0014');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, w, h);
  const draw = (symbol: string, x: number, y: number, size: number): void => drawSymbolAt(ctx, paintMysticGemSymbol, symbol, x, y, size);
  // The menu shows the middle of the art (a portrait tile over a 520 × 400 canvas): keep it there.
  draw('CHERRY', w * 0.29, h * 0.6, h * 0.24);
  draw('SEVEN', w * 0.71, h * 0.6, h * 0.26);
  gem(ctx, w / 2, h * 0.49, h * 0.19, MYSTIC, 8);
  sparkle(ctx, w * 0.56, h * 0.38, h * 0.05);
  shinyText(ctx, '40', w / 2, h * 0.235, h * 0.14, ['#ffffff', '#ffd23c', '#b06a00'], '#ff40ff', w * 0.3);
  shinyText(ctx, 'MYSTIC', w / 2, h * 0.79, h * 0.13, ['#ffffff', '#ffd23c', '#b06a00'], '#e040ff', w * 0.56);
  shinyText(ctx, 'GEM', w / 2, h * 0.915, h * 0.12, ['#ffffff', '#ffd23c', '#b06a00'], '#e040ff', w * 0.56);
}
