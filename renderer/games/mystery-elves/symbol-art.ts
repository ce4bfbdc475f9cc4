/**
 * Mystery Elves' symbols, painted on a size × size canvas: Santa, an elf and a reindeer (the
 * high symbols, faces that tell apart at a glance), a gift, a bell, a candy cane and holly, the
 * Christmas tree WILD, the snow-globe SCATTER and the red bauble BONUS. Which name paints which
 * is in symbols.ts, in one table.
 */
import { goldGradient, roundedRect, shinyText, sparkle } from '../../slots/paint-kit';
import { BAUBLE_TONES, bauble, berries, circle, ellipse, goldStar, halo, hollyLeaf, label, seeded, snowfall, snowflake, sphere } from './art-kit';

export type SymbolPainter = (ctx: CanvasRenderingContext2D, s: number) => void;

const SKIN = ['#ffe6d2', '#f6b896', '#c9785a'] as const;

function skin(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): CanvasGradient {
  const g = ctx.createRadialGradient(x - r * 0.3, y - r * 0.3, r * 0.1, x, y, r * 1.05);
  g.addColorStop(0, SKIN[0]);
  g.addColorStop(0.6, SKIN[1]);
  g.addColorStop(1, SKIN[2]);
  return g;
}

/** Two friendly eyes with highlights. */
function eyes(ctx: CanvasRenderingContext2D, s: number, y: number, gap: number, r: number): void {
  for (const side of [-1, 1]) {
    const x = s * 0.5 + side * gap * s;
    ellipse(ctx, x, y * s, r * s, r * s * 1.25);
    ctx.fillStyle = '#2a1408';
    ctx.fill();
    circle(ctx, x - r * s * 0.35, y * s - r * s * 0.4, r * s * 0.38, '#fff');
  }
}

function cheeks(ctx: CanvasRenderingContext2D, s: number, y: number, gap: number): void {
  for (const side of [-1, 1]) halo(ctx, s * 0.5 + side * gap * s, y * s, s * 0.06, 'rgba(255,90,90,0.55)');
}

/** A fluffy white edge of fur (brims, beards): a row of soft balls. */
function fur(ctx: CanvasRenderingContext2D, points: readonly (readonly [number, number])[], r: number): void {
  for (const [x, y] of points) {
    const g = ctx.createRadialGradient(x - r * 0.3, y - r * 0.35, r * 0.1, x, y, r);
    g.addColorStop(0, '#ffffff');
    g.addColorStop(0.7, '#eef2f8');
    g.addColorStop(1, '#b8c4d8');
    circle(ctx, x, y, r, g);
  }
}

