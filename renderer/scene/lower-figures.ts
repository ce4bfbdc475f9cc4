import type { GnomosSymbol } from '../../main/ipc/contract';
import { leaf, linear, poly, radial, shadow, sparkle, stem, type Painter } from './paint';

/**
 * The lower game's ten figures (Blue, Red and Green Diamond, Bell, Lemon, Orange, Grape, Plum,
 * Bonus and the Window), each painted in a 100 × 100 design space on a transparent background.
 */

function diamond(light: string, mid: string, dark: string, edge: string): Painter {
  return (ctx) => {
    const outline: [number, number][] = [[32, 20], [68, 20], [90, 40], [50, 88], [10, 40]];
    shadow(ctx, true);
    poly(ctx, outline);
    ctx.fillStyle = mid;
    ctx.fill();
    shadow(ctx, false);
    // Facets: crown (top) lighter, pavilion (bottom) in alternating shades.
    const facets: [readonly (readonly [number, number])[], string][] = [
      [[[32, 20], [68, 20], [60, 40], [40, 40]], light],
      [[[32, 20], [40, 40], [10, 40]], mid],
      [[[68, 20], [90, 40], [60, 40]], dark],
      [[[10, 40], [40, 40], [50, 88]], mid],
      [[[40, 40], [60, 40], [50, 88]], light],
      [[[60, 40], [90, 40], [50, 88]], dark],
    ];
    for (const [pts, colour] of facets) {
      poly(ctx, pts);
      ctx.fillStyle = colour;
      ctx.fill();
    }
    ctx.globalAlpha = 0.35;
    poly(ctx, [[32, 20], [50, 20], [40, 40], [10, 40]]);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = 'rgba(255,255,255,0.55)';
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    ctx.moveTo(10, 40);
    ctx.lineTo(90, 40);
    for (const [a, b] of [[[32, 20], [40, 40]], [[68, 20], [60, 40]], [[40, 40], [50, 88]], [[60, 40], [50, 88]]] as const) {
      ctx.moveTo(a[0], a[1]);
      ctx.lineTo(b[0], b[1]);
    }
    ctx.stroke();
    poly(ctx, outline);
    ctx.strokeStyle = edge;
    ctx.lineWidth = 3;
    ctx.lineJoin = 'round';
    ctx.stroke();
    sparkle(ctx, 30, 27, 8);
    sparkle(ctx, 72, 52, 4.5);
  };
}

