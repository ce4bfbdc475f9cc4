import { goldGradient, roundedRect } from '../../slots/paint-kit';

/**
 * Gonzo's Gold's painting helpers: carved temple stone (a tile with a chiselled border and a
 * speckled face), engraved lines, gold, and the sun's rays. The symbols, the pick's stones and
 * the titles are made of these.
 */

export interface StoneColours {
  readonly light: string;
  readonly mid: string;
  readonly dark: string;
}

export const GOLD = { light: '#fff3b0', mid: '#e8b023', dark: '#7a4a05' } as const;

/** A repeatable pseudo-random sequence (the art must look the same at every start; no Math.random). */
export function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 4294967296;
  };
}

/** A speckled stone face filling the current path (clipped to it). */
export function speckle(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, seed: number, amount = 260): void {
  const next = seeded(seed);
  ctx.save();
  ctx.clip();
  for (let i = 0; i < amount; i++) {
    const px = x + next() * w;
    const py = y + next() * h;
    const r = 0.6 + next() * Math.max(1.2, w * 0.008);
    ctx.fillStyle = next() < 0.5 ? 'rgba(0,0,0,0.16)' : 'rgba(255,255,255,0.10)';
    ctx.beginPath();
    ctx.arc(px, py, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/**
 * A temple tile: bevelled stone in `stone`'s colours with a chiselled inner border, a stepped
 * fret at its corners and a thin gold rim. The carving is painted over it.
 */
export function stoneTile(ctx: CanvasRenderingContext2D, s: number, stone: StoneColours, seed: number): void {
  const pad = s * 0.045;
  const r = s * 0.09;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.6)';
  ctx.shadowBlur = s * 0.04;
  ctx.shadowOffsetY = s * 0.015;
  roundedRect(ctx, pad, pad, s - pad * 2, s - pad * 2, r);
  const body = ctx.createLinearGradient(0, pad, s * 0.3, s - pad);
  body.addColorStop(0, stone.light);
  body.addColorStop(0.55, stone.mid);
  body.addColorStop(1, stone.dark);
  ctx.fillStyle = body;
  ctx.fill();
  ctx.restore();
  roundedRect(ctx, pad, pad, s - pad * 2, s - pad * 2, r);
  speckle(ctx, pad, pad, s - pad * 2, s - pad * 2, seed);
  // The face sinks inside a raised border: dark on the top-left edge of the cut, light on the other.
  const inner = s * 0.13;
  engraved(ctx, () => roundedRect(ctx, inner, inner, s - inner * 2, s - inner * 2, r * 0.6), s * 0.012);
  const glow = ctx.createRadialGradient(s / 2, s * 0.45, s * 0.05, s / 2, s / 2, s * 0.45);
  glow.addColorStop(0, 'rgba(255,240,200,0.22)');
  glow.addColorStop(1, 'rgba(0,0,0,0.18)');
  roundedRect(ctx, inner, inner, s - inner * 2, s - inner * 2, r * 0.6);
  ctx.fillStyle = glow;
  ctx.fill();
  for (const [cx, cy, dx, dy] of [
    [pad * 2.2, pad * 2.2, 1, 1],
    [s - pad * 2.2, pad * 2.2, -1, 1],
    [pad * 2.2, s - pad * 2.2, 1, -1],
    [s - pad * 2.2, s - pad * 2.2, -1, -1],
  ] as const) {
    fret(ctx, cx, cy, dx, dy, s * 0.05);
  }
  ctx.lineWidth = s * 0.022;
  ctx.strokeStyle = goldGradient(ctx, 0, 0, s, s);
  roundedRect(ctx, pad, pad, s - pad * 2, s - pad * 2, r);
  ctx.stroke();
}

/** A stepped spiral (the Aztec fret) in a corner, opening along dx, dy. */
function fret(ctx: CanvasRenderingContext2D, x: number, y: number, dx: number, dy: number, u: number): void {
  ctx.save();
  ctx.lineCap = 'square';
  ctx.lineJoin = 'miter';
  const path = (): void => {
    ctx.beginPath();
    ctx.moveTo(x, y + dy * u * 1.6);
    ctx.lineTo(x, y);
    ctx.lineTo(x + dx * u * 1.6, y);
    ctx.lineTo(x + dx * u * 1.6, y + dy * u);
    ctx.lineTo(x + dx * u * 0.7, y + dy * u);
  };
  path();
  ctx.lineWidth = u * 0.5;
  ctx.strokeStyle = 'rgba(0,0,0,0.45)';
  ctx.stroke();
  ctx.translate(-u * 0.08, -u * 0.08);
  path();
  ctx.lineWidth = u * 0.28;
  ctx.strokeStyle = goldGradient(ctx, x - u, y - u, x + u, y + u);
  ctx.stroke();
  ctx.restore();
}

/** A line cut into stone: a dark stroke with a light edge below and right of it. */
export function engraved(ctx: CanvasRenderingContext2D, path: () => void, width: number): void {
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.translate(width * 0.6, width * 0.6);
  path();
  ctx.lineWidth = width;
  ctx.strokeStyle = 'rgba(255,245,220,0.35)';
  ctx.stroke();
  ctx.translate(-width * 1.2, -width * 1.2);
  path();
  ctx.strokeStyle = 'rgba(0,0,0,0.5)';
  ctx.stroke();
  ctx.restore();
}

/** Fills the current path with polished gold lit from the top left, outlined in dark gold. */
export function goldFill(ctx: CanvasRenderingContext2D, x0: number, y0: number, x1: number, y1: number, outline = 0): void {
  const g = ctx.createLinearGradient(x0, y0, x1, y1);
  g.addColorStop(0, '#fffbe0');
  g.addColorStop(0.3, '#f6cf4a');
  g.addColorStop(0.62, '#b8780e');
  g.addColorStop(1, '#f3c64a');
  ctx.fillStyle = g;
  ctx.fill();
  if (outline > 0) {
    ctx.lineWidth = outline;
    ctx.strokeStyle = '#5a3300';
    ctx.stroke();
  }
}

/** A soft coloured light behind a symbol. */
export function halo(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, colour: string): void {
  const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
  g.addColorStop(0, colour);
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = g;
  ctx.fillRect(cx - r, cy - r, r * 2, r * 2);
}

/** Sun rays: `count` wedges between two radii, alternating two fills. */
export function sunRays(ctx: CanvasRenderingContext2D, cx: number, cy: number, inner: number, outer: number, count: number, fills: readonly [string | CanvasGradient, string | CanvasGradient], outline: string): void {
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 - Math.PI / 2;
    const half = (Math.PI / count) * 0.8;
    const tip = i % 2 === 0 ? outer : outer * 0.86;
    ctx.beginPath();
    ctx.moveTo(cx + Math.cos(a - half) * inner, cy + Math.sin(a - half) * inner);
    ctx.lineTo(cx + Math.cos(a) * tip, cy + Math.sin(a) * tip);
    ctx.lineTo(cx + Math.cos(a + half) * inner, cy + Math.sin(a + half) * inner);
    ctx.closePath();
    ctx.fillStyle = fills[i % 2] as string | CanvasGradient;
    ctx.fill();
    ctx.lineWidth = Math.max(1, inner * 0.03);
    ctx.strokeStyle = outline;
    ctx.stroke();
  }
}

/** A round inlay: a stone of `colour` in a gold ring. */
export function inlay(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, colour: StoneColours): void {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  goldFill(ctx, cx - r, cy - r, cx + r, cy + r, Math.max(1, r * 0.12));
  const g = ctx.createRadialGradient(cx - r * 0.3, cy - r * 0.3, r * 0.05, cx, cy, r * 0.7);
  g.addColorStop(0, colour.light);
  g.addColorStop(0.5, colour.mid);
  g.addColorStop(1, colour.dark);
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.66, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
}

export const TURQUOISE: StoneColours = { light: '#c8fff4', mid: '#22c7b0', dark: '#0a5a55' };
export const JADE: StoneColours = { light: '#c6ffcf', mid: '#2fae5a', dark: '#0c4a24' };

/** An almond eye: `white` with a round or slit pupil, outlined dark. */
export function eye(ctx: CanvasRenderingContext2D, cx: number, cy: number, w: number, h: number, white: string, pupil: 'round' | 'slit', pupilColour = '#0a0a0a'): void {
  ctx.beginPath();
  ctx.moveTo(cx - w / 2, cy);
  ctx.quadraticCurveTo(cx, cy - h, cx + w / 2, cy);
  ctx.quadraticCurveTo(cx, cy + h, cx - w / 2, cy);
  ctx.closePath();
  ctx.fillStyle = white;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.beginPath();
  if (pupil === 'round') ctx.arc(cx, cy, h * 0.55, 0, Math.PI * 2);
  else ctx.ellipse(cx, cy, w * 0.08, h * 0.62, 0, 0, Math.PI * 2);
  ctx.fillStyle = pupilColour;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(cx - w * 0.08, cy - h * 0.22, h * 0.16, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.fill();
  ctx.restore();
  ctx.beginPath();
  ctx.moveTo(cx - w / 2, cy);
  ctx.quadraticCurveTo(cx, cy - h, cx + w / 2, cy);
  ctx.quadraticCurveTo(cx, cy + h, cx - w / 2, cy);
  ctx.closePath();
  ctx.lineWidth = Math.max(1.5, h * 0.22);
  ctx.strokeStyle = '#1a0c00';
  ctx.stroke();
}
