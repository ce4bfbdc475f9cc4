import { polygon, roundedRect, sparkle } from '../../slots/paint-kit';
import { engraved, eye, goldFill, inlay, JADE, speckle, stoneTile, sunRays, TURQUOISE, type StoneColours } from './stone-kit';

/**
 * Two of the high symbols, temple faces: the gold sun MASK on red stone and the grey stone IDOL
 * with a stepped gold crown on blue. Each paints a size × size canvas.
 */

const RED_STONE: StoneColours = { light: '#c0583a', mid: '#7e2618', dark: '#320a05' };
const BLUE_STONE: StoneColours = { light: '#5a8cc0', mid: '#244a7a', dark: '#0a1834' };
const GREY_CARVING: StoneColours = { light: '#eee6d2', mid: '#aaa08a', dark: '#4e4636' };

/** The gold sun MASK: a golden face with turquoise inlays in a crown of rays. */
export function paintMask(ctx: CanvasRenderingContext2D, s: number): void {
  stoneTile(ctx, s, RED_STONE, 11);
  const cx = s / 2;
  const cy = s * 0.52;
  const rayGold = ctx.createLinearGradient(0, s * 0.1, 0, s * 0.9);
  rayGold.addColorStop(0, '#fff3b0');
  rayGold.addColorStop(0.5, '#e0a020');
  rayGold.addColorStop(1, '#8a5208');
  sunRays(ctx, cx, cy, s * 0.25, s * 0.39, 16, [rayGold, '#2fc9b4'], '#3a1e00');
  // The face.
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.6)';
  ctx.shadowBlur = s * 0.03;
  ctx.beginPath();
  ctx.ellipse(cx, cy, s * 0.225, s * 0.255, 0, 0, Math.PI * 2);
  goldFill(ctx, cx - s * 0.2, cy - s * 0.25, cx + s * 0.2, cy + s * 0.25, s * 0.01);
  ctx.restore();
  // The turquoise band across the brow, with gold studs.
  ctx.save();
  ctx.beginPath();
  ctx.ellipse(cx, cy, s * 0.225, s * 0.255, 0, 0, Math.PI * 2);
  ctx.clip();
  const band = ctx.createLinearGradient(0, cy - s * 0.2, 0, cy - s * 0.13);
  band.addColorStop(0, TURQUOISE.light);
  band.addColorStop(0.5, TURQUOISE.mid);
  band.addColorStop(1, TURQUOISE.dark);
  ctx.fillStyle = band;
  ctx.fillRect(cx - s * 0.25, cy - s * 0.2, s * 0.5, s * 0.065);
  ctx.fillStyle = '#3a1e00';
  ctx.fillRect(cx - s * 0.25, cy - s * 0.137, s * 0.5, s * 0.008);
  for (let i = -3; i <= 3; i++) {
    ctx.beginPath();
    ctx.arc(cx + i * s * 0.06, cy - s * 0.168, s * 0.014, 0, Math.PI * 2);
    goldFill(ctx, cx - s * 0.02, cy - s * 0.19, cx + s * 0.02, cy - s * 0.15);
  }
  // A shine over the upper left of the face.
  const shine = ctx.createRadialGradient(cx - s * 0.09, cy - s * 0.05, 0, cx - s * 0.09, cy - s * 0.05, s * 0.16);
  shine.addColorStop(0, 'rgba(255,255,240,0.45)');
  shine.addColorStop(1, 'rgba(255,255,240,0)');
  ctx.fillStyle = shine;
  ctx.fillRect(0, 0, s, s);
  ctx.restore();
  // Brows, eyes, the nose with its ring, the mouth with teeth.
  for (const dir of [-1, 1]) {
    engraved(
      ctx,
      () => {
        ctx.beginPath();
        ctx.moveTo(cx + dir * s * 0.035, cy - s * 0.075);
        ctx.quadraticCurveTo(cx + dir * s * 0.1, cy - s * 0.12, cx + dir * s * 0.16, cy - s * 0.07);
      },
      s * 0.016,
    );
    eye(ctx, cx + dir * s * 0.095, cy - s * 0.03, s * 0.11, s * 0.045, '#f6f0dc', 'round', '#0c2a40');
    engraved(
      ctx,
      () => {
        ctx.beginPath();
        ctx.moveTo(cx + dir * s * 0.12, cy + s * 0.05);
        ctx.quadraticCurveTo(cx + dir * s * 0.16, cy + s * 0.1, cx + dir * s * 0.13, cy + s * 0.15);
      },
      s * 0.012,
    );
    inlay(ctx, cx + dir * s * 0.245, cy + s * 0.02, s * 0.045, TURQUOISE);
  }
  polygon(ctx, [
    [cx - s * 0.02, cy - s * 0.05],
    [cx + s * 0.02, cy - s * 0.05],
    [cx + s * 0.045, cy + s * 0.06],
    [cx - s * 0.045, cy + s * 0.06],
  ]);
  goldFill(ctx, cx + s * 0.05, cy - s * 0.05, cx - s * 0.05, cy + s * 0.06, s * 0.008);
  ctx.beginPath();
  ctx.arc(cx, cy + s * 0.085, s * 0.03, 0.1 * Math.PI, 0.9 * Math.PI);
  ctx.lineWidth = s * 0.014;
  ctx.strokeStyle = '#2fc9b4';
  ctx.stroke();
  roundedRect(ctx, cx - s * 0.085, cy + s * 0.12, s * 0.17, s * 0.06, s * 0.02);
  ctx.fillStyle = '#4a0c06';
  ctx.fill();
  ctx.lineWidth = s * 0.01;
  ctx.strokeStyle = '#3a1e00';
  ctx.stroke();
  ctx.fillStyle = '#fff8e8';
  for (let i = 0; i < 5; i++) ctx.fillRect(cx - s * 0.07 + i * s * 0.029, cy + s * 0.125, s * 0.022, s * 0.022);
  sparkle(ctx, cx + s * 0.2, cy - s * 0.26, s * 0.05);
}