export const paintSanta: SymbolPainter = (ctx, s) => {
  halo(ctx, s / 2, s / 2, s * 0.5, 'rgba(255,60,60,0.5)');
  // The hat, flopping to the right, its pompom, then the face under its fur brim.
  ctx.beginPath();
  ctx.moveTo(s * 0.26, s * 0.4);
  ctx.bezierCurveTo(s * 0.28, s * 0.14, s * 0.54, s * 0.05, s * 0.72, s * 0.12);
  ctx.bezierCurveTo(s * 0.84, s * 0.17, s * 0.88, s * 0.26, s * 0.86, s * 0.33);
  ctx.lineTo(s * 0.79, s * 0.31);
  ctx.bezierCurveTo(s * 0.76, s * 0.25, s * 0.72, s * 0.26, s * 0.74, s * 0.4);
  ctx.closePath();
  const hat = ctx.createLinearGradient(s * 0.3, s * 0.1, s * 0.7, s * 0.42);
  hat.addColorStop(0, '#ff5a5a');
  hat.addColorStop(0.5, '#d8101c');
  hat.addColorStop(1, '#6a0008');
  ctx.fillStyle = hat;
  ctx.fill();
  ctx.strokeStyle = '#4a0006';
  ctx.lineWidth = s * 0.01;
  ctx.stroke();
  ctx.fillStyle = skin(ctx, s * 0.5, s * 0.54, s * 0.2);
  ellipse(ctx, s * 0.5, s * 0.55, s * 0.2, s * 0.19);
  ctx.fill();
  cheeks(ctx, s, 0.58, 0.12);
  // The beard: a cloud of fur under the face.
  const beard: [number, number][] = [];
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI * (0.1 + (i / 8) * 0.8);
    beard.push([s * 0.5 + Math.cos(a) * s * 0.21, s * 0.62 + Math.sin(a) * s * 0.2]);
  }
  fur(ctx, beard, s * 0.08);
  fur(ctx, [[s * 0.5, s * 0.74], [s * 0.4, s * 0.7], [s * 0.6, s * 0.7], [s * 0.5, s * 0.84]], s * 0.1);
  // The moustache, the nose, the eyes and the white eyebrows.
  fur(ctx, [[s * 0.42, s * 0.63], [s * 0.58, s * 0.63], [s * 0.35, s * 0.645], [s * 0.65, s * 0.645]], s * 0.055);
  sphere(ctx, s * 0.5, s * 0.585, s * 0.04, '#ffd0c0', '#f08070', '#a84030');
  eyes(ctx, s, 0.5, 0.075, 0.022);
  ctx.strokeStyle = '#ffffff';
  ctx.lineCap = 'round';
  ctx.lineWidth = s * 0.028;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(s * 0.5 + side * s * 0.075, s * 0.49, s * 0.045, Math.PI * 1.15, Math.PI * 1.85);
    ctx.stroke();
  }
  // The brim over the top of the face, the pompom at the tip.
  const brim: [number, number][] = [];
  for (let i = 0; i <= 7; i++) brim.push([s * (0.27 + (i / 7) * 0.46), s * (0.405 - Math.sin((i / 7) * Math.PI) * 0.012)]);
  fur(ctx, brim, s * 0.055);
  fur(ctx, [[s * 0.84, s * 0.35]], s * 0.065);
  sparkle(ctx, s * 0.2, s * 0.2, s * 0.05);
};

