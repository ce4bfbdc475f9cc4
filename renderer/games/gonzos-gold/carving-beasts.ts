import { polygon, sparkle } from '../../slots/paint-kit';
import { eye, goldFill, inlay, JADE, stoneTile, TURQUOISE, type StoneColours } from './stone-kit';

/**
 * Two of the high symbols, temple beasts: the jade feathered SERPENT on sandstone and the golden
 * JAGUAR on slate. Each paints a size × size canvas.
 */

const SAND_STONE: StoneColours = { light: '#e6c48a', mid: '#a87a42', dark: '#4a2f12' };
const SLATE: StoneColours = { light: '#7f9a86', mid: '#3e5446', dark: '#121c16' };

/** A long feather of the serpent's crest, from (x, y) along `angle`. */
function feather(ctx: CanvasRenderingContext2D, x: number, y: number, len: number, angle: number, colour: string, tip: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  const g = ctx.createLinearGradient(0, 0, len, 0);
  g.addColorStop(0, colour);
  g.addColorStop(0.8, colour);
  g.addColorStop(1, tip);
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(len * 0.5, -len * 0.22, len, 0);
  ctx.quadraticCurveTo(len * 0.5, len * 0.22, 0, 0);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = Math.max(1, len * 0.025);
  ctx.strokeStyle = 'rgba(30,10,0,0.8)';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(len * 0.05, 0);
  ctx.lineTo(len * 0.9, 0);
  ctx.strokeStyle = 'rgba(255,240,180,0.8)';
  ctx.lineWidth = Math.max(1, len * 0.018);
  ctx.stroke();
  ctx.restore();
}

