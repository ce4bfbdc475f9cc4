import { goldGradient } from '../../slots/paint-kit';
import { engraved, seeded, speckle, sunRays } from './stone-kit';

/**
 * The stage's backdrop behind Gonzo's Gold: a jungle at sunrise, stepped temples in the haze on
 * either side, carved stone pillars flanking the reels and vines hanging from the top bar. Kept
 * dim, so the meters and panels over it stay easy to read.
 */
export function paintGonzoBackdrop(ctx: CanvasRenderingContext2D, w: number, h: number, reels: { readonly left: number; readonly top: number; readonly width: number; readonly height: number }): void {
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, '#06231a');
  sky.addColorStop(0.45, '#145a3c');
  sky.addColorStop(0.75, '#0c3a26');
  sky.addColorStop(1, '#03110b');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  const cx = reels.left + reels.width / 2;
  const sun = ctx.createRadialGradient(cx, h * 0.42, 20, cx, h * 0.42, w * 0.55);
  sun.addColorStop(0, 'rgba(255,214,120,0.42)');
  sun.addColorStop(0.45, 'rgba(255,180,60,0.12)');
  sun.addColorStop(1, 'rgba(255,180,60,0)');
  ctx.fillStyle = sun;
  ctx.fillRect(0, 0, w, h);
  sunRays(ctx, cx, h * 0.42, 60, w * 0.7, 36, ['rgba(255,230,150,0.07)', 'rgba(255,230,150,0.02)'], 'rgba(0,0,0,0)');
  temple(ctx, w * 0.13, h * 0.88, w * 0.3, 8, 0.55);
  temple(ctx, w * 0.9, h * 0.88, w * 0.26, 7, 0.45);
  // Haze over the temples' feet.
  const haze = ctx.createLinearGradient(0, h * 0.62, 0, h * 0.9);
  haze.addColorStop(0, 'rgba(120,190,150,0)');
  haze.addColorStop(1, 'rgba(120,190,150,0.16)');
  ctx.fillStyle = haze;
  ctx.fillRect(0, h * 0.62, w, h * 0.28);
  const frameLeft = reels.left - 18;
  const frameRight = reels.left + reels.width + 18;
  pillar(ctx, frameLeft - 64, reels.top - 40, 48, reels.height + 80, 1);
  pillar(ctx, frameRight + 16, reels.top - 40, 48, reels.height + 80, 2);
  const next = seeded(42);
  for (const x of [120, 380, frameLeft - 120, frameRight + 110, 1560, 1840]) vine(ctx, x, 130, 120 + next() * 260, next);
}

/** A stepped temple seen from afar, a shade darker than the jungle. */
function temple(ctx: CanvasRenderingContext2D, cx: number, base: number, width: number, tiers: number, alpha: number): void {
  const th = (width * 0.55) / tiers;
  ctx.save();
  ctx.globalAlpha = alpha;
  for (let i = 0; i < tiers; i++) {
    const tw = width * (1 - i / (tiers + 1.5));
    const y = base - (i + 1) * th;
    const g = ctx.createLinearGradient(0, y, 0, y + th);
    g.addColorStop(0, '#3e5a40');
    g.addColorStop(1, '#16281a');
    ctx.fillStyle = g;
    ctx.fillRect(cx - tw / 2, y, tw, th);
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.fillRect(cx - tw / 2, y + th - 3, tw, 3);
  }
  // The shrine on top and the stairway.
  const topW = width * 0.22;
  const topY = base - tiers * th - th * 1.4;
  ctx.fillStyle = '#2a4430';
  ctx.fillRect(cx - topW / 2, topY, topW, th * 1.4);
  ctx.fillStyle = 'rgba(0,0,0,0.45)';
  ctx.fillRect(cx - topW * 0.18, topY + th * 0.4, topW * 0.36, th);
  ctx.fillStyle = 'rgba(0,0,0,0.18)';
  ctx.beginPath();
  ctx.moveTo(cx - width * 0.08, base);
  ctx.lineTo(cx - topW * 0.25, topY + th * 1.4);
  ctx.lineTo(cx + topW * 0.25, topY + th * 1.4);
  ctx.lineTo(cx + width * 0.08, base);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** A carved stone pillar with gold bands at top and foot. */
function pillar(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, seed: number): void {
  const body = ctx.createLinearGradient(x, 0, x + w, 0);
  body.addColorStop(0, '#2a251a');
  body.addColorStop(0.4, '#8a7b5a');
  body.addColorStop(0.7, '#5a4e36');
  body.addColorStop(1, '#1e1a12');
  ctx.fillStyle = body;
  ctx.fillRect(x, y, w, h);
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  speckle(ctx, x, y, w, h, 500 + seed, 320);
  for (let k = 1; k < 8; k++) {
    const yy = y + (h * k) / 8;
    engraved(
      ctx,
      () => {
        ctx.beginPath();
        ctx.moveTo(x + 6, yy);
        ctx.lineTo(x + w - 6, yy);
        ctx.moveTo(x + w / 2, yy - h / 32);
        ctx.lineTo(x + w / 2, yy + h / 32);
      },
      3,
    );
  }
  for (const yy of [y - 14, y + h - 6]) {
    ctx.fillStyle = goldGradient(ctx, x - 8, yy, x + w + 8, yy + 20);
    ctx.fillRect(x - 8, yy, w + 16, 20);
    ctx.fillStyle = 'rgba(0,0,0,0.4)';
    ctx.fillRect(x - 8, yy + 17, w + 16, 3);
  }
}

/** A vine hanging from (x, y), swaying a little, with leaves along it. */
function vine(ctx: CanvasRenderingContext2D, x: number, y: number, length: number, next: () => number): void {
  const sway = (next() - 0.5) * 40;
  ctx.save();
  ctx.strokeStyle = 'rgba(40,90,40,0.9)';
  ctx.lineWidth = 5;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.quadraticCurveTo(x + sway, y + length * 0.5, x + sway * 0.3, y + length);
  ctx.stroke();
  for (let t = 0.12; t < 1; t += 0.16) {
    const px = x + sway * 2 * t * (1 - t) + sway * 0.3 * t * t;
    const py = y + length * t;
    const side = Math.round(t * 10) % 2 === 0 ? 1 : -1;
    ctx.save();
    ctx.translate(px, py);
    ctx.rotate(side * (0.6 + next() * 0.5));
    const len = 26 + next() * 18;
    const g = ctx.createLinearGradient(0, -len * 0.3, 0, len * 0.3);
    g.addColorStop(0, '#4fb045');
    g.addColorStop(1, '#0f4a16');
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.quadraticCurveTo(len * 0.5, -len * 0.4, len, 0);
    ctx.quadraticCurveTo(len * 0.5, len * 0.4, 0, 0);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.restore();
  }
  ctx.restore();
}