export const paintElf: SymbolPainter = (ctx, s) => {
  halo(ctx, s / 2, s / 2, s * 0.5, 'rgba(60,220,90,0.45)');
  // Pointed ears behind the face.
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(s * (0.5 + side * 0.17), s * 0.5);
    ctx.quadraticCurveTo(s * (0.5 + side * 0.3), s * 0.44, s * (0.5 + side * 0.37), s * 0.33);
    ctx.quadraticCurveTo(s * (0.5 + side * 0.3), s * 0.58, s * (0.5 + side * 0.17), s * 0.62);
    ctx.closePath();
    ctx.fillStyle = skin(ctx, s * (0.5 + side * 0.26), s * 0.48, s * 0.14);
    ctx.fill();
    ctx.strokeStyle = '#9a5a40';
    ctx.lineWidth = s * 0.008;
    ctx.stroke();
  }
  // The collar: green and red points.
  for (let i = 0; i < 6; i++) {
    const x = s * (0.31 + i * 0.076);
    ctx.beginPath();
    ctx.moveTo(x - s * 0.05, s * 0.74);
    ctx.lineTo(x + s * 0.05, s * 0.74);
    ctx.lineTo(x, s * 0.86);
    ctx.closePath();
    ctx.fillStyle = i % 2 === 0 ? '#18a040' : '#d8101c';
    ctx.fill();
  }
  ctx.fillStyle = skin(ctx, s * 0.5, s * 0.56, s * 0.19);
  ellipse(ctx, s * 0.5, s * 0.56, s * 0.185, s * 0.2);
  ctx.fill();
  // Ginger hair at the temples.
  for (const side of [-1, 1]) {
    ellipse(ctx, s * (0.5 + side * 0.15), s * 0.45, s * 0.06, s * 0.045, side * 0.5);
    ctx.fillStyle = '#d8641a';
    ctx.fill();
  }
  cheeks(ctx, s, 0.61, 0.11);
  eyes(ctx, s, 0.53, 0.07, 0.026);
  // Freckles, a button nose, a wide smile.
  const dot = seeded(7);
  for (let i = 0; i < 6; i++) circle(ctx, s * (0.39 + (i % 3) * 0.025 + (i >= 3 ? 0.16 : 0)), s * (0.6 + dot() * 0.03), s * 0.006, '#b8583a');
  sphere(ctx, s * 0.5, s * 0.59, s * 0.028, '#ffd8c8', '#f09a80', '#b85a40');
  ctx.beginPath();
  ctx.arc(s * 0.5, s * 0.62, s * 0.075, Math.PI * 0.15, Math.PI * 0.85);
  ctx.strokeStyle = '#8a2a18';
  ctx.lineWidth = s * 0.018;
  ctx.lineCap = 'round';
  ctx.stroke();
  // The hat: a green cone curling to the right with a gold bell, over a red band.
  ctx.beginPath();
  ctx.moveTo(s * 0.3, s * 0.43);
  ctx.bezierCurveTo(s * 0.36, s * 0.2, s * 0.5, s * 0.1, s * 0.66, s * 0.1);
  ctx.bezierCurveTo(s * 0.76, s * 0.1, s * 0.82, s * 0.16, s * 0.8, s * 0.22);
  ctx.bezierCurveTo(s * 0.72, s * 0.18, s * 0.64, s * 0.22, s * 0.7, s * 0.43);
  ctx.closePath();
  const hat = ctx.createLinearGradient(s * 0.3, s * 0.1, s * 0.7, s * 0.45);
  hat.addColorStop(0, '#7aff8a');
  hat.addColorStop(0.45, '#18a040');
  hat.addColorStop(1, '#04501c');
  ctx.fillStyle = hat;
  ctx.fill();
  ctx.strokeStyle = '#033a14';
  ctx.lineWidth = s * 0.01;
  ctx.stroke();
  roundedRect(ctx, s * 0.27, s * 0.39, s * 0.46, s * 0.075, s * 0.035);
  const band = ctx.createLinearGradient(0, s * 0.39, 0, s * 0.465);
  band.addColorStop(0, '#ff6a6a');
  band.addColorStop(1, '#8a0010');
  ctx.fillStyle = band;
  ctx.fill();
  for (let i = 0; i < 5; i++) circle(ctx, s * (0.32 + i * 0.09), s * 0.428, s * 0.014, '#ffd23c');
  sphere(ctx, s * 0.8, s * 0.245, s * 0.045, '#fffbe0', '#ffc83c', '#8a5200');
  sparkle(ctx, s * 0.86, s * 0.18, s * 0.045);
};

