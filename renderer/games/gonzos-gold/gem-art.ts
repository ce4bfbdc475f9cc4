import { gem, polygon, shinyText, sparkle } from '../../slots/paint-kit';
import { goldFill, halo, sunRays, type StoneColours } from './stone-kit';

/**
 * The four low symbols, each a gem of its own colour and cut in a gold setting (a square-cut
 * RUBY, a tall step-cut EMERALD, a round SAPPHIRE, a triangular TOPAZ), and the gold COIN
 * Scatter with the sun stone engraved on it.
 */

const RUBY: StoneColours = { light: '#ff7d92', mid: '#e0112f', dark: '#56000e' };
const EMERALD: StoneColours = { light: '#72f59c', mid: '#12b045', dark: '#033d18' };
const SAPPHIRE: StoneColours = { light: '#86adff', mid: '#2160ea', dark: '#06185a' };
const TOPAZ: StoneColours = { light: '#ffd870', mid: '#ff9f1a', dark: '#7a3200' };

/** Gold claws holding a gem at the given points. */
function claws(ctx: CanvasRenderingContext2D, points: readonly (readonly [number, number])[], r: number): void {
  for (const [x, y] of points) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    goldFill(ctx, x - r, y - r, x + r, y + r, Math.max(1, r * 0.2));
  }
}

/** A bezel: the gem's outline in a gold band, drawn before the gem. */
function bezel(ctx: CanvasRenderingContext2D, points: readonly (readonly [number, number])[], width: number, s: number): void {
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.shadowColor = 'rgba(0,0,0,0.6)';
  ctx.shadowBlur = s * 0.04;
  ctx.shadowOffsetY = s * 0.015;
  polygon(ctx, points);
  ctx.lineWidth = width;
  const g = ctx.createLinearGradient(0, 0, s, s);
  g.addColorStop(0, '#fffbe0');
  g.addColorStop(0.35, '#e8b023');
  g.addColorStop(0.7, '#7a4a05');
  g.addColorStop(1, '#f6cf4a');
  ctx.strokeStyle = g;
  ctx.stroke();
  ctx.restore();
}

/** A cut gem from an outline and its table (same number of corners): crown facets lit by angle. */
function facetedGem(ctx: CanvasRenderingContext2D, outer: readonly (readonly [number, number])[], table: readonly (readonly [number, number])[], c: StoneColours): void {
  const n = outer.length;
  polygon(ctx, outer);
  ctx.fillStyle = c.dark;
  ctx.fill();
  for (let i = 0; i < n; i++) {
    const a = outer[i] as [number, number];
    const b = outer[(i + 1) % n] as [number, number];
    const d = table[i] as [number, number];
    const e = table[(i + 1) % n] as [number, number];
    // Light comes from the top left: a facet facing that way is light, away from it dark.
    const facing = -((a[0] + b[0]) / 2 - (d[0] + e[0]) / 2) - ((a[1] + b[1]) / 2 - (d[1] + e[1]) / 2);
    polygon(ctx, [a, b, e, d]);
    ctx.fillStyle = facing > 2 ? c.light : facing > -2 ? c.mid : c.dark;
    ctx.fill();
    ctx.lineWidth = 1.2;
    ctx.strokeStyle = 'rgba(255,255,255,0.4)';
    ctx.stroke();
  }
  const xs = table.map((p) => p[0]);
  const ys = table.map((p) => p[1]);
  const g = ctx.createLinearGradient(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys));
  g.addColorStop(0, c.light);
  g.addColorStop(0.55, c.mid);
  g.addColorStop(1, c.dark);
  polygon(ctx, table);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

const ring = (cx: number, cy: number, rx: number, ry: number, n: number, rotation: number): [number, number][] =>
  Array.from({ length: n }, (_, i) => {
    const a = rotation + (i / n) * Math.PI * 2;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry] as [number, number];
  });