/** The feathered SERPENT: a jade snake coiled on sandstone, jaws open, with a crest of red and gold feathers. */
export function paintSerpent(ctx: CanvasRenderingContext2D, s: number): void {
  stoneTile(ctx, s, SAND_STONE, 37);
  // The crest behind the head.
  const crest: [number, string, string][] = [
    [-2.55, '#e0302a', '#ffd23c'],
    [-2.2, '#2fae5a', '#c6ffcf'],
    [-1.85, '#e0302a', '#ffd23c'],
    [-1.5, '#ffcc33', '#ffffff'],
    [-1.15, '#2fae5a', '#c6ffcf'],
  ];
  for (const [angle, colour, tip] of crest) feather(ctx, s * 0.44, s * 0.34, s * 0.27, angle, colour, tip);
  // The coiled body: a thick jade ring with scale marks, the tail curling out to the left.
  const body = (): void => {
    ctx.beginPath();
    ctx.moveTo(s * 0.2, s * 0.78);
    ctx.bezierCurveTo(s * 0.28, s * 0.86, s * 0.78, s * 0.86, s * 0.74, s * 0.62);
    ctx.bezierCurveTo(s * 0.7, s * 0.46, s * 0.36, s * 0.5, s * 0.4, s * 0.64);
    ctx.bezierCurveTo(s * 0.43, s * 0.72, s * 0.6, s * 0.7, s * 0.56, s * 0.5);
    ctx.bezierCurveTo(s * 0.54, s * 0.44, s * 0.5, s * 0.42, s * 0.5, s * 0.38);
  };
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.shadowColor = 'rgba(0,0,0,0.55)';
  ctx.shadowBlur = s * 0.03;
  body();
  ctx.lineWidth = s * 0.1;
  ctx.strokeStyle = JADE.dark;
  ctx.stroke();
  ctx.shadowColor = 'transparent';
  body();
  ctx.lineWidth = s * 0.078;
  ctx.strokeStyle = JADE.mid;
  ctx.stroke();
  body();
  ctx.lineWidth = s * 0.03;
  ctx.strokeStyle = 'rgba(220,255,200,0.55)';
  ctx.stroke();
  body();
  ctx.setLineDash([s * 0.018, s * 0.03]);
  ctx.lineWidth = s * 0.06;
  ctx.strokeStyle = 'rgba(8,60,24,0.55)';
  ctx.stroke();
  ctx.setLineDash([]);
  // The belly band in gold along the outer coil.
  ctx.beginPath();
  ctx.moveTo(s * 0.26, s * 0.815);
  ctx.bezierCurveTo(s * 0.36, s * 0.87, s * 0.74, s * 0.84, s * 0.76, s * 0.66);
  ctx.lineWidth = s * 0.016;
  ctx.strokeStyle = '#f6cf4a';
  ctx.stroke();
  ctx.restore();
  // The head in profile, jaws open to the right.
  const hx = s * 0.5;
  const hy = s * 0.3;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.5)';
  ctx.shadowBlur = s * 0.02;
  // Lower jaw.
  ctx.beginPath();
  ctx.moveTo(hx - s * 0.04, hy + s * 0.08);
  ctx.quadraticCurveTo(hx + s * 0.12, hy + s * 0.16, hx + s * 0.26, hy + s * 0.15);
  ctx.quadraticCurveTo(hx + s * 0.22, hy + s * 0.19, hx + s * 0.06, hy + s * 0.18);
  ctx.quadraticCurveTo(hx - s * 0.04, hy + s * 0.15, hx - s * 0.04, hy + s * 0.08);
  ctx.fillStyle = JADE.mid;
  ctx.fill();
  ctx.lineWidth = s * 0.01;
  ctx.strokeStyle = JADE.dark;
  ctx.stroke();
  // The mouth's inside and the forked tongue.
  ctx.beginPath();
  ctx.moveTo(hx + s * 0.02, hy + s * 0.07);
  ctx.lineTo(hx + s * 0.27, hy + s * 0.06);
  ctx.quadraticCurveTo(hx + s * 0.2, hy + s * 0.13, hx + s * 0.05, hy + s * 0.12);
  ctx.closePath();
  ctx.fillStyle = '#7a0c10';
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(hx + s * 0.1, hy + s * 0.1);
  ctx.quadraticCurveTo(hx + s * 0.25, hy + s * 0.1, hx + s * 0.33, hy + s * 0.07);
  ctx.moveTo(hx + s * 0.28, hy + s * 0.09);
  ctx.lineTo(hx + s * 0.34, hy + s * 0.12);
  ctx.lineWidth = s * 0.014;
  ctx.lineCap = 'round';
  ctx.strokeStyle = '#ff3040';
  ctx.stroke();
  // Upper jaw and skull.
  ctx.beginPath();
  ctx.moveTo(hx - s * 0.09, hy + s * 0.06);
  ctx.quadraticCurveTo(hx - s * 0.07, hy - s * 0.08, hx + s * 0.08, hy - s * 0.07);
  ctx.quadraticCurveTo(hx + s * 0.22, hy - s * 0.05, hx + s * 0.3, hy + s * 0.03);
  ctx.quadraticCurveTo(hx + s * 0.3, hy + s * 0.07, hx + s * 0.26, hy + s * 0.07);
  ctx.lineTo(hx + s * 0.02, hy + s * 0.08);
  ctx.quadraticCurveTo(hx - s * 0.06, hy + s * 0.1, hx - s * 0.09, hy + s * 0.06);
  const skull = ctx.createLinearGradient(hx, hy - s * 0.08, hx, hy + s * 0.08);
  skull.addColorStop(0, JADE.light);
  skull.addColorStop(0.45, JADE.mid);
  skull.addColorStop(1, JADE.dark);
  ctx.fillStyle = skull;
  ctx.fill();
  ctx.lineWidth = s * 0.01;
  ctx.strokeStyle = '#06301a';
  ctx.stroke();
  ctx.restore();
  // Fangs.
  ctx.fillStyle = '#fffbea';
  for (const [x, y, dir] of [
    [hx + s * 0.2, hy + s * 0.07, 1],
    [hx + s * 0.13, hy + s * 0.075, 1],
    [hx + s * 0.17, hy + s * 0.125, -1],
  ] as const) {
    polygon(ctx, [
      [x - s * 0.014, y],
      [x + s * 0.014, y],
      [x, y + dir * s * 0.045],
    ]);
    ctx.fill();
  }
  // A gold brow plate over the eye, the eye, and scale lines on the snout.
  ctx.beginPath();
  ctx.moveTo(hx - s * 0.02, hy - s * 0.04);
  ctx.quadraticCurveTo(hx + s * 0.07, hy - s * 0.1, hx + s * 0.14, hy - s * 0.03);
  ctx.quadraticCurveTo(hx + s * 0.07, hy - s * 0.05, hx - s * 0.02, hy - s * 0.04);
  goldFill(ctx, hx, hy - s * 0.1, hx + s * 0.14, hy - s * 0.03, s * 0.006);
  ctx.beginPath();
  ctx.arc(hx + s * 0.06, hy - s * 0.01, s * 0.03, 0, Math.PI * 2);
  goldFill(ctx, hx + s * 0.03, hy - s * 0.04, hx + s * 0.09, hy + s * 0.02, s * 0.006);
  ctx.beginPath();
  ctx.ellipse(hx + s * 0.06, hy - s * 0.01, s * 0.007, s * 0.022, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#0a0a0a';
  ctx.fill();
  for (let i = 0; i < 3; i++) {
    ctx.beginPath();
    ctx.arc(hx + s * (0.16 + i * 0.04), hy + s * 0.01, s * 0.02, Math.PI * 1.1, Math.PI * 1.9);
    ctx.lineWidth = s * 0.006;
    ctx.strokeStyle = 'rgba(6,48,26,0.7)';
    ctx.stroke();
  }
  sparkle(ctx, s * 0.78, s * 0.2, s * 0.045);
}

