/**
 * Small painting helpers shared by the figures of both games (drawn on a 2D canvas in a
 * 100 × 100 design space, once, when an atlas is built).
 */

export type Painter = (ctx: CanvasRenderingContext2D) => void;

export function linear(ctx: CanvasRenderingContext2D, x0: number, y0: number, x1: number, y1: number, stops: [number, string][]): CanvasGradient {
  const g = ctx.createLinearGradient(x0, y0, x1, y1);
  for (const [at, colour] of stops) g.addColorStop(at, colour);
  return g;
}

export function radial(ctx: CanvasRenderingContext2D, x: number, y: number, r0: number, r1: number, stops: [number, string][]): CanvasGradient {
  const g = ctx.createRadialGradient(x, y, r0, x, y, r1);
  for (const [at, colour] of stops) g.addColorStop(at, colour);
  return g;
}

export function poly(ctx: CanvasRenderingContext2D, points: readonly (readonly [number, number])[]): void {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

export function shadow(ctx: CanvasRenderingContext2D, on: boolean): void {
  ctx.shadowColor = on ? 'rgba(0,0,0,0.35)' : 'transparent';
  ctx.shadowBlur = on ? 4 : 0;
  ctx.shadowOffsetX = on ? 1.5 : 0;
  ctx.shadowOffsetY = on ? 2.5 : 0;
}

export function sparkle(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.save();
  ctx.fillStyle = 'rgba(255,255,255,0.95)';
  ctx.beginPath();
  ctx.moveTo(x, y - r);
  ctx.quadraticCurveTo(x, y, x + r, y);
  ctx.quadraticCurveTo(x, y, x, y + r);
  ctx.quadraticCurveTo(x, y, x - r, y);
  ctx.quadraticCurveTo(x, y, x, y - r);
  ctx.fill();
  ctx.restore();
}

export function leaf(ctx: CanvasRenderingContext2D, x: number, y: number, len: number, angle: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(len * 0.5, -len * 0.42, len, 0);
  ctx.quadraticCurveTo(len * 0.5, len * 0.42, 0, 0);
  ctx.fillStyle = linear(ctx, 0, -len * 0.4, 0, len * 0.4, [[0, '#7fdc4f'], [1, '#2f8a1f']]);
  ctx.fill();
  ctx.strokeStyle = '#1d5a12';
  ctx.lineWidth = 1.6;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(len * 0.1, 0);
  ctx.lineTo(len * 0.85, 0);
  ctx.strokeStyle = 'rgba(20,70,10,0.7)';
  ctx.lineWidth = 1.2;
  ctx.stroke();
  ctx.restore();
}

export function stem(ctx: CanvasRenderingContext2D, x0: number, y0: number, x1: number, y1: number): void {
  ctx.save();
  ctx.strokeStyle = '#6b3f16';
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.quadraticCurveTo((x0 + x1) / 2 + 3, (y0 + y1) / 2, x1, y1);
  ctx.stroke();
  ctx.restore();
}