export function paintRuby(ctx: CanvasRenderingContext2D, s: number): void {
  halo(ctx, s / 2, s / 2, s * 0.48, 'rgba(255,40,70,0.45)');
  const outer = ring(s / 2, s / 2, s * 0.37, s * 0.37, 8, Math.PI / 8);
  bezel(ctx, outer, s * 0.06, s);
  gem(ctx, s / 2, s / 2, s * 0.37, RUBY, 8, Math.PI / 8);
  claws(ctx, ring(s / 2, s / 2, s * 0.37, s * 0.37, 4, Math.PI / 4), s * 0.037);
  sparkle(ctx, s * 0.7, s * 0.26, s * 0.06);
}

export function paintEmerald(ctx: CanvasRenderingContext2D, s: number): void {
  halo(ctx, s / 2, s / 2, s * 0.48, 'rgba(40,230,110,0.42)');
  const cut = (w: number, h: number, c: number): [number, number][] => [
    [s / 2 - w + c, s / 2 - h],
    [s / 2 + w - c, s / 2 - h],
    [s / 2 + w, s / 2 - h + c],
    [s / 2 + w, s / 2 + h - c],
    [s / 2 + w - c, s / 2 + h],
    [s / 2 - w + c, s / 2 + h],
    [s / 2 - w, s / 2 + h - c],
    [s / 2 - w, s / 2 - h + c],
  ];
  const outer = cut(s * 0.29, s * 0.38, s * 0.08);
  bezel(ctx, outer, s * 0.06, s);
  // The step cut: rings of facets down to the long table.
  facetedGem(ctx, outer, cut(s * 0.22, s * 0.31, s * 0.06), EMERALD);
  facetedGem(ctx, cut(s * 0.22, s * 0.31, s * 0.06), cut(s * 0.15, s * 0.235, s * 0.04), EMERALD);
  claws(ctx, [outer[0], outer[3], outer[4], outer[7]].map((p) => p as [number, number]), s * 0.032);
  sparkle(ctx, s * 0.4, s * 0.27, s * 0.06);
}

export function paintSapphire(ctx: CanvasRenderingContext2D, s: number): void {
  halo(ctx, s / 2, s / 2, s * 0.48, 'rgba(60,120,255,0.45)');
  const outer = ring(s / 2, s / 2, s * 0.34, s * 0.39, 12, 0);
  bezel(ctx, outer, s * 0.06, s);
  facetedGem(ctx, outer, ring(s / 2, s / 2, s * 0.19, s * 0.22, 12, Math.PI / 12), SAPPHIRE);
  claws(ctx, ring(s / 2, s / 2, s * 0.34, s * 0.39, 4, Math.PI / 4), s * 0.037);
  sparkle(ctx, s * 0.38, s * 0.3, s * 0.07);
}

export function paintTopaz(ctx: CanvasRenderingContext2D, s: number): void {
  halo(ctx, s / 2, s * 0.54, s * 0.48, 'rgba(255,170,30,0.45)');
  const cy = s * 0.56;
  const outer = ring(s / 2, cy, s * 0.43, s * 0.43, 3, -Math.PI / 2);
  // Trillion: the three sides bow out a little (six corners for the facets).
  const bowed: [number, number][] = [];
  outer.forEach((p, i) => {
    const q = outer[(i + 1) % 3] as [number, number];
    const mx = (p[0] + q[0]) / 2;
    const my = (p[1] + q[1]) / 2;
    bowed.push(p, [s / 2 + (mx - s / 2) * 1.22, cy + (my - cy) * 1.22]);
  });
  bezel(ctx, bowed, s * 0.06, s);
  facetedGem(
    ctx,
    bowed,
    bowed.map(([x, y]) => [s / 2 + (x - s / 2) * 0.5, cy + (y - cy) * 0.5] as [number, number]),
    TOPAZ,
  );
  claws(ctx, outer, s * 0.036);
  sparkle(ctx, s * 0.44, s * 0.42, s * 0.06);
}