/** The JAGUAR: a golden spotted head with green eyes and bared fangs on dark slate. */
export function paintJaguar(ctx: CanvasRenderingContext2D, s: number): void {
  stoneTile(ctx, s, SLATE, 53);
  const cx = s / 2;
  const cy = s * 0.53;
  const fur = ctx.createRadialGradient(cx - s * 0.06, cy - s * 0.1, s * 0.02, cx, cy, s * 0.3);
  fur.addColorStop(0, '#ffe08a');
  fur.addColorStop(0.55, '#f09a18');
  fur.addColorStop(1, '#8a4200');
  // Ears.
  for (const dir of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(cx + dir * s * 0.17, cy - s * 0.22, s * 0.075, 0, Math.PI * 2);
    ctx.fillStyle = fur;
    ctx.fill();
    ctx.lineWidth = s * 0.012;
    ctx.strokeStyle = '#3a1a00';
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(cx + dir * s * 0.17, cy - s * 0.215, s * 0.04, 0, Math.PI * 2);
    ctx.fillStyle = '#3a1a08';
    ctx.fill();
  }
  // The head.
  const head = (): void => {
    ctx.beginPath();
    ctx.moveTo(cx, cy - s * 0.26);
    ctx.bezierCurveTo(cx + s * 0.2, cy - s * 0.26, cx + s * 0.29, cy - s * 0.12, cx + s * 0.27, cy + s * 0.04);
    ctx.bezierCurveTo(cx + s * 0.25, cy + s * 0.2, cx + s * 0.13, cy + s * 0.28, cx, cy + s * 0.28);
    ctx.bezierCurveTo(cx - s * 0.13, cy + s * 0.28, cx - s * 0.25, cy + s * 0.2, cx - s * 0.27, cy + s * 0.04);
    ctx.bezierCurveTo(cx - s * 0.29, cy - s * 0.12, cx - s * 0.2, cy - s * 0.26, cx, cy - s * 0.26);
    ctx.closePath();
  };
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.6)';
  ctx.shadowBlur = s * 0.035;
  head();
  ctx.fillStyle = fur;
  ctx.fill();
  ctx.restore();
  // Rosettes on the forehead and cheeks.
  ctx.save();
  head();
  ctx.clip();
  const spots: [number, number, number][] = [
    [-0.05, -0.2, 0.028],
    [0.06, -0.19, 0.024],
    [0.0, -0.13, 0.02],
    [-0.15, -0.13, 0.026],
    [0.16, -0.12, 0.028],
    [-0.22, 0.02, 0.026],
    [0.22, 0.03, 0.026],
    [-0.2, 0.12, 0.022],
    [0.19, 0.13, 0.022],
    [-0.11, -0.22, 0.018],
    [0.12, -0.23, 0.018],
  ];
  for (const [dx, dy, r] of spots) {
    ctx.beginPath();
    ctx.arc(cx + dx * s, cy + dy * s, r * s, 0, Math.PI * 2);
    ctx.lineWidth = s * 0.012;
    ctx.strokeStyle = '#2a1000';
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(cx + dx * s, cy + dy * s, r * s * 0.35, 0, Math.PI * 2);
    ctx.fillStyle = '#2a1000';
    ctx.fill();
  }
  ctx.restore();
  head();
  ctx.lineWidth = s * 0.012;
  ctx.strokeStyle = '#3a1a00';
  ctx.stroke();
  // The pale muzzle.
  ctx.beginPath();
  ctx.ellipse(cx - s * 0.065, cy + s * 0.12, s * 0.085, s * 0.075, 0, 0, Math.PI * 2);
  ctx.ellipse(cx + s * 0.065, cy + s * 0.12, s * 0.085, s * 0.075, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#fff0cf';
  ctx.fill();
  // Eyes with dark lines running down from them.
  for (const dir of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(cx + dir * s * 0.04, cy - s * 0.01);
    ctx.quadraticCurveTo(cx + dir * s * 0.05, cy + s * 0.06, cx + dir * s * 0.03, cy + s * 0.09);
    ctx.lineWidth = s * 0.014;
    ctx.strokeStyle = '#2a1000';
    ctx.stroke();
    ctx.save();
    ctx.translate(cx + dir * s * 0.1, cy - s * 0.04);
    ctx.rotate(dir * 0.22);
    eye(ctx, 0, 0, s * 0.12, s * 0.05, '#b8e22a', 'slit');
    ctx.restore();
  }
  // Nose and mouth with fangs.
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.05, cy + s * 0.05);
  ctx.lineTo(cx + s * 0.05, cy + s * 0.05);
  ctx.quadraticCurveTo(cx + s * 0.04, cy + s * 0.1, cx, cy + s * 0.11);
  ctx.quadraticCurveTo(cx - s * 0.04, cy + s * 0.1, cx - s * 0.05, cy + s * 0.05);
  ctx.fillStyle = '#5a2418';
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(cx, cy + s * 0.11);
  ctx.lineTo(cx, cy + s * 0.15);
  ctx.moveTo(cx - s * 0.09, cy + s * 0.17);
  ctx.quadraticCurveTo(cx, cy + s * 0.13, cx + s * 0.09, cy + s * 0.17);
  ctx.lineWidth = s * 0.012;
  ctx.strokeStyle = '#3a1a00';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.08, cy + s * 0.17);
  ctx.quadraticCurveTo(cx, cy + s * 0.25, cx + s * 0.08, cy + s * 0.17);
  ctx.quadraticCurveTo(cx, cy + s * 0.145, cx - s * 0.08, cy + s * 0.17);
  ctx.fillStyle = '#7a0c10';
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  for (const dir of [-1, 1]) {
    polygon(ctx, [
      [cx + dir * s * 0.055, cy + s * 0.158],
      [cx + dir * s * 0.028, cy + s * 0.158],
      [cx + dir * s * 0.045, cy + s * 0.22],
    ]);
    ctx.fill();
  }
  // Whiskers.
  ctx.strokeStyle = 'rgba(255,255,240,0.85)';
  ctx.lineWidth = s * 0.005;
  for (const dir of [-1, 1]) {
    for (let k = 0; k < 3; k++) {
      ctx.beginPath();
      ctx.moveTo(cx + dir * s * 0.1, cy + s * (0.11 + k * 0.025));
      ctx.quadraticCurveTo(cx + dir * s * 0.2, cy + s * (0.09 + k * 0.03), cx + dir * s * 0.28, cy + s * (0.1 + k * 0.045));
      ctx.stroke();
    }
  }
  // A gold band with a turquoise stone on the brow: the jaguar warrior's.
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.12, cy - s * 0.225);
  ctx.quadraticCurveTo(cx, cy - s * 0.28, cx + s * 0.12, cy - s * 0.225);
  ctx.lineWidth = s * 0.03;
  ctx.strokeStyle = '#e8b023';
  ctx.stroke();
  inlay(ctx, cx, cy - s * 0.245, s * 0.035, TURQUOISE);
  sparkle(ctx, cx + s * 0.22, cy - s * 0.26, s * 0.04);
}
