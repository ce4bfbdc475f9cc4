/**
 * Mystery Elves' painting helpers on top of the stage's paint kit: soft halos, a seeded scatter of
 * snow and stars (no Math.random: the same picture every time), holly leaves, and the glossy
 * Christmas bauble that is the BONUS symbol and every place of the Hold and Win.
 */
import { shinyText, sparkle } from '../../slots/paint-kit';

/** A soft round glow of `colour` behind a symbol. */
export function halo(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, colour: string): void {
  const g = ctx.createRadialGradient(x, y, r * 0.1, x, y, r);
  g.addColorStop(0, colour);
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

/** A small deterministic random source (the same art on every paint). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export function ellipse(ctx: CanvasRenderingContext2D, x: number, y: number, rx: number, ry: number, rotation = 0): void {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, rotation, 0, Math.PI * 2);
}

export function circle(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, fill: string | CanvasGradient): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A glossy sphere: light from the upper left. */
export function sphere(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, light: string, mid: string, dark: string): void {
  const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.05, x, y, r);
  g.addColorStop(0, light);
  g.addColorStop(0.45, mid);
  g.addColorStop(1, dark);
  circle(ctx, x, y, r, g);
}

/** A spiky holly leaf from (x, y) along `angle`, `len` long. */
export function hollyLeaf(ctx: CanvasRenderingContext2D, x: number, y: number, len: number, angle: number, light = '#4fbf4a', dark = '#0d4a18'): void {
  const w = len * 0.36;
  const spikes = 4;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.beginPath();
  ctx.moveTo(0, 0);
  // Along the upper edge, then back along the lower: spikes out, notches in.
  for (let i = 1; i <= spikes * 2; i++) {
    const t = i / (spikes * 2);
    const width = Math.sin(Math.PI * t) * w * (i % 2 === 1 ? 1.15 : 0.62);
    ctx.lineTo(len * t, -width);
  }
  for (let i = spikes * 2 - 1; i >= 1; i--) {
    const t = i / (spikes * 2);
    const width = Math.sin(Math.PI * t) * w * (i % 2 === 1 ? 1.15 : 0.62);
    ctx.lineTo(len * t, width);
  }
  ctx.closePath();
  const g = ctx.createLinearGradient(0, -w, 0, w);
  g.addColorStop(0, light);
  g.addColorStop(1, dark);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1, len * 0.025);
  ctx.strokeStyle = '#06300e';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(len * 0.05, 0);
  ctx.quadraticCurveTo(len * 0.5, -w * 0.08, len * 0.92, 0);
  ctx.strokeStyle = 'rgba(200,255,170,0.6)';
  ctx.lineWidth = Math.max(1, len * 0.03);
  ctx.stroke();
  ctx.restore();
}

/** Three red berries in a cluster. */
export function berries(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  for (const [dx, dy] of [
    [-0.9, 0.3],
    [0.9, 0.35],
    [0, -0.55],
  ] as const) {
    sphere(ctx, x + dx * r, y + dy * r, r, '#ffb0a0', '#e01020', '#5a0008');
    circle(ctx, x + dx * r - r * 0.35, y + dy * r - r * 0.35, r * 0.22, 'rgba(255,255,255,0.8)');
  }
}

/** A five-pointed star. */
export function star(ctx: CanvasRenderingContext2D, x: number, y: number, outer: number, inner: number, rotation = -Math.PI / 2): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = rotation + (i * Math.PI) / 5;
    if (i === 0) ctx.moveTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
    else ctx.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
  }
  ctx.closePath();
}

/** A gold five-pointed star with a glow. */
export function goldStar(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.save();
  ctx.shadowColor = 'rgba(255,220,90,0.95)';
  ctx.shadowBlur = r * 0.8;
  star(ctx, x, y, r, r * 0.45);
  const g = ctx.createLinearGradient(x - r, y - r, x + r, y + r);
  g.addColorStop(0, '#fffbe0');
  g.addColorStop(0.45, '#ffd23c');
  g.addColorStop(1, '#b06a00');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.restore();
  ctx.lineWidth = Math.max(1, r * 0.08);
  ctx.strokeStyle = '#7a4400';
  ctx.stroke();
}

/** A six-armed snowflake. */
export function snowflake(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, colour = 'rgba(255,255,255,0.9)'): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, r * 0.14);
  ctx.lineCap = 'round';
  for (let i = 0; i < 6; i++) {
    ctx.rotate(Math.PI / 3);
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(0, -r);
    ctx.moveTo(0, -r * 0.55);
    ctx.lineTo(-r * 0.25, -r * 0.8);
    ctx.moveTo(0, -r * 0.55);
    ctx.lineTo(r * 0.25, -r * 0.8);
    ctx.stroke();
  }
  ctx.restore();
}

