import { gem, goldGradient, polygon, roundedRect, shinyText, sparkle } from '../../slots/paint-kit';

/**
 * 40 Mystic Gem's symbols, painted on canvas in the classic fruit style: glossy fruits on a soft
 * glow, a red SEVEN, a gold BELL, the star and the mystic gem as scatters, and the WILD (also
 * painted reel-tall for its expansion).
 */

const MYSTIC = { light: '#ffc4ff', mid: '#c21cff', dark: '#4a0470' };
const AQUA = { light: '#d8fbff', mid: '#2bd0ff', dark: '#0a4f8a' };

/** Paints one symbol on a size × size canvas. */
export function paintMysticGemSymbol(ctx: CanvasRenderingContext2D, symbol: string, s: number): void {
  ctx.clearRect(0, 0, s, s);
  switch (symbol) {
    case 'WILD':
      return wild(ctx, s);
    case 'GEM':
      halo(ctx, s, 'rgba(210,60,255,0.55)');
      rays(ctx, s / 2, s * 0.44, s * 0.5, 'rgba(255,180,255,0.28)', 14);
      gem(ctx, s / 2, s * 0.44, s * 0.33, MYSTIC, 8);
      sparkle(ctx, s * 0.78, s * 0.18, s * 0.08);
      sparkle(ctx, s * 0.2, s * 0.7, s * 0.06);
      label(ctx, s, 'SCATTER', ['#ffffff', '#ffb8ff', '#a020c8'], '#ff60ff');
      return;
    case 'STAR':
      halo(ctx, s, 'rgba(255,200,40,0.5)');
      rays(ctx, s / 2, s * 0.45, s * 0.5, 'rgba(255,240,150,0.3)', 10);
      star(ctx, s / 2, s * 0.45, s * 0.36, s * 0.15);
      label(ctx, s, 'SCATTER', ['#ffffff', '#ffe27a', '#c27c0e'], '#ffb300');
      return;
    case 'SEVEN':
      halo(ctx, s, 'rgba(255,40,40,0.45)');
      shinyText(ctx, '7', s / 2, s * 0.53, s * 0.92, ['#ff9a9a', '#ff1020', '#7a0008'], '#ff3030', s * 0.9);
      sparkle(ctx, s * 0.7, s * 0.2, s * 0.07);
      return;
    case 'MELON':
      return melon(ctx, s);
    case 'GRAPES':
      return grapes(ctx, s);
    case 'BELL':
      return bell(ctx, s);
    case 'PLUM':
      return plum(ctx, s);
    case 'ORANGE':
      return orange(ctx, s);
    case 'LEMON':
      return lemon(ctx, s);
    case 'CHERRY':
      return cherry(ctx, s);
    default:
      halo(ctx, s, 'rgba(255,255,255,0.3)');
      shinyText(ctx, symbol, s / 2, s / 2, s * 0.2, ['#fff', '#ccc', '#888'], '#fff', s * 0.86);
  }
}