const bell: Painter = (ctx) => {
  shadow(ctx, true);
  ctx.beginPath();
  ctx.moveTo(50, 14);
  ctx.bezierCurveTo(30, 14, 25, 30, 25, 48);
  ctx.bezierCurveTo(25, 62, 18, 68, 12, 74);
  ctx.lineTo(88, 74);
  ctx.bezierCurveTo(82, 68, 75, 62, 75, 48);
  ctx.bezierCurveTo(75, 30, 70, 14, 50, 14);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 12, 0, 88, 0, [[0, '#b07800'], [0.25, '#ffe680'], [0.45, '#ffd21f'], [0.8, '#d99a00'], [1, '#8a5a00']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#6e4700';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  // Rim.
  ctx.beginPath();
  ctx.ellipse(50, 76, 40, 7, 0, 0, Math.PI * 2);
  ctx.fillStyle = linear(ctx, 10, 0, 90, 0, [[0, '#9a6600'], [0.3, '#fff0a0'], [0.7, '#e0a800'], [1, '#8a5a00']]);
  ctx.fill();
  ctx.stroke();
  // Clapper and knob.
  ctx.beginPath();
  ctx.arc(50, 86, 7, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 47, 83, 1, 8, [[0, '#fff6c0'], [1, '#b07800']]);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(50, 11, 5, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  // Highlight and band.
  ctx.beginPath();
  ctx.moveTo(36, 24);
  ctx.quadraticCurveTo(31, 40, 33, 60);
  ctx.strokeStyle = 'rgba(255,255,255,0.75)';
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(26, 58);
  ctx.quadraticCurveTo(50, 64, 74, 58);
  ctx.strokeStyle = 'rgba(110,71,0,0.6)';
  ctx.lineWidth = 2;
  ctx.stroke();
  sparkle(ctx, 64, 30, 5);
};

const lemon: Painter = (ctx) => {
  ctx.save();
  ctx.translate(50, 56);
  ctx.rotate(-0.35);
  shadow(ctx, true);
  ctx.beginPath();
  ctx.moveTo(-44, 0);
  ctx.bezierCurveTo(-38, -6, -34, -28, 0, -28);
  ctx.bezierCurveTo(34, -28, 38, -6, 44, 0);
  ctx.bezierCurveTo(38, 6, 34, 28, 0, 28);
  ctx.bezierCurveTo(-34, 28, -38, 6, -44, 0);
  ctx.closePath();
  ctx.fillStyle = radial(ctx, -10, -12, 2, 46, [[0, '#fffbb0'], [0.45, '#ffe433'], [0.85, '#f0c000'], [1, '#c99a00']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#8a6a00';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.fillStyle = 'rgba(160,120,0,0.35)';
  for (const [x, y] of [[-18, 8], [-6, 14], [10, 10], [20, -4], [2, -2], [-14, -6], [24, 12], [-24, -2]] as const) {
    ctx.beginPath();
    ctx.arc(x, y, 1.2, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.ellipse(-12, -14, 12, 4, -0.15, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.6)';
  ctx.fill();
  ctx.restore();
  leaf(ctx, 80, 36, 20, -1.1);
};

const orange: Painter = (ctx) => {
  shadow(ctx, true);
  ctx.beginPath();
  ctx.arc(50, 56, 33, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 40, 44, 3, 38, [[0, '#ffd08a'], [0.4, '#ff9a1f'], [0.85, '#f07000'], [1, '#b84a00']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#8a3a00';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.fillStyle = 'rgba(150,60,0,0.35)';
  for (let i = 0; i < 26; i++) {
    const a = i * 2.399;
    const r = 8 + ((i * 37) % 22);
    ctx.beginPath();
    ctx.arc(50 + Math.cos(a) * r, 56 + Math.sin(a) * r, 1.1, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.ellipse(38, 42, 9, 5, -0.6, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.55)';
  ctx.fill();
  stem(ctx, 50, 25, 52, 17);
  leaf(ctx, 52, 21, 24, -0.45);
};

const grape: Painter = (ctx) => {
  stem(ctx, 50, 30, 47, 10);
  leaf(ctx, 48, 16, 24, -2.7);
  const rows: [number, number[]][] = [
    [34, [25, 42, 59, 76]],
    [49, [33.5, 50.5, 67.5]],
    [64, [42, 59]],
    [79, [50.5]],
  ];
  shadow(ctx, true);
  for (const [y, xs] of rows) {
    for (const x of xs) {
      ctx.beginPath();
      ctx.arc(x, y, 9.5, 0, Math.PI * 2);
      ctx.fillStyle = radial(ctx, x - 3, y - 4, 1, 11, [[0, '#e4b8ff'], [0.35, '#9b4fd6'], [1, '#4a137a']]);
      ctx.fill();
    }
  }
  shadow(ctx, false);
  ctx.strokeStyle = '#34095a';
  ctx.lineWidth = 1.6;
  for (const [y, xs] of rows) {
    for (const x of xs) {
      ctx.beginPath();
      ctx.arc(x, y, 9.5, 0, Math.PI * 2);
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(x - 3.5, y - 3.5, 2.2, 0, Math.PI * 2);
      ctx.fillStyle = 'rgba(255,255,255,0.7)';
      ctx.fill();
    }
  }
};

const plum: Painter = (ctx) => {
  stem(ctx, 50, 26, 56, 12);
  leaf(ctx, 55, 17, 26, -0.3);
  shadow(ctx, true);
  ctx.beginPath();
  ctx.moveTo(50, 26);
  ctx.bezierCurveTo(80, 20, 86, 52, 80, 68);
  ctx.bezierCurveTo(72, 88, 30, 92, 21, 70);
  ctx.bezierCurveTo(14, 52, 22, 22, 50, 26);
  ctx.closePath();
  ctx.fillStyle = radial(ctx, 38, 44, 3, 48, [[0, '#d88ce8'], [0.35, '#8a2fa8'], [0.8, '#4e0f6a'], [1, '#2e0540']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#25033a';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(50, 28);
  ctx.bezierCurveTo(60, 44, 60, 66, 52, 86);
  ctx.strokeStyle = 'rgba(30,0,45,0.55)';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(35, 46, 6, 11, 0.3, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.45)';
  ctx.fill();
};

/** The BONUS badge: a red gnome hat with a white brim on a gold coin, and a BONUS ribbon. */
const bonus: Painter = (ctx) => {
  shadow(ctx, true);
  ctx.beginPath();
  ctx.arc(50, 47, 38, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 42, 38, 4, 42, [[0, '#fff3a6'], [0.55, '#f2c200'], [1, '#a87400']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#7a5200';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(50, 47, 32, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 50, 40, 2, 34, [[0, '#2f5fb8'], [1, '#112a66']]);
  ctx.fill();
  // Hat: a cone leaning right, its tip drooping.
  ctx.beginPath();
  ctx.moveTo(28, 60);
  ctx.bezierCurveTo(34, 40, 46, 22, 62, 13);
  ctx.bezierCurveTo(70, 9, 74, 14, 70, 20);
  ctx.bezierCurveTo(64, 30, 66, 46, 72, 60);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 28, 0, 74, 0, [[0, '#ff5a4a'], [0.55, '#e01818'], [1, '#8a0000']]);
  ctx.fill();
  ctx.strokeStyle = '#5a0000';
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(70, 21, 4.5, 0, Math.PI * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  // Fur brim.
  ctx.beginPath();
  ctx.moveTo(24, 58);
  for (let x = 24; x <= 76; x += 6.5) ctx.arc(x, 61, 4.6, Math.PI, Math.PI * 2);
  ctx.lineTo(77, 66);
  for (let x = 76; x >= 24; x -= 6.5) ctx.arc(x, 66, 4.6, 0, Math.PI);
  ctx.closePath();
  ctx.fillStyle = '#fbfbf5';
  ctx.fill();
  ctx.strokeStyle = '#9aa0a8';
  ctx.lineWidth = 1.2;
  ctx.stroke();
  // Ribbon with the word.
  shadow(ctx, true);
  poly(ctx, [[6, 74], [94, 74], [88, 83], [94, 92], [6, 92], [12, 83]]);
  ctx.fillStyle = linear(ctx, 0, 74, 0, 92, [[0, '#ff4d6d'], [1, '#a3001c']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#5c0010';
  ctx.lineWidth = 1.8;
  ctx.stroke();
  ctx.font = 'bold 15px "Arial Black", "DejaVu Sans", Arial, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#4a0010';
  ctx.strokeText('BONUS', 50, 83.5);
  ctx.fillStyle = '#fff7cc';
  ctx.fillText('BONUS', 50, 83.5);
};

/** The "window": an arched cottage window with a bubbling green cauldron inside. */
const windowFigure: Painter = (ctx) => {
  const arch = (inset: number): void => {
    ctx.beginPath();
    ctx.moveTo(16 + inset, 90 - inset);
    ctx.lineTo(16 + inset, 44);
    ctx.arc(50, 44, 34 - inset, Math.PI, 0);
    ctx.lineTo(84 - inset, 90 - inset);
    ctx.closePath();
  };
  shadow(ctx, true);
  arch(0);
  ctx.fillStyle = linear(ctx, 0, 10, 0, 90, [[0, '#b07238'], [1, '#6a3a14']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#3a1e06';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  arch(7);
  ctx.fillStyle = linear(ctx, 0, 17, 0, 83, [[0, '#1a2a6c'], [0.6, '#3b2a6e'], [1, '#0c3a1c']]);
  ctx.fill();
  // Moon and stars.
  ctx.beginPath();
  ctx.arc(64, 30, 6, 0, Math.PI * 2);
  ctx.fillStyle = '#fff4b0';
  ctx.fill();
  ctx.beginPath();
  ctx.arc(67, 28, 5, 0, Math.PI * 2);
  ctx.fillStyle = '#2a2a6c';
  ctx.fill();
  sparkle(ctx, 34, 28, 3);
  sparkle(ctx, 44, 40, 2);
  // Mullions.
  ctx.strokeStyle = '#6a3a14';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(50, 11);
  ctx.lineTo(50, 56);
  ctx.moveTo(23, 46);
  ctx.lineTo(77, 46);
  ctx.stroke();
  // Green glow and cauldron.
  ctx.beginPath();
  ctx.ellipse(50, 60, 26, 14, 0, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 50, 60, 2, 26, [[0, 'rgba(120,255,120,0.8)'], [1, 'rgba(60,255,80,0)']]);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(28, 62);
  ctx.bezierCurveTo(26, 86, 74, 86, 72, 62);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 28, 0, 72, 0, [[0, '#111'], [0.35, '#4a4a4a'], [1, '#050505']]);
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.fillRect(31, 80, 5, 7);
  ctx.fillRect(64, 80, 5, 7);
  ctx.beginPath();
  ctx.ellipse(50, 62, 23, 5.5, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#42ff4a';
  ctx.fill();
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.fillStyle = '#b9ffb0';
  for (const [x, y, r] of [[42, 58, 3], [54, 55, 4], [60, 60, 2.5], [47, 51, 2]] as const) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  arch(0);
  ctx.strokeStyle = '#3a1e06';
  ctx.lineWidth = 2.5;
  ctx.stroke();
};

/** The ten figures of the lower game, by the contract's symbol names. */
export const LOWER_FIGURES: Readonly<Record<GnomosSymbol, Painter>> = {
  'blue-diamond': diamond('#a9d4ff', '#2b7bff', '#0b3a9c', '#06205a'),
  'red-diamond': diamond('#ffb0b0', '#ea2030', '#8c0010', '#4a0008'),
  'green-diamond': diamond('#b4f7c4', '#1fbf55', '#0b6a2a', '#043a14'),
  bell,
  lemon,
  orange,
  grape,
  plum,
  bonus,
  window: windowFigure,
};