export const paintReindeer: SymbolPainter = (ctx, s) => {
  halo(ctx, s / 2, s / 2, s * 0.5, 'rgba(255,170,60,0.45)');
  // Antlers: branching strokes.
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const antler = (side: number): void => {
    const x = (f: number): number => s * (0.5 + side * f);
    ctx.beginPath();
    ctx.moveTo(x(0.1), s * 0.36);
    ctx.quadraticCurveTo(x(0.22), s * 0.24, x(0.28), s * 0.08);
    ctx.moveTo(x(0.2), s * 0.26);
    ctx.quadraticCurveTo(x(0.3), s * 0.22, x(0.38), s * 0.16);
    ctx.moveTo(x(0.25), s * 0.16);
    ctx.quadraticCurveTo(x(0.3), s * 0.12, x(0.34), s * 0.06);
    ctx.moveTo(x(0.16), s * 0.3);
    ctx.quadraticCurveTo(x(0.13), s * 0.22, x(0.14), s * 0.16);
    ctx.strokeStyle = '#4a2a10';
    ctx.lineWidth = s * 0.055;
    ctx.stroke();
    ctx.strokeStyle = '#c8945a';
    ctx.lineWidth = s * 0.032;
    ctx.stroke();
  };
  antler(-1);
  antler(1);
  // Ears, the head, the light muzzle.
  for (const side of [-1, 1]) {
    ellipse(ctx, s * (0.5 + side * 0.21), s * 0.4, s * 0.09, s * 0.04, side * -0.5);
    ctx.fillStyle = '#8a5228';
    ctx.fill();
    ellipse(ctx, s * (0.5 + side * 0.21), s * 0.4, s * 0.055, s * 0.02, side * -0.5);
    ctx.fillStyle = '#f0a0a0';
    ctx.fill();
  }
  const head = ctx.createRadialGradient(s * 0.45, s * 0.42, s * 0.02, s * 0.5, s * 0.5, s * 0.26);
  head.addColorStop(0, '#c88850');
  head.addColorStop(0.7, '#8a5228');
  head.addColorStop(1, '#4a2a10');
  ctx.beginPath();
  ctx.moveTo(s * 0.5, s * 0.3);
  ctx.bezierCurveTo(s * 0.68, s * 0.3, s * 0.7, s * 0.5, s * 0.64, s * 0.62);
  ctx.bezierCurveTo(s * 0.62, s * 0.7, s * 0.38, s * 0.7, s * 0.36, s * 0.62);
  ctx.bezierCurveTo(s * 0.3, s * 0.5, s * 0.32, s * 0.3, s * 0.5, s * 0.3);
  ctx.fillStyle = head;
  ctx.fill();
  ellipse(ctx, s * 0.5, s * 0.64, s * 0.14, s * 0.1);
  const muzzle = ctx.createLinearGradient(0, s * 0.55, 0, s * 0.74);
  muzzle.addColorStop(0, '#f6dcb8');
  muzzle.addColorStop(1, '#c89a6a');
  ctx.fillStyle = muzzle;
  ctx.fill();
  eyes(ctx, s, 0.47, 0.075, 0.026);
  // The scarf, and the glowing red nose over everything.
  ctx.beginPath();
  ctx.moveTo(s * 0.33, s * 0.74);
  ctx.quadraticCurveTo(s * 0.5, s * 0.82, s * 0.67, s * 0.74);
  ctx.lineTo(s * 0.68, s * 0.82);
  ctx.quadraticCurveTo(s * 0.5, s * 0.9, s * 0.32, s * 0.82);
  ctx.closePath();
  ctx.fillStyle = '#d8101c';
  ctx.fill();
  for (let i = 0; i < 4; i++) {
    ctx.fillStyle = '#fff';
    ctx.fillRect(s * (0.38 + i * 0.075), s * (0.78 + (i === 1 || i === 2 ? 0.02 : 0)), s * 0.02, s * 0.045);
  }
  ctx.beginPath();
  ctx.arc(s * 0.5, s * 0.66, s * 0.04, Math.PI * 0.2, Math.PI * 0.8);
  ctx.strokeStyle = '#5a2a10';
  ctx.lineWidth = s * 0.014;
  ctx.stroke();
  ctx.save();
  ctx.shadowColor = '#ff2020';
  ctx.shadowBlur = s * 0.08;
  sphere(ctx, s * 0.5, s * 0.59, s * 0.055, '#ffb0a0', '#f01020', '#7a0008');
  ctx.restore();
  circle(ctx, s * 0.485, s * 0.57, s * 0.015, 'rgba(255,255,255,0.9)');
};