/** The WILD grown over a whole reel (width × height): a tall jewelled card. */
export function paintMysticGemTall(ctx: CanvasRenderingContext2D, symbol: string, w: number, h: number): void {
  ctx.clearRect(0, 0, w, h);
  if (symbol !== 'WILD') {
    paintMysticGemSymbol(ctx, symbol, w);
    return;
  }
  const pad = w * 0.03;
  const bg = ctx.createLinearGradient(0, 0, 0, h);
  bg.addColorStop(0, '#2a0046');
  bg.addColorStop(0.45, '#8a1cc8');
  bg.addColorStop(0.55, '#8a1cc8');
  bg.addColorStop(1, '#1e0034');
  roundedRect(ctx, pad, pad, w - pad * 2, h - pad * 2, w * 0.1);
  ctx.fillStyle = bg;
  ctx.fill();
  ctx.save();
  ctx.clip();
  rays(ctx, w / 2, h * 0.36, h * 0.7, 'rgba(255,220,140,0.22)', 18);
  const glow = ctx.createRadialGradient(w / 2, h * 0.36, 0, w / 2, h * 0.36, w * 0.7);
  glow.addColorStop(0, 'rgba(255,200,255,0.7)');
  glow.addColorStop(1, 'rgba(255,200,255,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, w, h);
  ctx.restore();
  ctx.lineWidth = w * 0.045;
  ctx.strokeStyle = goldGradient(ctx, 0, 0, w, h);
  roundedRect(ctx, pad, pad, w - pad * 2, h - pad * 2, w * 0.1);
  ctx.stroke();
  ctx.lineWidth = w * 0.012;
  ctx.strokeStyle = 'rgba(255,255,255,0.7)';
  roundedRect(ctx, pad * 2.6, pad * 2.6, w - pad * 5.2, h - pad * 5.2, w * 0.08);
  ctx.stroke();
  gem(ctx, w / 2, h * 0.36, w * 0.3, MYSTIC, 8);
  gem(ctx, w / 2, h * 0.12, w * 0.1, AQUA, 6, 0);
  gem(ctx, w / 2, h * 0.88, w * 0.1, AQUA, 6, 0);
  shinyText(ctx, 'WILD', w / 2, h * 0.64, w * 0.3, ['#fffbe0', '#ffd23c', '#b06a00'], '#ffcf40', w * 0.86);
  sparkle(ctx, w * 0.22, h * 0.22, w * 0.07);
  sparkle(ctx, w * 0.8, h * 0.5, w * 0.06);
  sparkle(ctx, w * 0.25, h * 0.76, w * 0.05);
}

function wild(ctx: CanvasRenderingContext2D, s: number): void {
  const pad = s * 0.05;
  const bg = ctx.createRadialGradient(s / 2, s * 0.4, s * 0.05, s / 2, s / 2, s * 0.65);
  bg.addColorStop(0, '#d86cff');
  bg.addColorStop(1, '#2a0046');
  roundedRect(ctx, pad, pad, s - pad * 2, s - pad * 2, s * 0.14);
  ctx.fillStyle = bg;
  ctx.fill();
  ctx.lineWidth = s * 0.04;
  ctx.strokeStyle = goldGradient(ctx, 0, 0, s, s);
  ctx.stroke();
  rays(ctx, s / 2, s * 0.36, s * 0.42, 'rgba(255,220,140,0.25)', 12);
  gem(ctx, s / 2, s * 0.34, s * 0.2, MYSTIC, 8);
  shinyText(ctx, 'WILD', s / 2, s * 0.72, s * 0.3, ['#fffbe0', '#ffd23c', '#b06a00'], '#ffcf40', s * 0.84);
  sparkle(ctx, s * 0.2, s * 0.22, s * 0.07);
}

/** A soft coloured glow behind a symbol. */
function halo(ctx: CanvasRenderingContext2D, s: number, colour: string): void {
  const g = ctx.createRadialGradient(s / 2, s / 2, 0, s / 2, s / 2, s * 0.5);
  g.addColorStop(0, colour);
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, s, s);
}

function rays(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, colour: string, count: number): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.fillStyle = colour;
  for (let i = 0; i < count; i++) {
    ctx.rotate((Math.PI * 2) / count);
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(-r * 0.11, -r);
    ctx.lineTo(r * 0.11, -r);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

function label(ctx: CanvasRenderingContext2D, s: number, text: string, fill: [string, string, string], glow: string): void {
  shinyText(ctx, text, s / 2, s * 0.87, s * 0.15, fill, glow, s * 0.9);
}

/** A glossy ball: the body of most fruits. */
function ball(ctx: CanvasRenderingContext2D, cx: number, cy: number, rx: number, ry: number, c: { light: string; mid: string; dark: string }, rotation = 0): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(rotation);
  const g = ctx.createRadialGradient(-rx * 0.35, -ry * 0.4, rx * 0.05, 0, 0, Math.max(rx, ry) * 1.05);
  g.addColorStop(0, c.light);
  g.addColorStop(0.45, c.mid);
  g.addColorStop(1, c.dark);
  ctx.shadowColor = 'rgba(0,0,0,0.55)';
  ctx.shadowBlur = rx * 0.25;
  ctx.shadowOffsetY = rx * 0.08;
  ctx.beginPath();
  ctx.ellipse(0, 0, rx, ry, 0, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1.5, rx * 0.04);
  ctx.strokeStyle = 'rgba(0,0,0,0.45)';
  ctx.stroke();
  // The shine.
  ctx.beginPath();
  ctx.ellipse(-rx * 0.38, -ry * 0.45, rx * 0.28, ry * 0.16, -0.6, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.75)';
  ctx.fill();
  ctx.restore();
}

