import { paintMonaLisaSymbol } from './symbol-art';
import { drawSymbolAt, gem, shinyText } from '../../slots/paint-kit';

/** The title in the top bar: gold letters with a ruby. */
export function paintMonaLisaLogo(ctx: CanvasRenderingContext2D, w: number, h: number, title: string): void {
  ctx.clearRect(0, 0, w, h);
  gem(ctx, h * 0.5, h * 0.5, h * 0.34, { light: '#ff9aa8', mid: '#e0112f', dark: '#6a0012' }, 8);
  shinyText(ctx, title, w * 0.55, h * 0.52, h * 0.5, ['#fffbe0', '#ffd23c', '#a86400'], '#ff9a30', w - h * 1.1);
}

/** The menu tile: the portrait among jewels on deep red velvet. */
export function paintMonaLisaTile(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const bg = ctx.createRadialGradient(w / 2, h * 0.45, 10, w / 2, h / 2, w * 0.7);
  bg.addColorStop(0, '#8a1030');
  bg.addColorStop(1, '#1a0210');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, w, h);
  const draw = (symbol: string, x: number, y: number, size: number): void => drawSymbolAt(ctx, paintMonaLisaSymbol, symbol, x, y, size);
  draw('JEWEL', w * 0.18, h * 0.62, h * 0.36);
  draw('CROWN', w * 0.82, h * 0.62, h * 0.36);
  draw('MONA', w * 0.5, h * 0.46, h * 0.72);
  shinyText(ctx, 'JEWELS', w / 2, h * 0.9, h * 0.12, ['#ffffff', '#ffd23c', '#b06a00'], '#ff5050', w * 0.8);
}