export const paintGift: SymbolPainter = (ctx, s) => {
  halo(ctx, s / 2, s * 0.55, s * 0.48, 'rgba(255,80,140,0.45)');
  // The box and its lid, red with white dots, a gold ribbon and bow.
  const box = ctx.createLinearGradient(s * 0.2, 0, s * 0.8, 0);
  box.addColorStop(0, '#8a0010');
  box.addColorStop(0.4, '#e0202a');
  box.addColorStop(1, '#7a000c');
  roundedRect(ctx, s * 0.22, s * 0.44, s * 0.56, s * 0.4, s * 0.03);
  ctx.fillStyle = box;
  ctx.fill();
  ctx.save();
  ctx.clip();
  const dots = seeded(11);
  for (let i = 0; i < 14; i++) circle(ctx, s * (0.24 + dots() * 0.52), s * (0.47 + dots() * 0.35), s * 0.017, 'rgba(255,255,255,0.85)');
  ctx.restore();
  roundedRect(ctx, s * 0.18, s * 0.36, s * 0.64, s * 0.11, s * 0.025);
  const lid = ctx.createLinearGradient(0, s * 0.36, 0, s * 0.47);
  lid.addColorStop(0, '#ff6a6a');
  lid.addColorStop(1, '#9a0010');
  ctx.fillStyle = lid;
  ctx.fill();
  ctx.fillStyle = goldGradient(ctx, s * 0.44, 0, s * 0.56, 0);
  ctx.fillRect(s * 0.45, s * 0.36, s * 0.1, s * 0.48);
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  ctx.fillRect(s * 0.22, s * 0.47, s * 0.56, s * 0.02);
  // The bow: two loops and tails.
  for (const side of [-1, 1]) {
    ctx.save();
    ctx.translate(s * 0.5, s * 0.33);
    ctx.rotate(side * 0.45);
    ellipse(ctx, side * s * 0.1, -s * 0.04, s * 0.11, s * 0.065);
    ctx.fillStyle = goldGradient(ctx, -s * 0.2, -s * 0.1, s * 0.2, s * 0.05);
    ctx.fill();
    ctx.strokeStyle = '#7a4a05';
    ctx.lineWidth = s * 0.012;
    ctx.stroke();
    ellipse(ctx, side * s * 0.1, -s * 0.04, s * 0.05, s * 0.025);
    ctx.fillStyle = 'rgba(90,50,0,0.6)';
    ctx.fill();
    ctx.restore();
  }
  sphere(ctx, s * 0.5, s * 0.34, s * 0.045, '#fffbe0', '#f0b020', '#7a4a05');
  sparkle(ctx, s * 0.74, s * 0.3, s * 0.06);
  sparkle(ctx, s * 0.26, s * 0.62, s * 0.04);
};

export const paintBell: SymbolPainter = (ctx, s) => {
  halo(ctx, s / 2, s * 0.52, s * 0.48, 'rgba(255,200,60,0.5)');
  // The bell body: gold, lit from the left, its flared lip and the clapper.
  ctx.beginPath();
  ctx.moveTo(s * 0.5, s * 0.22);
  ctx.bezierCurveTo(s * 0.68, s * 0.22, s * 0.7, s * 0.42, s * 0.7, s * 0.55);
  ctx.bezierCurveTo(s * 0.7, s * 0.66, s * 0.8, s * 0.7, s * 0.82, s * 0.76);
  ctx.lineTo(s * 0.18, s * 0.76);
  ctx.bezierCurveTo(s * 0.2, s * 0.7, s * 0.3, s * 0.66, s * 0.3, s * 0.55);
  ctx.bezierCurveTo(s * 0.3, s * 0.42, s * 0.32, s * 0.22, s * 0.5, s * 0.22);
  ctx.closePath();
  const body = ctx.createLinearGradient(s * 0.18, 0, s * 0.82, 0);
  body.addColorStop(0, '#6a3a02');
  body.addColorStop(0.28, '#ffe9a0');
  body.addColorStop(0.5, '#f0b020');
  body.addColorStop(0.8, '#9a5a08');
  body.addColorStop(1, '#4a2800');
  ctx.fillStyle = body;
  ctx.fill();
  ctx.strokeStyle = '#4a2800';
  ctx.lineWidth = s * 0.012;
  ctx.stroke();
  ellipse(ctx, s * 0.5, s * 0.76, s * 0.32, s * 0.045);
  ctx.fillStyle = goldGradient(ctx, s * 0.18, s * 0.72, s * 0.82, s * 0.8);
  ctx.fill();
  ctx.stroke();
  sphere(ctx, s * 0.5, s * 0.82, s * 0.05, '#fffbe0', '#e0a020', '#6a3a02');
  // A red bow with holly on top.
  hollyLeaf(ctx, s * 0.5, s * 0.2, s * 0.2, -2.7);
  hollyLeaf(ctx, s * 0.5, s * 0.2, s * 0.2, -0.45);
  for (const side of [-1, 1]) {
    ellipse(ctx, s * (0.5 + side * 0.075), s * 0.2, s * 0.075, s * 0.045, side * 0.3);
    ctx.fillStyle = '#d8101c';
    ctx.fill();
    ctx.strokeStyle = '#5a0006';
    ctx.lineWidth = s * 0.01;
    ctx.stroke();
  }
  berries(ctx, s * 0.5, s * 0.2, s * 0.03);
  sparkle(ctx, s * 0.38, s * 0.4, s * 0.05);
};

