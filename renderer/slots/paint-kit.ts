/**
 * Drawing helpers for procedurally painted slot symbols: gold frames, faceted gems, shining
 * letters, sparkles. A game's artwork (renderer/games/<id>/) combines them with its own choices.
 */
import { poly, sparkle as glint } from '../scene/paint';

/** A closed path through the points (the scene's own). */
export const polygon = poly;

export function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

export function goldGradient(ctx: CanvasRenderingContext2D, x0: number, y0: number, x1: number, y1: number): CanvasGradient {
  const g = ctx.createLinearGradient(x0, y0, x1, y1);
  g.addColorStop(0, '#fff4c2');
  g.addColorStop(0.25, '#e0a92c');
  g.addColorStop(0.5, '#7a4a05');
  g.addColorStop(0.7, '#f6d066');
  g.addColorStop(1, '#9c6510');
  return g;
}

/** A tile behind a symbol: a radial glow of its colour in a gold frame. */
export function symbolTile(ctx: CanvasRenderingContext2D, size: number, inner: string, outer: string, frame = true): void {
  const pad = size * 0.04;
  const bg = ctx.createRadialGradient(size / 2, size * 0.42, size * 0.05, size / 2, size / 2, size * 0.62);
  bg.addColorStop(0, inner);
  bg.addColorStop(1, outer);
  roundedRect(ctx, pad, pad, size - pad * 2, size - pad * 2, size * 0.12);
  ctx.fillStyle = bg;
  ctx.fill();
  if (!frame) return;
  ctx.lineWidth = size * 0.035;
  ctx.strokeStyle = goldGradient(ctx, 0, 0, size, size);
  ctx.stroke();
  ctx.lineWidth = size * 0.008;
  ctx.strokeStyle = 'rgba(255,255,255,0.6)';
  roundedRect(ctx, pad * 2.2, pad * 2.2, size - pad * 4.4, size - pad * 4.4, size * 0.1);
  ctx.stroke();
}

/** A faceted gem of `sides` sides (a brilliant seen from above): table, crown facets, light and shade. */
export function gem(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, colours: { light: string; mid: string; dark: string }, sides = 8, rotation = Math.PI / 8): void {
  const pts: [number, number][] = [];
  for (let i = 0; i < sides; i++) {
    const a = rotation + (i / sides) * Math.PI * 2;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  const inner = pts.map(([x, y]) => [cx + (x - cx) * 0.55, cy + (y - cy) * 0.55] as [number, number]);
  ctx.save();
  ctx.shadowColor = colours.mid;
  ctx.shadowBlur = r * 0.5;
  polygon(ctx, pts);
  ctx.fillStyle = colours.dark;
  ctx.fill();
  ctx.restore();
  for (let i = 0; i < sides; i++) {
    const a = pts[i] as [number, number];
    const b = pts[(i + 1) % sides] as [number, number];
    const c = inner[(i + 1) % sides] as [number, number];
    const d = inner[i] as [number, number];
    const lit = Math.cos(((i + 0.5) / sides) * Math.PI * 2 + Math.PI * 0.75);
    polygon(ctx, [a, b, c, d]);
    ctx.fillStyle = lit > 0.3 ? colours.light : lit > -0.3 ? colours.mid : colours.dark;
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.35)';
    ctx.lineWidth = Math.max(1, r * 0.02);
    ctx.stroke();
  }
  const table = ctx.createLinearGradient(cx - r * 0.5, cy - r * 0.5, cx + r * 0.5, cy + r * 0.5);
  table.addColorStop(0, colours.light);
  table.addColorStop(1, colours.mid);
  polygon(ctx, inner);
  ctx.fillStyle = table;
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.5)';
  ctx.stroke();
  sparkle(ctx, cx - r * 0.3, cy - r * 0.35, r * 0.35);
}

/** A four-pointed glint, glowing (the cabinet's one glint shape, with a halo for the slots' art). */
export function sparkle(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.save();
  ctx.shadowColor = '#fff';
  ctx.shadowBlur = r * 0.8;
  glint(ctx, x, y, r);
  ctx.restore();
}

/** Big letters with a gradient fill, a gold outline and a glow. */
export function shinyText(ctx: CanvasRenderingContext2D, text: string, cx: number, cy: number, px: number, fill: [string, string, string], glow: string, maxWidth?: number): void {
  ctx.save();
  ctx.font = `900 ${px}px 'DejaVu Sans', Arial, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const g = ctx.createLinearGradient(0, cy - px / 2, 0, cy + px / 2);
  g.addColorStop(0, fill[0]);
  g.addColorStop(0.5, fill[1]);
  g.addColorStop(1, fill[2]);
  ctx.shadowColor = glow;
  ctx.shadowBlur = px * 0.25;
  ctx.lineJoin = 'round';
  ctx.lineWidth = px * 0.14;
  ctx.strokeStyle = '#2a1400';
  ctx.strokeText(text, cx, cy, maxWidth);
  ctx.shadowBlur = 0;
  ctx.lineWidth = px * 0.06;
  ctx.strokeStyle = goldGradient(ctx, cx - px, cy - px / 2, cx + px, cy + px / 2);
  ctx.strokeText(text, cx, cy, maxWidth);
  ctx.fillStyle = g;
  ctx.fillText(text, cx, cy, maxWidth);
  ctx.restore();
}

/** Paints one of a game's symbols (its 256-pixel painting) centred at (x, y), `size` wide: for tiles and logos. */
export function drawSymbolAt(ctx: CanvasRenderingContext2D, paint: (g: CanvasRenderingContext2D, symbol: string, size: number) => void, symbol: string, x: number, y: number, size: number): void {
  const c = document.createElement('canvas');
  c.width = 256;
  c.height = 256;
  const g = c.getContext('2d');
  if (!g) return;
  paint(g, symbol, 256);
  ctx.drawImage(c, x - size / 2, y - size / 2, size, size);
}
