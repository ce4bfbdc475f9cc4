import { linear, radial, shadow, sparkle, leaf, type Painter } from '../scene/paint';

/**
 * The props of the feature scenes (cauldron, lid, basket, strawberry, the leprechaun, coins, a
 * cap, a flower bud), painted once on a canvas, so a scene is plain DOM with small canvases:
 * cheap to update, easy to touch, nothing repainted per frame.
 */
export type DecorName = 'cauldron' | 'lid' | 'basket' | 'big-basket' | 'strawberry' | 'leprechaun' | 'coin' | 'cap' | 'bud';

const cauldron: Painter = (ctx) => {
  ctx.beginPath();
  ctx.ellipse(50, 46, 40, 16, 0, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 50, 46, 2, 40, [[0, 'rgba(140,255,120,0.95)'], [1, 'rgba(40,200,60,0.2)']]);
  ctx.fill();
  shadow(ctx, true);
  ctx.beginPath();
  ctx.moveTo(8, 46);
  ctx.bezierCurveTo(4, 88, 30, 98, 50, 98);
  ctx.bezierCurveTo(70, 98, 96, 88, 92, 46);
  ctx.bezierCurveTo(70, 58, 30, 58, 8, 46);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 8, 0, 92, 0, [[0, '#050505'], [0.35, '#45454e'], [0.6, '#1c1c22'], [1, '#000']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.beginPath();
  ctx.ellipse(50, 46, 42, 10, 0, 0, Math.PI * 2);
  ctx.strokeStyle = '#2a2a30';
  ctx.lineWidth = 5;
  ctx.stroke();
  ctx.fillStyle = '#b9ffb0';
  for (const [x, y, r] of [[36, 42, 4], [58, 40, 5], [70, 46, 3], [46, 36, 2.5]] as const) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
};

const lid: Painter = (ctx) => {
  shadow(ctx, true);
  ctx.beginPath();
  ctx.moveTo(4, 70);
  ctx.bezierCurveTo(6, 30, 30, 20, 50, 20);
  ctx.bezierCurveTo(70, 20, 94, 30, 96, 70);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 0, 20, 0, 70, [[0, '#fff1a0'], [0.4, '#e0a820'], [1, '#7a5200']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#4a3000';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.fillStyle = linear(ctx, 0, 66, 0, 78, [[0, '#ffe680'], [1, '#8a5a00']]);
  ctx.fillRect(2, 68, 96, 9);
  ctx.beginPath();
  ctx.arc(50, 16, 7, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 48, 14, 1, 8, [[0, '#fff6c0'], [1, '#a87400']]);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(22, 56);
  ctx.quadraticCurveTo(26, 36, 44, 30);
  ctx.strokeStyle = 'rgba(255,255,255,0.6)';
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.stroke();
};

function basketPainter(withFruit: boolean): Painter {
  return (ctx) => {
    if (withFruit) {
      for (const [x, y] of [[30, 40], [44, 32], [58, 36], [70, 42], [38, 46], [52, 44], [64, 48]] as const) strawberryAt(ctx, x, y, 9);
    }
    shadow(ctx, true);
    ctx.beginPath();
    ctx.moveTo(8, 48);
    ctx.lineTo(92, 48);
    ctx.lineTo(80, 92);
    ctx.lineTo(20, 92);
    ctx.closePath();
    ctx.fillStyle = linear(ctx, 0, 48, 0, 92, [[0, '#d8a050'], [1, '#7a4a14']]);
    ctx.fill();
    shadow(ctx, false);
    ctx.strokeStyle = '#4a2a06';
    ctx.lineWidth = 2.5;
    ctx.stroke();
    ctx.strokeStyle = 'rgba(74,42,6,0.7)';
    ctx.lineWidth = 1.6;
    for (const y of [60, 72, 84]) {
      ctx.beginPath();
      ctx.moveTo(12 + (y - 48) * 0.27, y);
      ctx.lineTo(88 - (y - 48) * 0.27, y);
      ctx.stroke();
    }
    for (let x = 20; x <= 80; x += 10) {
      ctx.beginPath();
      ctx.moveTo(x, 48);
      ctx.lineTo(x + (50 - x) * 0.14, 92);
      ctx.stroke();
    }
    ctx.fillStyle = linear(ctx, 0, 44, 0, 54, [[0, '#f0c070'], [1, '#8a5a1a']]);
    ctx.fillRect(6, 44, 88, 8);
    if (!withFruit) {
      ctx.beginPath();
      ctx.moveTo(18, 46);
      ctx.bezierCurveTo(20, 6, 80, 6, 82, 46);
      ctx.strokeStyle = '#7a4a14';
      ctx.lineWidth = 5;
      ctx.stroke();
    }
  };
}

function strawberryAt(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x, y + r * 1.3);
  ctx.bezierCurveTo(x - r * 1.3, y + r * 0.2, x - r, y - r * 0.9, x, y - r * 0.7);
  ctx.bezierCurveTo(x + r, y - r * 0.9, x + r * 1.3, y + r * 0.2, x, y + r * 1.3);
  ctx.fillStyle = radial(ctx, x - r * 0.3, y - r * 0.2, 1, r * 1.4, [[0, '#ff8080'], [0.6, '#e01020'], [1, '#8a0010']]);
  ctx.fill();
  ctx.fillStyle = '#ffe680';
  for (const [dx, dy] of [[-0.4, 0], [0.3, -0.1], [0, 0.5], [-0.2, -0.4], [0.4, 0.4]] as const) {
    ctx.fillRect(x + dx * r, y + dy * r, 1.2, 1.6);
  }
  ctx.fillStyle = '#2f9a2a';
  ctx.beginPath();
  ctx.moveTo(x - r * 0.7, y - r * 0.7);
  ctx.lineTo(x, y - r * 1.1);
  ctx.lineTo(x + r * 0.7, y - r * 0.7);
  ctx.lineTo(x, y - r * 0.5);
  ctx.closePath();
  ctx.fill();
}

const strawberry: Painter = (ctx) => {
  shadow(ctx, true);
  strawberryAt(ctx, 50, 54, 32);
  shadow(ctx, false);
  sparkle(ctx, 40, 44, 5);
};

const leprechaun: Painter = (ctx) => {
  // Coat.
  shadow(ctx, true);
  ctx.beginPath();
  ctx.moveTo(26, 98);
  ctx.bezierCurveTo(24, 70, 36, 58, 50, 58);
  ctx.bezierCurveTo(64, 58, 76, 70, 74, 98);
  ctx.closePath();
  ctx.fillStyle = linear(ctx, 26, 0, 74, 0, [[0, '#0c5a1c'], [0.5, '#1fa03a'], [1, '#0a4a16']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.fillStyle = '#111';
  ctx.fillRect(28, 80, 44, 6);
  ctx.fillStyle = '#ffd21f';
  ctx.fillRect(46, 79, 8, 8);
  // Beard and face.
  ctx.beginPath();
  ctx.moveTo(32, 44);
  ctx.bezierCurveTo(30, 66, 44, 74, 50, 74);
  ctx.bezierCurveTo(56, 74, 70, 66, 68, 44);
  ctx.closePath();
  ctx.fillStyle = '#e8641a';
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(50, 46, 15, 12, 0, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 46, 42, 2, 16, [[0, '#ffe2cc'], [1, '#f0a882']]);
  ctx.fill();
  ctx.fillStyle = '#2a1a10';
  for (const x of [44, 56]) {
    ctx.beginPath();
    ctx.arc(x, 44, 2, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(50, 50, 6, 0.2, Math.PI - 0.2);
  ctx.strokeStyle = '#7a2a10';
  ctx.lineWidth = 2;
  ctx.stroke();
  // Top hat with a buckle.
  ctx.fillStyle = '#0f6a22';
  ctx.fillRect(34, 10, 32, 24);
  ctx.fillRect(26, 32, 48, 6);
  ctx.fillStyle = '#111';
  ctx.fillRect(34, 26, 32, 5);
  ctx.strokeStyle = '#ffd21f';
  ctx.lineWidth = 2;
  ctx.strokeRect(46, 25, 8, 7);
  leaf(ctx, 64, 12, 12, -0.6);
};

const coin: Painter = (ctx) => {
  shadow(ctx, true);
  ctx.beginPath();
  ctx.arc(50, 50, 44, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 38, 36, 4, 50, [[0, '#fff6b0'], [0.5, '#f2c200'], [1, '#8a5a00']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#6e4a00';
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(50, 50, 36, 0, Math.PI * 2);
  ctx.strokeStyle = 'rgba(110,74,0,0.6)';
  ctx.lineWidth = 2;
  ctx.stroke();
  sparkle(ctx, 32, 30, 7);
};

const cap: Painter = (ctx) => {
  shadow(ctx, true);
  ctx.beginPath();
  ctx.moveTo(6, 78);
  ctx.bezierCurveTo(6, 24, 30, 8, 50, 8);
  ctx.bezierCurveTo(70, 8, 94, 24, 94, 78);
  ctx.bezierCurveTo(70, 86, 30, 86, 6, 78);
  ctx.closePath();
  ctx.fillStyle = radial(ctx, 36, 26, 4, 70, [[0, '#c8a0ff'], [0.5, '#6a2fb8'], [1, '#2a0a5a']]);
  ctx.fill();
  shadow(ctx, false);
  ctx.strokeStyle = '#1a0440';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.fillStyle = '#ffd21f';
  for (const [x, y] of [[30, 36], [56, 24], [74, 44], [44, 56], [24, 62], [66, 66]] as const) sparkle(ctx, x, y, 5);
  ctx.fillStyle = linear(ctx, 0, 74, 0, 88, [[0, '#ffe680'], [1, '#8a5a00']]);
  ctx.fillRect(4, 76, 92, 8);
};

const bud: Painter = (ctx) => {
  shadow(ctx, true);
  for (let i = 0; i < 5; i++) {
    ctx.save();
    ctx.translate(50, 52);
    ctx.rotate((i * 2 * Math.PI) / 5);
    ctx.beginPath();
    ctx.ellipse(0, -22, 14, 22, 0, 0, Math.PI * 2);
    ctx.fillStyle = radial(ctx, 0, -16, 2, 24, [[0, '#fff4c0'], [0.6, '#ffb020'], [1, '#b05a00']]);
    ctx.fill();
    ctx.restore();
  }
  shadow(ctx, false);
  ctx.beginPath();
  ctx.arc(50, 52, 14, 0, Math.PI * 2);
  ctx.fillStyle = radial(ctx, 46, 48, 2, 15, [[0, '#a0ff80'], [1, '#1a7a20']]);
  ctx.fill();
  ctx.font = 'bold 20px "DejaVu Sans", Arial, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#fff';
  ctx.fillText('?', 50, 53);
};

const PAINTERS: Readonly<Record<DecorName, Painter>> = {
  cauldron,
  lid,
  basket: basketPainter(false),
  'big-basket': basketPainter(true),
  strawberry,
  leprechaun,
  coin,
  cap,
  bud,
};

const painted = new Map<DecorName, HTMLCanvasElement>();

/** The prop painted once (the first time it is asked for) at `PROP_PX` pixels square. */
const PROP_PX = 200;

function paintedProp(name: DecorName): HTMLCanvasElement {
  const known = painted.get(name);
  if (known) return known;
  const canvas = document.createElement('canvas');
  canvas.width = PROP_PX;
  canvas.height = PROP_PX;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.scale(PROP_PX / 100, PROP_PX / 100);
    PAINTERS[name](ctx);
  }
  painted.set(name, canvas);
  return canvas;
}

/** A canvas showing a prop: a copy of the painted one (copying is cheap; encoding images is not). */
export function decorImage(name: DecorName, className: string): HTMLCanvasElement {
  const source = paintedProp(name);
  const canvas = document.createElement('canvas');
  canvas.width = source.width;
  canvas.height = source.height;
  canvas.getContext('2d')?.drawImage(source, 0, 0);
  canvas.className = className;
  return canvas;
}