export const paintCandy: SymbolPainter = (ctx, s) => {
  halo(ctx, s / 2, s / 2, s * 0.48, 'rgba(255,120,140,0.4)');
  // The cane: a thick white stroke with red bands along it, and a shine.
  const cane = (): void => {
    ctx.beginPath();
    ctx.moveTo(s * 0.63, s * 0.88);
    ctx.lineTo(s * 0.63, s * 0.33);
    ctx.arc(s * 0.475, s * 0.33, s * 0.155, 0, Math.PI, true);
    ctx.lineTo(s * 0.32, s * 0.46);
  };
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  cane();
  ctx.strokeStyle = '#5a0010';
  ctx.lineWidth = s * 0.155;
  ctx.stroke();
  cane();
  ctx.strokeStyle = '#fbf6f0';
  ctx.lineWidth = s * 0.13;
  ctx.stroke();
  cane();
  ctx.setLineDash([s * 0.045, s * 0.045]);
  ctx.lineCap = 'butt';
  ctx.strokeStyle = '#e0101c';
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(s * 0.6, s * 0.84);
  ctx.lineTo(s * 0.6, s * 0.35);
  ctx.arc(s * 0.475, s * 0.33, s * 0.125, 0.1, Math.PI * 0.9, true);
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.lineWidth = s * 0.02;
  ctx.stroke();
  // A green ribbon bow with holly where the hook begins.
  hollyLeaf(ctx, s * 0.63, s * 0.54, s * 0.2, 0.4);
  hollyLeaf(ctx, s * 0.63, s * 0.54, s * 0.2, 2.6);
  berries(ctx, s * 0.63, s * 0.54, s * 0.03);
  sparkle(ctx, s * 0.3, s * 0.24, s * 0.05);
};

export const paintHolly: SymbolPainter = (ctx, s) => {
  halo(ctx, s / 2, s / 2, s * 0.48, 'rgba(60,200,90,0.4)');
  hollyLeaf(ctx, s * 0.48, s * 0.52, s * 0.36, -2.45);
  hollyLeaf(ctx, s * 0.52, s * 0.52, s * 0.36, -0.7);
  hollyLeaf(ctx, s * 0.5, s * 0.55, s * 0.34, 1.57);
  berries(ctx, s * 0.5, s * 0.5, s * 0.065);
  sparkle(ctx, s * 0.78, s * 0.26, s * 0.05);
};