function leaf(ctx: CanvasRenderingContext2D, x: number, y: number, len: number, angle: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  const g = ctx.createLinearGradient(0, -len * 0.3, 0, len * 0.3);
  g.addColorStop(0, '#9dff6a');
  g.addColorStop(1, '#1f7a10');
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(len * 0.5, -len * 0.45, len, 0);
  ctx.quadraticCurveTo(len * 0.5, len * 0.45, 0, 0);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = '#0e4a06';
  ctx.lineWidth = len * 0.04;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(len * 0.05, 0);
  ctx.lineTo(len * 0.85, 0);
  ctx.strokeStyle = 'rgba(220,255,180,0.7)';
  ctx.stroke();
  ctx.restore();
}

function stem(ctx: CanvasRenderingContext2D, points: [number, number][], width: number): void {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = '#3a2206';
  ctx.lineWidth = width * 1.4;
  const path = (): void => {
    ctx.beginPath();
    const [first, ...rest] = points;
    if (!first) return;
    ctx.moveTo(first[0], first[1]);
    if (rest.length === 2) ctx.quadraticCurveTo(rest[0]?.[0] ?? 0, rest[0]?.[1] ?? 0, rest[1]?.[0] ?? 0, rest[1]?.[1] ?? 0);
    else for (const [x, y] of rest) ctx.lineTo(x, y);
  };
  path();
  ctx.stroke();
  ctx.strokeStyle = '#7bc43a';
  ctx.lineWidth = width;
  path();
  ctx.stroke();
  ctx.restore();
}

function cherry(ctx: CanvasRenderingContext2D, s: number): void {
  halo(ctx, s, 'rgba(255,40,60,0.35)');
  stem(ctx, [[s * 0.34, s * 0.6], [s * 0.42, s * 0.3], [s * 0.62, s * 0.16]], s * 0.03);
  stem(ctx, [[s * 0.66, s * 0.66], [s * 0.66, s * 0.36], [s * 0.62, s * 0.16]], s * 0.03);
  leaf(ctx, s * 0.62, s * 0.16, s * 0.26, -0.25);
  const red = { light: '#ffb0b0', mid: '#e0061a', dark: '#5a0008' };
  ball(ctx, s * 0.33, s * 0.68, s * 0.18, s * 0.17, red);
  ball(ctx, s * 0.66, s * 0.74, s * 0.18, s * 0.17, red);
}

function lemon(ctx: CanvasRenderingContext2D, s: number): void {
  halo(ctx, s, 'rgba(255,230,40,0.35)');
  const c = { light: '#fffbd0', mid: '#ffd900', dark: '#9a7400' };
  ctx.save();
  ctx.translate(s / 2, s * 0.52);
  ctx.rotate(-0.45);
  // The pointed ends.
  for (const dir of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(dir * s * 0.33, -s * 0.07);
    ctx.quadraticCurveTo(dir * s * 0.46, 0, dir * s * 0.33, s * 0.07);
    ctx.fillStyle = '#e0b800';
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.45)';
    ctx.lineWidth = s * 0.012;
    ctx.stroke();
  }
  ctx.restore();
  ball(ctx, s / 2, s * 0.52, s * 0.36, s * 0.26, c, -0.45);
  dimples(ctx, s / 2, s * 0.52, s * 0.26, 'rgba(150,110,0,0.25)', 22);
}