/** The gold COIN Scatter: a thick coin with the sun stone engraved, in a burst of light, labelled. */
export function paintCoin(ctx: CanvasRenderingContext2D, s: number, label: string): void {
  const cx = s / 2;
  const cy = s * 0.45;
  halo(ctx, cx, cy, s * 0.5, 'rgba(255,200,40,0.6)');
  sunRays(ctx, cx, cy, s * 0.3, s * 0.48, 24, ['rgba(255,236,150,0.55)', 'rgba(255,200,60,0.25)'], 'rgba(0,0,0,0)');
  paintCoinFace(ctx, cx, cy, s * 0.35);
  sparkle(ctx, cx - s * 0.2, cy - s * 0.22, s * 0.07);
  sparkle(ctx, cx + s * 0.27, cy + s * 0.12, s * 0.045);
  shinyText(ctx, label, cx, s * 0.89, s * 0.14, ['#ffffff', '#ffe27a', '#c27c0e'], '#ff9a00', s * 0.92);
}

/** The coin itself, radius r: its edge, a notched rim, a ring of glyphs and the sun's face. */
export function paintCoinFace(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number): void {
  const u = r / 0.35;
  ctx.beginPath();
  ctx.arc(cx, cy + u * 0.025, r, 0, Math.PI * 2);
  ctx.fillStyle = '#6a3c00';
  ctx.fill();
  ctx.save();
  ctx.shadowColor = 'rgba(255,200,60,0.8)';
  ctx.shadowBlur = u * 0.06;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  goldFill(ctx, cx - r, cy - r, cx + r, cy + r, u * 0.01);
  ctx.restore();
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(cx + Math.cos(a) * u * 0.325, cy + Math.sin(a) * u * 0.325);
    ctx.lineTo(cx + Math.cos(a) * u * 0.348, cy + Math.sin(a) * u * 0.348);
    ctx.lineWidth = u * 0.008;
    ctx.strokeStyle = 'rgba(90,50,0,0.7)';
    ctx.stroke();
  }
  // The inner field, sunk a little.
  ctx.beginPath();
  ctx.arc(cx, cy, u * 0.29, 0, Math.PI * 2);
  const field = ctx.createRadialGradient(cx + u * 0.08, cy + u * 0.1, u * 0.02, cx, cy, u * 0.3);
  field.addColorStop(0, '#ffe27a');
  field.addColorStop(0.7, '#d9961a');
  field.addColorStop(1, '#8a5208');
  ctx.fillStyle = field;
  ctx.fill();
  ctx.lineWidth = u * 0.012;
  ctx.strokeStyle = '#fff0b0';
  ctx.stroke();
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    ctx.save();
    ctx.translate(cx + Math.cos(a) * u * 0.245, cy + Math.sin(a) * u * 0.245);
    ctx.rotate(a);
    ctx.strokeStyle = 'rgba(90,45,0,0.75)';
    ctx.lineWidth = u * 0.008;
    ctx.strokeRect(-u * 0.018, -u * 0.018, u * 0.036, u * 0.036);
    ctx.restore();
  }
  sunRays(ctx, cx, cy, u * 0.11, u * 0.205, 8, ['#fff3b0', '#e0a020'], '#6a3c00');
  ctx.beginPath();
  ctx.arc(cx, cy, u * 0.11, 0, Math.PI * 2);
  goldFill(ctx, cx - u * 0.11, cy - u * 0.11, cx + u * 0.11, cy + u * 0.11, u * 0.008);
  ctx.fillStyle = '#5a3000';
  for (const dir of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(cx + dir * u * 0.04, cy - u * 0.02, u * 0.022, u * 0.011, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillRect(cx - u * 0.035, cy + u * 0.045, u * 0.07, u * 0.014);
  ctx.beginPath();
  ctx.moveTo(cx, cy - u * 0.01);
  ctx.lineTo(cx + u * 0.014, cy + u * 0.03);
  ctx.lineTo(cx - u * 0.014, cy + u * 0.03);
  ctx.fill();
}