/** The WILD: a decorated Christmas tree under a gold star, on a night-blue tile in gold. */
export const paintWild: SymbolPainter = (ctx, s) => {
  const pad = s * 0.05;
  roundedRect(ctx, pad, pad, s - pad * 2, s - pad * 2, s * 0.12);
  const bg = ctx.createRadialGradient(s / 2, s * 0.4, s * 0.05, s / 2, s / 2, s * 0.6);
  bg.addColorStop(0, '#2a5ac8');
  bg.addColorStop(1, '#061040');
  ctx.fillStyle = bg;
  ctx.fill();
  ctx.save();
  ctx.clip();
  snowfall(ctx, pad, pad, s - pad * 2, s * 0.6, 26, 3, s * 0.012, 0.7);
  ctx.restore();
  ctx.lineWidth = s * 0.035;
  ctx.strokeStyle = goldGradient(ctx, 0, 0, s, s);
  roundedRect(ctx, pad, pad, s - pad * 2, s - pad * 2, s * 0.12);
  ctx.stroke();
  // Three tiers of branches, the trunk, the garland and the baubles.
  ctx.fillStyle = '#5a3410';
  ctx.fillRect(s * 0.46, s * 0.66, s * 0.08, s * 0.08);
  const tiers: [number, number, number][] = [
    [0.22, 0.44, 0.2],
    [0.34, 0.56, 0.25],
    [0.46, 0.7, 0.3],
  ];
  for (const [top, bottom, half] of tiers) {
    ctx.beginPath();
    ctx.moveTo(s * 0.5, s * top);
    ctx.quadraticCurveTo(s * (0.5 + half * 0.6), s * (bottom - 0.08), s * (0.5 + half), s * bottom);
    ctx.quadraticCurveTo(s * 0.5, s * (bottom + 0.04), s * (0.5 - half), s * bottom);
    ctx.quadraticCurveTo(s * (0.5 - half * 0.6), s * (bottom - 0.08), s * 0.5, s * top);
    const g = ctx.createLinearGradient(s * 0.3, s * top, s * 0.7, s * bottom);
    g.addColorStop(0, '#5ae07a');
    g.addColorStop(0.5, '#12903a');
    g.addColorStop(1, '#03401a');
    ctx.fillStyle = g;
    ctx.fill();
    ctx.strokeStyle = '#022a10';
    ctx.lineWidth = s * 0.008;
    ctx.stroke();
  }
  ctx.strokeStyle = '#ffd23c';
  ctx.lineWidth = s * 0.014;
  for (const [y0, y1, w] of [
    [0.4, 0.45, 0.14],
    [0.52, 0.58, 0.2],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(s * (0.5 - w), s * y0);
    ctx.quadraticCurveTo(s * 0.5, s * (y1 + 0.04), s * (0.5 + w), s * y0);
    ctx.stroke();
  }
  const lights: [number, number, string][] = [
    [0.45, 0.36, '#ff3b3b'],
    [0.57, 0.42, '#3bb0ff'],
    [0.38, 0.5, '#ffd23c'],
    [0.62, 0.53, '#ff3b3b'],
    [0.5, 0.6, '#3bb0ff'],
    [0.32, 0.66, '#ff3b3b'],
    [0.7, 0.66, '#ffd23c'],
  ];
  for (const [x, y, c] of lights) {
    ctx.save();
    ctx.shadowColor = c;
    ctx.shadowBlur = s * 0.03;
    sphere(ctx, s * x, s * y, s * 0.026, '#fff', c, '#222');
    ctx.restore();
  }
  goldStar(ctx, s * 0.5, s * 0.2, s * 0.085);
  label(ctx, s, 'WILD', '#ff3030', 0.83, 0.2);
};

/** The SCATTER: a snow globe with a little village inside, on a gold base. */
export const paintScatter: SymbolPainter = (ctx, s) => {
  halo(ctx, s / 2, s * 0.45, s * 0.5, 'rgba(120,200,255,0.55)');
  const cx = s * 0.5;
  const cy = s * 0.44;
  const r = s * 0.3;
  // The base.
  ctx.beginPath();
  ctx.moveTo(s * 0.26, s * 0.8);
  ctx.lineTo(s * 0.32, s * 0.68);
  ctx.lineTo(s * 0.68, s * 0.68);
  ctx.lineTo(s * 0.74, s * 0.8);
  ctx.closePath();
  ctx.fillStyle = goldGradient(ctx, s * 0.26, s * 0.68, s * 0.74, s * 0.8);
  ctx.fill();
  // The glass, what is in it, and the glass's shine.
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  const glass = ctx.createRadialGradient(cx - r * 0.3, cy - r * 0.4, r * 0.1, cx, cy, r);
  glass.addColorStop(0, '#d8f2ff');
  glass.addColorStop(0.55, '#4a8ae0');
  glass.addColorStop(1, '#0e2a6a');
  ctx.fillStyle = glass;
  ctx.fill();
  ctx.clip();
  ellipse(ctx, cx, cy + r * 0.75, r * 1.1, r * 0.45);
  ctx.fillStyle = '#f4f8ff';
  ctx.fill();
  // A little house with a lit window and a tree.
  ctx.fillStyle = '#b8341c';
  ctx.fillRect(cx - r * 0.38, cy + r * 0.05, r * 0.42, r * 0.3);
  ctx.beginPath();
  ctx.moveTo(cx - r * 0.46, cy + r * 0.08);
  ctx.lineTo(cx - r * 0.17, cy - r * 0.2);
  ctx.lineTo(cx + r * 0.12, cy + r * 0.08);
  ctx.closePath();
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.fillStyle = '#ffd23c';
  ctx.fillRect(cx - r * 0.24, cy + r * 0.13, r * 0.12, r * 0.1);
  ctx.beginPath();
  ctx.moveTo(cx + r * 0.35, cy - r * 0.3);
  ctx.lineTo(cx + r * 0.58, cy + r * 0.32);
  ctx.lineTo(cx + r * 0.12, cy + r * 0.32);
  ctx.closePath();
  ctx.fillStyle = '#12803a';
  ctx.fill();
  snowfall(ctx, cx - r, cy - r, r * 2, r * 1.5, 30, 17, s * 0.012, 0.95);
  ctx.restore();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.strokeStyle = 'rgba(220,245,255,0.9)';
  ctx.lineWidth = s * 0.014;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.82, Math.PI * 1.1, Math.PI * 1.45);
  ctx.strokeStyle = 'rgba(255,255,255,0.8)';
  ctx.lineWidth = s * 0.03;
  ctx.lineCap = 'round';
  ctx.stroke();
  snowflake(ctx, s * 0.82, s * 0.2, s * 0.05);
  snowflake(ctx, s * 0.17, s * 0.3, s * 0.035);
  label(ctx, s, 'SCATTER', '#3bb0ff', 0.86, 0.14);
};

/** The BONUS: a glossy red bauble; on the reels its value shows on a plate over "BONUS". */
export const paintBonus: SymbolPainter = (ctx, s) => {
  halo(ctx, s / 2, s * 0.46, s * 0.5, 'rgba(255,60,60,0.5)');
  bauble(ctx, s * 0.5, s * 0.46, s * 0.3, BAUBLE_TONES.red);
  label(ctx, s, 'BONUS', '#ff3030', 0.87, 0.15);
};

/** A name this build has no art for still shows, by name, on a plain tile. */
export const paintUnknown = (ctx: CanvasRenderingContext2D, symbol: string, s: number): void => {
  halo(ctx, s / 2, s / 2, s * 0.48, 'rgba(255,255,255,0.3)');
  roundedRect(ctx, s * 0.08, s * 0.3, s * 0.84, s * 0.4, s * 0.08);
  ctx.fillStyle = 'rgba(10,20,60,0.85)';
  ctx.fill();
  ctx.strokeStyle = '#ffd23c';
  ctx.lineWidth = s * 0.02;
  ctx.stroke();
  shinyText(ctx, symbol, s / 2, s / 2, s * 0.17, ['#ffffff', '#ffd23c', '#b06a00'], '#ffb300', s * 0.78);
};