function orange(ctx: CanvasRenderingContext2D, s: number): void {
  halo(ctx, s, 'rgba(255,140,20,0.35)');
  ball(ctx, s / 2, s * 0.55, s * 0.34, s * 0.33, { light: '#ffe0a0', mid: '#ff8a00', dark: '#8a3a00' });
  dimples(ctx, s / 2, s * 0.55, s * 0.28, 'rgba(140,60,0,0.3)', 30);
  ctx.beginPath();
  ctx.arc(s * 0.5, s * 0.24, s * 0.03, 0, Math.PI * 2);
  ctx.fillStyle = '#4a7a10';
  ctx.fill();
  leaf(ctx, s * 0.5, s * 0.23, s * 0.28, -0.5);
}

function plum(ctx: CanvasRenderingContext2D, s: number): void {
  halo(ctx, s, 'rgba(150,60,255,0.35)');
  stem(ctx, [[s * 0.5, s * 0.28], [s * 0.52, s * 0.16], [s * 0.58, s * 0.1]], s * 0.03);
  leaf(ctx, s * 0.53, s * 0.18, s * 0.24, -0.7);
  ball(ctx, s / 2, s * 0.57, s * 0.33, s * 0.3, { light: '#e8b8ff', mid: '#7a1cc8', dark: '#2a0450' }, 0.2);
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(s * 0.5, s * 0.29);
  ctx.quadraticCurveTo(s * 0.64, s * 0.55, s * 0.56, s * 0.86);
  ctx.strokeStyle = 'rgba(40,0,70,0.5)';
  ctx.lineWidth = s * 0.018;
  ctx.stroke();
  ctx.restore();
}

function grapes(ctx: CanvasRenderingContext2D, s: number): void {
  halo(ctx, s, 'rgba(170,60,255,0.35)');
  stem(ctx, [[s * 0.5, s * 0.26], [s * 0.5, s * 0.14], [s * 0.56, s * 0.08]], s * 0.03);
  leaf(ctx, s * 0.5, s * 0.2, s * 0.3, -0.4);
  const c = { light: '#f0c8ff', mid: '#8a1cd8', dark: '#2e0450' };
  const r = s * 0.085;
  const rows = [4, 4, 3, 2, 1];
  rows.forEach((n, row) => {
    for (let i = 0; i < n; i++) {
      const x = s / 2 + (i - (n - 1) / 2) * r * 1.75;
      const y = s * 0.32 + row * r * 1.55;
      ball(ctx, x, y, r, r, c);
    }
  });
}

function melon(ctx: CanvasRenderingContext2D, s: number): void {
  halo(ctx, s, 'rgba(60,220,80,0.35)');
  ball(ctx, s / 2, s * 0.52, s * 0.4, s * 0.3, { light: '#c8ff9a', mid: '#2fa01a', dark: '#0a3a06' }, -0.25);
  ctx.save();
  ctx.translate(s / 2, s * 0.52);
  ctx.rotate(-0.25);
  ctx.beginPath();
  ctx.ellipse(0, 0, s * 0.4, s * 0.3, 0, 0, Math.PI * 2);
  ctx.clip();
  ctx.strokeStyle = 'rgba(8,50,4,0.75)';
  ctx.lineWidth = s * 0.035;
  for (let k = -3; k <= 3; k++) {
    ctx.beginPath();
    ctx.moveTo(-s * 0.42, k * s * 0.07);
    for (let x = -s * 0.42; x <= s * 0.42; x += s * 0.04) ctx.lineTo(x, k * s * 0.07 * Math.cos((x / (s * 0.42)) * 1.2) + Math.sin(x * 0.12) * s * 0.01);
    ctx.stroke();
  }
  ctx.restore();
  ctx.beginPath();
  ctx.ellipse(s * 0.36, s * 0.37, s * 0.1, s * 0.04, -0.5, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.6)';
  ctx.fill();
}