/** Snowflakes and dots scattered over a rectangle (seeded). */
export function snowfall(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, count: number, seed: number, size: number, alpha = 0.85): void {
  const next = seeded(seed);
  for (let i = 0; i < count; i++) {
    const px = x + next() * w;
    const py = y + next() * h;
    const r = size * (0.35 + next() * 0.9);
    if (next() < 0.18) snowflake(ctx, px, py, r * 1.6, `rgba(255,255,255,${alpha})`);
    else circle(ctx, px, py, r * 0.5, `rgba(255,255,255,${alpha * (0.4 + next() * 0.6)})`);
  }
}

/** The colours of a bauble (the BONUS symbol and the Hold and Win's places). */
export interface BaubleTone {
  readonly light: string;
  readonly mid: string;
  readonly dark: string;
  /** The band of decoration round its middle. */
  readonly band: string;
}

export const BAUBLE_TONES = {
  red: { light: '#ffb0a8', mid: '#e0141f', dark: '#5a0008', band: '#ffd23c' },
  green: { light: '#b8ffc8', mid: '#12a04a', dark: '#033a18', band: '#ffd23c' },
  gold: { light: '#fffbe0', mid: '#f0b020', dark: '#6a3a00', band: '#c8102a' },
  teal: { light: '#c8fff8', mid: '#14b4b0', dark: '#03403e', band: '#ffffff' },
  blue: { light: '#c8e0ff', mid: '#2a6ae0', dark: '#081a5a', band: '#ffd23c' },
  purple: { light: '#f0c8ff', mid: '#9a2ae0', dark: '#2e0850', band: '#ffd23c' },
  crimson: { light: '#ffd0a0', mid: '#ff5a1a', dark: '#6a0a00', band: '#fff3b0' },
} as const satisfies Readonly<Record<string, BaubleTone>>;

export type BaubleToneName = keyof typeof BAUBLE_TONES;

/**
 * A glossy Christmas bauble centred at (x, y), radius r: its gold cap and ring, a band of
 * stars round its middle, the window's reflection.
 */
export function bauble(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, tone: BaubleTone): void {
  // The cap and its ring.
  ctx.lineWidth = r * 0.07;
  ctx.strokeStyle = '#e8c060';
  ctx.beginPath();
  ctx.arc(x, y - r * 1.12, r * 0.11, 0, Math.PI * 2);
  ctx.stroke();
  const cap = ctx.createLinearGradient(x - r * 0.22, 0, x + r * 0.22, 0);
  cap.addColorStop(0, '#7a4a05');
  cap.addColorStop(0.4, '#fff0b0');
  cap.addColorStop(1, '#8a5a0a');
  ctx.fillStyle = cap;
  ctx.fillRect(x - r * 0.2, y - r * 1.04, r * 0.4, r * 0.16);
  ctx.save();
  ctx.shadowColor = tone.mid;
  ctx.shadowBlur = r * 0.35;
  sphere(ctx, x, y, r, tone.light, tone.mid, tone.dark);
  ctx.restore();
  // The band: two gold lines with stars between, curved as on a sphere.
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.clip();
  ctx.strokeStyle = tone.band;
  ctx.lineWidth = r * 0.045;
  for (const dy of [-0.2, 0.2]) {
    ctx.beginPath();
    ctx.ellipse(x, y + dy * r - r * 0.9, r * 1.1, r * 0.95, 0, Math.PI * 0.15, Math.PI * 0.85);
    ctx.stroke();
  }
  ctx.fillStyle = tone.band;
  for (let i = -2; i <= 2; i++) {
    const sx = x + i * r * 0.38;
    const sy = y + r * 0.02 + Math.abs(i) * Math.abs(i) * r * 0.025;
    star(ctx, sx, sy, r * (0.11 - Math.abs(i) * 0.015), r * (0.05 - Math.abs(i) * 0.007));
    ctx.fill();
  }
  ctx.restore();
  // The window's reflection.
  ctx.save();
  ctx.globalAlpha = 0.55;
  ellipse(ctx, x - r * 0.38, y - r * 0.42, r * 0.22, r * 0.12, -0.7);
  ctx.fillStyle = '#fff';
  ctx.fill();
  ctx.restore();
  sparkle(ctx, x + r * 0.5, y - r * 0.6, r * 0.14);
}

/** A symbol's name in gold over its lower part (SCATTER, BONUS, WILD). */
export function label(ctx: CanvasRenderingContext2D, s: number, text: string, glow: string, y = 0.87, px = 0.15): void {
  shinyText(ctx, text, s / 2, s * y, s * px, ['#ffffff', '#ffd23c', '#b06a00'], glow, s * 0.9);
}
