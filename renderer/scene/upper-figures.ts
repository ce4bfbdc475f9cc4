import { leaf, linear, poly, radial, shadow, sparkle, stem, type Painter } from './paint';

/**
 * The upper game's eight figures (docs/games/gnomos-mix-upper.md), best first: Golden Gnome,
 * Pot of Gold, Clover, the minigame figures Mushroom, Flower and Log, then Acorn and Leaf. Each
 * is painted in a 100 × 100 design space on a transparent background.
 */

function hat(ctx: CanvasRenderingContext2D): void {
  ctx.beginPath();
  ctx.moveTo(24, 46);
  ctx.bezierCurveTo(30, 30, 40, 14, 58, 6);
  ctx.bezierCurveTo(64, 4, 66, 10, 62, 14);
  ctx.bezierCurveTo(60, 26, 68, 38, 76, 46);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 24, 0, 76, 0, [[0, '#ff6a50'], [0.5, '#e01818'], [1, '#7a0000']]);
  ctx.fill();
  ctx.strokeStyle = '#4a0000';
  ctx.lineWidth = 2;
  ctx.stroke();
}

const goldenGnome: Painter = (ctx) => {
  // Gold medallion behind the gnome: the jackpot figure.
  shadow(ctx, true);
  ctx.beginPath();
  ctx.arc(50, 52, 44, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 40, 40, 4, 48, [[0, '#fff6b0'], [0.5, '#f2c200'], [1, '#9a6a00']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#6e4a00';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  // Beard.
  ctx.beginPath();
  ctx.moveTo(28, 56);
  ctx.bezierCurveTo(26, 80, 42, 94, 50, 94);
  ctx.bezierCurveTo(58, 94, 74, 80, 72, 56);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 0, 56, 0, 94, [[0, '#ffffff'], [1, '#d8d8e0']]);
  ctx.fill();
  ctx.strokeStyle = '#8a8a96';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  // Face.
  ctx.beginPath();
  ctx.ellipse(50, 55, 17, 13, 0, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 46, 50, 2, 18, [[0, '#ffe2cc'], [1, '#f0a882']]);
  ctx.fill();
  ctx.strokeStyle = '#a0603a';
  ctx.lineWidth = 1.2;
  ctx.stroke();
  // Nose, eyes, moustache.
  ctx.beginPath();
  ctx.arc(50, 58, 5, 0, Math.PI * 2);
  ctx.fillStyle = '#f08a70';
  ctx.fill();
  ctx.fillStyle = '#2a1a10';
  for (const x of [43, 57]) {
    ctx.beginPath();
    ctx.arc(x, 52, 2, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.moveTo(36, 66);
  ctx.quadraticCurveTo(44, 60, 50, 64);
  ctx.quadraticCurveTo(56, 60, 64, 66);
  ctx.quadraticCurveTo(56, 70, 50, 67);
  ctx.quadraticCurveTo(44, 70, 36, 66);
  ctx.fillStyle = '#f4f4f8';
  ctx.fill();
  ctx.strokeStyle = '#9a9aa6';
  ctx.lineWidth = 1;
  ctx.stroke();
  hat(ctx);
  // Gold hat band.
  ctx.fillStyle = linear(ctx, 24, 0, 76, 0, [[0, '#a87400'], [0.5, '#ffe680'], [1, '#a87400']]);
  ctx.fillRect(25, 41, 50, 6);
  sparkle(ctx, 22, 24, 6);
  sparkle(ctx, 80, 70, 4);
};

const potOfGold: Painter = (ctx) => {
  // Heap of coins.
  const coins: [number, number][] = [[34, 40], [48, 34], [62, 40], [40, 30], [56, 28], [48, 22], [28, 46], [70, 46]];
  shadow(ctx, true);
  for (const [x, y] of coins) {
    ctx.beginPath();
    ctx.ellipse(x, y, 9, 6, 0, 0, Math.PI * 2);
    ctx.fillStyle = radial(ctx, x - 2, y - 2, 1, 10, [[0, '#fff3a0'], [0.6, '#f2c200'], [1, '#a87400']]);
    ctx.fill();
  }
  shadow(ctx, false);
  ctx.strokeStyle = '#7a5200';
  ctx.lineWidth = 1.2;
  for (const [x, y] of coins) {
    ctx.beginPath();
    ctx.ellipse(x, y, 9, 6, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  // The pot.
  shadow(ctx, true);
  ctx.beginPath();
  ctx.moveTo(18, 50);
  ctx.bezierCurveTo(10, 80, 30, 94, 50, 94);
  ctx.bezierCurveTo(70, 94, 90, 80, 82, 50);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 14, 0, 86, 0, [[0, '#050505'], [0.3, '#3c3c44'], [0.55, '#1a1a20'], [1, '#000']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.beginPath();
  ctx.ellipse(50, 50, 34, 7, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#26262e';
  ctx.fill();
  ctx.strokeStyle = '#000';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(50, 49, 28, 4.5, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#ffd21f';
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.fillRect(26, 88, 8, 7);
  ctx.fillRect(66, 88, 8, 7);
  ctx.beginPath();
  ctx.moveTo(26, 62);
  ctx.quadraticCurveTo(28, 78, 38, 86);
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
  ctx.stroke();
  sparkle(ctx, 60, 20, 6);
  sparkle(ctx, 30, 32, 4);
};

function heartLeaf(ctx: CanvasRenderingContext2D, angle: number): void {
  ctx.save();
  ctx.translate(50, 46);
  ctx.rotate(angle);
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.bezierCurveTo(-6, -8, -22, -14, -20, -28);
  ctx.bezierCurveTo(-18, -38, -4, -38, 0, -28);
  ctx.bezierCurveTo(4, -38, 18, -38, 20, -28);
  ctx.bezierCurveTo(22, -14, 6, -8, 0, 0);
  ctx.closePath();
  ctx.fillStyle = radial(ctx, -4, -26, 2, 26, [[0, '#a8f07a'], [0.6, '#2fae3a'], [1, '#16661f']]);
  ctx.fill();
  ctx.strokeStyle = '#0d4a14';
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(0, -3);
  ctx.lineTo(0, -26);
  ctx.strokeStyle = 'rgba(220,255,200,0.55)';
  ctx.lineWidth = 1.4;
  ctx.stroke();
  ctx.restore();
}

const clover: Painter = (ctx) => {
  ctx.save();
  ctx.strokeStyle = '#1d6a22';
  ctx.lineWidth = 5;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(50, 50);
  ctx.quadraticCurveTo(56, 76, 66, 94);
  ctx.stroke();
  ctx.restore();
  shadow(ctx, true);
  for (let i = 0; i < 4; i++) heartLeaf(ctx, (i * Math.PI) / 2 + Math.PI / 4);
  shadow(ctx, false);
  ctx.beginPath();
  ctx.arc(50, 46, 4, 0, Math.PI * 2);
  ctx.fillStyle = '#d8ffb0';
  ctx.fill();
  sparkle(ctx, 30, 24, 5);
};

const mushroom: Painter = (ctx) => {
  // Stem.
  shadow(ctx, true);
  ctx.beginPath();
  ctx.moveTo(38, 52);
  ctx.bezierCurveTo(36, 70, 32, 86, 36, 92);
  ctx.lineTo(64, 92);
  ctx.bezierCurveTo(68, 86, 64, 70, 62, 52);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 34, 0, 66, 0, [[0, '#d8c8a8'], [0.4, '#fff8ea'], [1, '#c8b48c']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#7a6440';
  ctx.lineWidth = 2;
  ctx.stroke();
  // Cap.
  shadow(ctx, true);
  ctx.beginPath();
  ctx.moveTo(8, 56);
  ctx.bezierCurveTo(8, 20, 30, 8, 50, 8);
  ctx.bezierCurveTo(70, 8, 92, 20, 92, 56);
  ctx.bezierCurveTo(70, 62, 30, 62, 8, 56);
  ctx.closePath();
  ctx.fillStyle = radial(ctx, 38, 22, 4, 56, [[0, '#ff8a7a'], [0.45, '#e3171c'], [1, '#7a0008']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#4a0004';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.fillStyle = '#fffdf4';
  for (const [x, y, r] of [[30, 30, 7], [52, 20, 6], [72, 32, 8], [44, 44, 5], [20, 46, 4], [82, 48, 4], [62, 48, 5]] as const) {
    ctx.beginPath();
    ctx.ellipse(x, y, r, r * 0.8, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.moveTo(22, 24);
  ctx.quadraticCurveTo(30, 14, 42, 12);
  ctx.strokeStyle = 'rgba(255,255,255,0.6)';
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
  ctx.stroke();
};

const flower: Painter = (ctx) => {
  stem(ctx, 50, 56, 52, 94);
  leaf(ctx, 52, 80, 22, -0.6);
  leaf(ctx, 50, 86, 20, -2.5);
  shadow(ctx, true);
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    ctx.save();
    ctx.translate(50, 40);
    ctx.rotate(a);
    ctx.beginPath();
    ctx.ellipse(0, -18, 11, 18, 0, 0, Math.PI * 2);
    ctx.fillStyle = radial(ctx, 0, -10, 2, 22, [[0, '#ffe0f4'], [0.5, '#ff6fc0'], [1, '#b0107a']]);
    ctx.fill();
    ctx.strokeStyle = '#6a0048';
    ctx.lineWidth = 1.6;
    ctx.stroke();
    ctx.restore();
  }
  shadow(ctx, false);
  ctx.beginPath();
  ctx.arc(50, 40, 11, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 47, 37, 1, 12, [[0, '#fff6b0'], [0.6, '#ffc400'], [1, '#c07a00']]);
  ctx.fill();
  ctx.strokeStyle = '#7a4a00';
  ctx.lineWidth = 1.6;
  ctx.stroke();
  ctx.fillStyle = 'rgba(120,70,0,0.55)';
  for (let i = 0; i < 9; i++) {
    const a = i * 2.4;
    ctx.beginPath();
    ctx.arc(50 + Math.cos(a) * 5.5, 40 + Math.sin(a) * 5.5, 1.1, 0, Math.PI * 2);
    ctx.fill();
  }
};

const log: Painter = (ctx) => {
  shadow(ctx, true);
  ctx.beginPath();
  ctx.moveTo(18, 34);
  ctx.lineTo(78, 34);
  ctx.lineTo(78, 76);
  ctx.lineTo(18, 76);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 0, 34, 0, 76, [[0, '#a8703c'], [0.3, '#7a4a20'], [0.8, '#5a3210'], [1, '#3a1e06']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#2a1404';
  ctx.lineWidth = 2;
  ctx.stroke();
  // Bark grooves.
  ctx.strokeStyle = 'rgba(40,20,4,0.7)';
  ctx.lineWidth = 1.8;
  for (const y of [42, 50, 58, 66]) {
    ctx.beginPath();
    ctx.moveTo(20, y + (y % 3));
    ctx.bezierCurveTo(36, y - 3, 52, y + 4, 74, y);
    ctx.stroke();
  }
  // The cut end with its rings.
  ctx.beginPath();
  ctx.ellipse(78, 55, 12, 21, 0, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 78, 55, 1, 20, [[0, '#f2d29a'], [0.7, '#d8a860'], [1, '#9a6a30']]);
  ctx.fill();
  ctx.strokeStyle = '#5a3210';
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.strokeStyle = 'rgba(120,70,20,0.7)';
  ctx.lineWidth = 1.2;
  for (const r of [4, 8, 12, 16]) {
    ctx.beginPath();
    ctx.ellipse(78, 55, r * 0.57, r, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  // A sprig on top.
  leaf(ctx, 34, 34, 18, -1.9);
  leaf(ctx, 36, 34, 16, -0.9);
};

const acorn: Painter = (ctx) => {
  stem(ctx, 52, 30, 58, 10);
  shadow(ctx, true);
  ctx.beginPath();
  ctx.moveTo(24, 44);
  ctx.bezierCurveTo(22, 74, 40, 94, 50, 94);
  ctx.bezierCurveTo(60, 94, 78, 74, 76, 44);
  ctx.closePath();
  ctx.fillStyle = radial(ctx, 42, 56, 3, 44, [[0, '#f0b070'], [0.5, '#c0702a'], [1, '#6a3410']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#3a1a04';
  ctx.lineWidth = 2.2;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(36, 52);
  ctx.quadraticCurveTo(34, 70, 42, 82);
  ctx.strokeStyle = 'rgba(255,255,255,0.45)';
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
  ctx.stroke();
  // Cap with a criss-cross pattern.
  ctx.beginPath();
  ctx.moveTo(16, 46);
  ctx.bezierCurveTo(16, 22, 84, 22, 84, 46);
  ctx.bezierCurveTo(70, 52, 30, 52, 16, 46);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 0, 22, 0, 52, [[0, '#9a7048'], [1, '#5a3a1a']]);
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = 'rgba(40,20,4,0.55)';
  ctx.lineWidth = 1.4;
  for (let x = 0; x < 110; x += 8) {
    ctx.beginPath();
    ctx.moveTo(x, 20);
    ctx.lineTo(x - 30, 56);
    ctx.moveTo(x - 30, 20);
    ctx.lineTo(x, 56);
    ctx.stroke();
  }
  ctx.restore();
  ctx.beginPath();
  ctx.moveTo(16, 46);
  ctx.bezierCurveTo(16, 22, 84, 22, 84, 46);
  ctx.bezierCurveTo(70, 52, 30, 52, 16, 46);
  ctx.strokeStyle = '#2a1404';
  ctx.lineWidth = 2;
  ctx.stroke();
};

const leafFigure: Painter = (ctx) => {
  ctx.save();
  ctx.translate(50, 52);
  ctx.rotate(-0.7);
  shadow(ctx, true);
  const outline: [number, number][] = [
    [0, -42], [10, -28], [24, -32], [20, -16], [36, -12], [24, 0], [34, 12], [16, 12], [14, 28], [0, 20],
    [-14, 28], [-16, 12], [-34, 12], [-24, 0], [-36, -12], [-20, -16], [-24, -32], [-10, -28],
  ];
  poly(ctx, outline);
  ctx.fillStyle = radial(ctx, -6, -10, 3, 44, [[0, '#ffd060'], [0.55, '#f07a18'], [1, '#a83a04']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#5a1e00';
  ctx.lineWidth = 2;
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.strokeStyle = 'rgba(90,30,0,0.75)';
  ctx.lineWidth = 1.6;
  ctx.beginPath();
  ctx.moveTo(0, 40);
  ctx.lineTo(0, -36);
  for (const [x, y] of [[22, -26], [30, -8], [26, 8], [-22, -26], [-30, -8], [-26, 8]] as const) {
    ctx.moveTo(0, y + 14);
    ctx.lineTo(x * 0.8, y);
  }
  ctx.stroke();
  ctx.restore();
};

/** The upper figures by the ids the cabinet sends in `upper.reels`. */
export const UPPER_FIGURES: Readonly<Record<string, Painter>> = {
  'golden-gnome': goldenGnome,
  'pot-of-gold': potOfGold,
  clover,
  mushroom,
  flower,
  log,
  acorn,
  leaf: leafFigure,
};