function bell(ctx: CanvasRenderingContext2D, s: number): void {
  halo(ctx, s, 'rgba(255,200,40,0.4)');
  const g = ctx.createLinearGradient(s * 0.15, 0, s * 0.85, 0);
  g.addColorStop(0, '#7a4a05');
  g.addColorStop(0.3, '#fff4c2');
  g.addColorStop(0.55, '#e0a92c');
  g.addColorStop(1, '#6a3a00');
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.6)';
  ctx.shadowBlur = s * 0.05;
  ctx.beginPath();
  ctx.moveTo(s * 0.5, s * 0.16);
  ctx.bezierCurveTo(s * 0.28, s * 0.16, s * 0.26, s * 0.36, s * 0.26, s * 0.52);
  ctx.bezierCurveTo(s * 0.26, s * 0.66, s * 0.16, s * 0.72, s * 0.12, s * 0.78);
  ctx.lineTo(s * 0.88, s * 0.78);
  ctx.bezierCurveTo(s * 0.84, s * 0.72, s * 0.74, s * 0.66, s * 0.74, s * 0.52);
  ctx.bezierCurveTo(s * 0.74, s * 0.36, s * 0.72, s * 0.16, s * 0.5, s * 0.16);
  ctx.closePath();
  ctx.fillStyle = g;
  ctx.fill();
  ctx.restore();
  ctx.lineWidth = s * 0.015;
  ctx.strokeStyle = '#4a2a00';
  ctx.stroke();
  // The rim and the clapper.
  ctx.beginPath();
  ctx.ellipse(s * 0.5, s * 0.78, s * 0.38, s * 0.05, 0, 0, Math.PI * 2);
  ctx.fillStyle = goldGradient(ctx, s * 0.12, s * 0.74, s * 0.88, s * 0.82);
  ctx.fill();
  ctx.stroke();
  ball(ctx, s * 0.5, s * 0.85, s * 0.07, s * 0.06, { light: '#fff4c2', mid: '#e0a92c', dark: '#6a3a00' });
  ctx.beginPath();
  ctx.arc(s * 0.5, s * 0.13, s * 0.045, 0, Math.PI * 2);
  ctx.fillStyle = goldGradient(ctx, s * 0.45, s * 0.08, s * 0.55, s * 0.18);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(s * 0.38, s * 0.42, s * 0.04, s * 0.13, 0.15, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.55)';
  ctx.fill();
}

/** A five-pointed star with bevelled points (the STAR scatter). */
function star(ctx: CanvasRenderingContext2D, cx: number, cy: number, outer: number, inner: number): void {
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? outer : inner;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  ctx.save();
  ctx.shadowColor = '#ffb300';
  ctx.shadowBlur = outer * 0.4;
  polygon(ctx, pts);
  ctx.fillStyle = '#a86400';
  ctx.fill();
  ctx.restore();
  for (let i = 0; i < 10; i++) {
    const a = pts[i] as [number, number];
    const b = pts[(i + 1) % 10] as [number, number];
    polygon(ctx, [[cx, cy], a, b]);
    ctx.fillStyle = i % 2 === 0 ? '#fff3a0' : '#e09a10';
    ctx.fill();
  }
  polygon(ctx, pts);
  ctx.lineWidth = outer * 0.05;
  ctx.strokeStyle = '#7a3e00';
  ctx.stroke();
  sparkle(ctx, cx - outer * 0.1, cy - outer * 0.55, outer * 0.22);
}

/** Pores on a citrus peel. */
function dimples(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, colour: string, count: number): void {
  ctx.fillStyle = colour;
  for (let i = 0; i < count; i++) {
    const a = i * 2.399;
    const d = r * Math.sqrt((i + 0.5) / count);
    ctx.beginPath();
    ctx.arc(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.9, r * 0.025, 0, Math.PI * 2);
    ctx.fill();
  }
}