/** The stone IDOL: a carved grey head with a stepped gold crown, ear plugs and a gold collar. */
export function paintIdol(ctx: CanvasRenderingContext2D, s: number): void {
  stoneTile(ctx, s, BLUE_STONE, 23);
  const cx = s / 2;
  // The stepped crown.
  const tiers: [number, number, number][] = [
    [0.13, 0.19, 0.2],
    [0.19, 0.25, 0.32],
    [0.25, 0.33, 0.46],
  ];
  for (const [top, bottom, width] of tiers) {
    roundedRect(ctx, cx - (s * width) / 2, s * top, s * width, s * (bottom - top) + 1, s * 0.012);
    goldFill(ctx, cx - s * 0.2, s * top, cx + s * 0.2, s * bottom, s * 0.008);
  }
  inlay(ctx, cx, s * 0.16, s * 0.035, { light: '#ffb0a0', mid: '#d4202a', dark: '#5a0008' });
  for (const dx of [-0.12, 0, 0.12]) inlay(ctx, cx + s * dx, s * 0.29, s * 0.03, TURQUOISE);
  // The face block.
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.55)';
  ctx.shadowBlur = s * 0.03;
  roundedRect(ctx, cx - s * 0.2, s * 0.33, s * 0.4, s * 0.47, s * 0.07);
  const face = ctx.createLinearGradient(cx - s * 0.2, s * 0.33, cx + s * 0.2, s * 0.8);
  face.addColorStop(0, GREY_CARVING.light);
  face.addColorStop(0.55, GREY_CARVING.mid);
  face.addColorStop(1, GREY_CARVING.dark);
  ctx.fillStyle = face;
  ctx.fill();
  ctx.restore();
  roundedRect(ctx, cx - s * 0.2, s * 0.33, s * 0.4, s * 0.47, s * 0.07);
  speckle(ctx, cx - s * 0.2, s * 0.33, s * 0.4, s * 0.47, 77, 160);
  roundedRect(ctx, cx - s * 0.2, s * 0.33, s * 0.4, s * 0.47, s * 0.07);
  ctx.lineWidth = s * 0.01;
  ctx.strokeStyle = '#2a2418';
  ctx.stroke();
  // The heavy brow.
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.18, s * 0.43);
  ctx.quadraticCurveTo(cx - s * 0.09, s * 0.38, cx, s * 0.42);
  ctx.quadraticCurveTo(cx + s * 0.09, s * 0.38, cx + s * 0.18, s * 0.43);
  ctx.lineTo(cx + s * 0.18, s * 0.455);
  ctx.quadraticCurveTo(cx + s * 0.09, s * 0.42, cx, s * 0.45);
  ctx.quadraticCurveTo(cx - s * 0.09, s * 0.42, cx - s * 0.18, s * 0.455);
  ctx.closePath();
  ctx.fillStyle = 'rgba(40,32,20,0.55)';
  ctx.fill();
  for (const dir of [-1, 1]) {
    eye(ctx, cx + dir * s * 0.085, s * 0.49, s * 0.11, s * 0.04, '#f4f0e4', 'round');
    // Gold ear plugs with a turquoise heart.
    inlay(ctx, cx + dir * s * 0.225, s * 0.56, s * 0.055, TURQUOISE);
  }
  // The broad nose.
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.025, s * 0.47);
  ctx.lineTo(cx + s * 0.025, s * 0.47);
  ctx.quadraticCurveTo(cx + s * 0.07, s * 0.6, cx + s * 0.06, s * 0.615);
  ctx.quadraticCurveTo(cx, s * 0.64, cx - s * 0.06, s * 0.615);
  ctx.quadraticCurveTo(cx - s * 0.07, s * 0.6, cx - s * 0.025, s * 0.47);
  ctx.fillStyle = 'rgba(255,250,235,0.35)';
  ctx.fill();
  engraved(
    ctx,
    () => {
      ctx.beginPath();
      ctx.moveTo(cx + s * 0.025, s * 0.48);
      ctx.quadraticCurveTo(cx + s * 0.07, s * 0.6, cx + s * 0.04, s * 0.615);
    },
    s * 0.012,
  );
  for (const dir of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(cx + dir * s * 0.027, s * 0.61, s * 0.014, s * 0.009, 0, 0, Math.PI * 2);
    ctx.fillStyle = '#2a2418';
    ctx.fill();
  }
  // Thick lips, turned down.
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.085, s * 0.7);
  ctx.quadraticCurveTo(cx, s * 0.65, cx + s * 0.085, s * 0.7);
  ctx.quadraticCurveTo(cx, s * 0.745, cx - s * 0.085, s * 0.7);
  ctx.closePath();
  ctx.fillStyle = '#7a3a2a';
  ctx.fill();
  ctx.lineWidth = s * 0.009;
  ctx.strokeStyle = '#2a1208';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.08, s * 0.7);
  ctx.quadraticCurveTo(cx, s * 0.685, cx + s * 0.08, s * 0.7);
  ctx.stroke();
  // The gold collar with beads.
  roundedRect(ctx, cx - s * 0.25, s * 0.78, s * 0.5, s * 0.075, s * 0.03);
  goldFill(ctx, cx - s * 0.25, s * 0.78, cx + s * 0.25, s * 0.855, s * 0.008);
  for (let i = -3; i <= 3; i++) inlay(ctx, cx + i * s * 0.065, s * 0.818, s * 0.02, i % 2 === 0 ? TURQUOISE : JADE);
  sparkle(ctx, cx + s * 0.17, s * 0.17, s * 0.045);
}
