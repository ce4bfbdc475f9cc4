import { gem, goldGradient, polygon, roundedRect, shinyText, sparkle, symbolTile } from '../../slots/paint-kit';

/** Mona Lisa Jewels' gem colours. */
const RUBY = { light: '#ff9aa8', mid: '#e0112f', dark: '#6a0012' };
const SAPPHIRE = { light: '#9fd0ff', mid: '#1c62e8', dark: '#0a1e6a' };
const EMERALD = { light: '#a8ffc8', mid: '#11b457', dark: '#034a22' };
const AMETHYST = { light: '#e6b5ff', mid: '#8a2be2', dark: '#36065e' };
const TOPAZ = { light: '#ffe0a0', mid: '#ff8a00', dark: '#7a3300' };
const DIAMOND = { light: '#ffffff', mid: '#9fe8ff', dark: '#2a7fa8' };

const LETTERS: Readonly<Record<string, { text: string; gem: typeof RUBY }>> = {
  A: { text: 'A', gem: RUBY },
  K: { text: 'K', gem: SAPPHIRE },
  Q: { text: 'Q', gem: EMERALD },
  J: { text: 'J', gem: AMETHYST },
  TEN: { text: '10', gem: TOPAZ },
};

/** Paints one Mona Lisa Jewels symbol on a size × size canvas. */
export function paintMonaLisaSymbol(ctx: CanvasRenderingContext2D, symbol: string, s: number): void {
  ctx.clearRect(0, 0, s, s);
  const letter = LETTERS[symbol];
  if (letter) {
    symbolTile(ctx, s, 'rgba(60,20,80,0.9)', 'rgba(12,2,20,0.95)', false);
    gem(ctx, s * 0.8, s * 0.22, s * 0.1, letter.gem, 6, 0);
    shinyText(ctx, letter.text, s / 2, s * 0.55, s * (letter.text.length > 1 ? 0.52 : 0.66), [letter.gem.light, letter.gem.mid, letter.gem.dark], letter.gem.mid, s * 0.86);
    return;
  }
  switch (symbol) {
    case 'WILD':
      symbolTile(ctx, s, '#b04cff', '#2a0050');
      rays(ctx, s, 'rgba(255,220,120,0.35)');
      shinyText(ctx, 'WILD', s / 2, s * 0.52, s * 0.34, ['#fffbe0', '#ffd23c', '#b06a00'], '#ffcf40', s * 0.86);
      sparkle(ctx, s * 0.22, s * 0.25, s * 0.08);
      sparkle(ctx, s * 0.8, s * 0.76, s * 0.07);
      return;
    case 'JACKPOT':
      symbolTile(ctx, s, '#ff4a3a', '#4a0008');
      coin(ctx, s);
      return;
    case 'SCATTER':
      symbolTile(ctx, s, '#2d7bff', '#03123f');
      rays(ctx, s, 'rgba(150,220,255,0.35)');
      star(ctx, s / 2, s * 0.44, s * 0.3, s * 0.13);
      shinyText(ctx, 'SCATTER', s / 2, s * 0.84, s * 0.15, ['#ffffff', '#bfe6ff', '#3c8ad8'], '#55b4ff', s * 0.86);
      return;
    case 'JEWEL':
      symbolTile(ctx, s, '#3ad6ff', '#052a3c');
      rays(ctx, s, 'rgba(200,250,255,0.4)');
      gem(ctx, s / 2, s * 0.47, s * 0.32, DIAMOND, 8);
      sparkle(ctx, s * 0.76, s * 0.22, s * 0.09);
      shinyText(ctx, 'JEWEL', s / 2, s * 0.86, s * 0.15, ['#ffffff', '#bff7ff', '#3aa6c8'], '#7fe8ff', s * 0.86);
      return;
    case 'MONA':
      portrait(ctx, s);
      return;
    case 'CROWN':
      symbolTile(ctx, s, '#8a1c2c', '#1e0208');
      crown(ctx, s);
      return;
    case 'RING':
      symbolTile(ctx, s, '#1f7a4a', '#021a0e');
      ring(ctx, s);
      return;
    default:
      symbolTile(ctx, s, '#444', '#111');
      shinyText(ctx, symbol, s / 2, s / 2, s * 0.2, ['#fff', '#ccc', '#888'], '#fff', s * 0.86);
  }
}

function rays(ctx: CanvasRenderingContext2D, s: number, colour: string): void {
  ctx.save();
  ctx.translate(s / 2, s / 2);
  ctx.fillStyle = colour;
  for (let i = 0; i < 12; i++) {
    ctx.rotate(Math.PI / 6);
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(-s * 0.05, -s * 0.46);
    ctx.lineTo(s * 0.05, -s * 0.46);
    ctx.fill();
  }
  ctx.restore();
}

function star(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, r2: number): void {
  const pts: [number, number][] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 - Math.PI / 2;
    const rr = i % 2 === 0 ? (i % 4 === 0 ? r : r * 0.72) : r2;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  ctx.save();
  ctx.shadowColor = '#7fd0ff';
  ctx.shadowBlur = r * 0.4;
  polygon(ctx, pts);
  const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
  g.addColorStop(0, '#ffffff');
  g.addColorStop(0.4, '#8fd4ff');
  g.addColorStop(1, '#1546b8');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.restore();
  gem(ctx, cx, cy, r2 * 1.1, SAPPHIRE, 8);
}

function coin(ctx: CanvasRenderingContext2D, s: number): void {
  const cx = s / 2;
  const cy = s / 2;
  ctx.save();
  ctx.shadowColor = '#ffcc33';
  ctx.shadowBlur = s * 0.12;
  ctx.beginPath();
  ctx.arc(cx, cy, s * 0.38, 0, Math.PI * 2);
  ctx.fillStyle = goldGradient(ctx, 0, 0, s, s);
  ctx.fill();
  ctx.restore();
  ctx.beginPath();
  ctx.arc(cx, cy, s * 0.31, 0, Math.PI * 2);
  const face = ctx.createRadialGradient(cx - s * 0.1, cy - s * 0.1, 0, cx, cy, s * 0.33);
  face.addColorStop(0, '#fff3b0');
  face.addColorStop(1, '#c98a12');
  ctx.fillStyle = face;
  ctx.fill();
  ctx.fillStyle = '#b0001c';
  roundedRect(ctx, s * 0.08, s * 0.41, s * 0.84, s * 0.18, s * 0.04);
  ctx.fill();
  ctx.strokeStyle = '#ffe08a';
  ctx.lineWidth = s * 0.012;
  ctx.stroke();
  shinyText(ctx, 'JACKPOT', cx, s * 0.505, s * 0.13, ['#ffffff', '#fff0a0', '#ffc020'], '#ff3030', s * 0.8);
  sparkle(ctx, s * 0.3, s * 0.26, s * 0.06);
}

function crown(ctx: CanvasRenderingContext2D, s: number): void {
  const base = s * 0.72;
  const pts: [number, number][] = [
    [s * 0.16, base],
    [s * 0.12, s * 0.34],
    [s * 0.32, s * 0.5],
    [s * 0.5, s * 0.22],
    [s * 0.68, s * 0.5],
    [s * 0.88, s * 0.34],
    [s * 0.84, base],
  ];
  ctx.save();
  ctx.shadowColor = '#ffcf40';
  ctx.shadowBlur = s * 0.08;
  polygon(ctx, pts);
  ctx.fillStyle = goldGradient(ctx, 0, s * 0.2, s, s * 0.8);
  ctx.fill();
  ctx.restore();
  ctx.lineWidth = s * 0.012;
  ctx.strokeStyle = '#5a3300';
  ctx.stroke();
  roundedRect(ctx, s * 0.14, base - s * 0.02, s * 0.72, s * 0.1, s * 0.03);
  ctx.fillStyle = goldGradient(ctx, 0, base, s, base + s * 0.1);
  ctx.fill();
  ctx.stroke();
  gem(ctx, s * 0.5, s * 0.6, s * 0.07, RUBY, 6, 0);
  gem(ctx, s * 0.3, s * 0.62, s * 0.05, SAPPHIRE, 6, 0);
  gem(ctx, s * 0.7, s * 0.62, s * 0.05, EMERALD, 6, 0);
  for (const [x, y] of [
    [0.12, 0.34],
    [0.5, 0.22],
    [0.88, 0.34],
  ] as const) {
    ctx.beginPath();
    ctx.arc(s * x, s * y, s * 0.035, 0, Math.PI * 2);
    ctx.fillStyle = '#fff6d8';
    ctx.fill();
  }
}

function ring(ctx: CanvasRenderingContext2D, s: number): void {
  ctx.save();
  ctx.shadowColor = '#ffd060';
  ctx.shadowBlur = s * 0.06;
  ctx.lineWidth = s * 0.075;
  ctx.strokeStyle = goldGradient(ctx, s * 0.2, s * 0.4, s * 0.8, s * 0.9);
  ctx.beginPath();
  ctx.ellipse(s / 2, s * 0.64, s * 0.26, s * 0.2, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
  polygon(ctx, [
    [s * 0.36, s * 0.46],
    [s * 0.64, s * 0.46],
    [s * 0.58, s * 0.4],
    [s * 0.42, s * 0.4],
  ]);
  ctx.fillStyle = goldGradient(ctx, 0, s * 0.4, s, s * 0.46);
  ctx.fill();
  gem(ctx, s / 2, s * 0.3, s * 0.17, EMERALD, 8);
}

/** The portrait: a lady in a dark dress before a hazy landscape, hands folded, in an ornate frame. */
function portrait(ctx: CanvasRenderingContext2D, s: number): void {
  roundedRect(ctx, s * 0.04, s * 0.04, s * 0.92, s * 0.92, s * 0.06);
  ctx.fillStyle = goldGradient(ctx, 0, 0, s, s);
  ctx.fill();
  const x0 = s * 0.13;
  const y0 = s * 0.11;
  const w = s * 0.74;
  const h = s * 0.78;
  ctx.save();
  roundedRect(ctx, x0, y0, w, h, s * 0.03);
  ctx.clip();
  const sky = ctx.createLinearGradient(0, y0, 0, y0 + h);
  sky.addColorStop(0, '#9fb28a');
  sky.addColorStop(0.45, '#5d7250');
  sky.addColorStop(1, '#2a2a18');
  ctx.fillStyle = sky;
  ctx.fillRect(x0, y0, w, h);
  ctx.fillStyle = 'rgba(70,90,70,0.7)';
  ctx.beginPath();
  ctx.moveTo(x0, y0 + h * 0.42);
  ctx.quadraticCurveTo(x0 + w * 0.25, y0 + h * 0.3, x0 + w * 0.5, y0 + h * 0.45);
  ctx.quadraticCurveTo(x0 + w * 0.75, y0 + h * 0.32, x0 + w, y0 + h * 0.4);
  ctx.lineTo(x0 + w, y0 + h);
  ctx.lineTo(x0, y0 + h);
  ctx.fill();
  const cx = x0 + w / 2;
  // hair and veil
  ctx.fillStyle = '#2a1a0e';
  ctx.beginPath();
  ctx.ellipse(cx, y0 + h * 0.36, w * 0.27, h * 0.3, 0, 0, Math.PI * 2);
  ctx.fill();
  // dress
  const dress = ctx.createLinearGradient(0, y0 + h * 0.6, 0, y0 + h);
  dress.addColorStop(0, '#3a2a14');
  dress.addColorStop(1, '#120c04');
  ctx.fillStyle = dress;
  ctx.beginPath();
  ctx.moveTo(cx - w * 0.45, y0 + h);
  ctx.quadraticCurveTo(cx - w * 0.4, y0 + h * 0.62, cx, y0 + h * 0.6);
  ctx.quadraticCurveTo(cx + w * 0.4, y0 + h * 0.62, cx + w * 0.45, y0 + h);
  ctx.fill();
  // neck and chest
  ctx.fillStyle = '#d8a868';
  ctx.beginPath();
  ctx.moveTo(cx - w * 0.08, y0 + h * 0.5);
  ctx.lineTo(cx + w * 0.08, y0 + h * 0.5);
  ctx.quadraticCurveTo(cx + w * 0.2, y0 + h * 0.66, cx, y0 + h * 0.7);
  ctx.quadraticCurveTo(cx - w * 0.2, y0 + h * 0.66, cx - w * 0.08, y0 + h * 0.5);
  ctx.fill();
  // face
  const skin = ctx.createRadialGradient(cx - w * 0.04, y0 + h * 0.32, 2, cx, y0 + h * 0.36, w * 0.2);
  skin.addColorStop(0, '#f4d39a');
  skin.addColorStop(1, '#b98644');
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.ellipse(cx, y0 + h * 0.37, w * 0.15, h * 0.17, 0, 0, Math.PI * 2);
  ctx.fill();
  // eyes, smile
  ctx.fillStyle = '#3a2410';
  for (const dx of [-0.06, 0.06]) {
    ctx.beginPath();
    ctx.ellipse(cx + w * dx, y0 + h * 0.35, w * 0.025, h * 0.012, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = '#7a4020';
  ctx.lineWidth = s * 0.008;
  ctx.beginPath();
  ctx.moveTo(cx - w * 0.05, y0 + h * 0.44);
  ctx.quadraticCurveTo(cx, y0 + h * 0.46, cx + w * 0.055, y0 + h * 0.435);
  ctx.stroke();
  // hands
  ctx.fillStyle = '#d9a86a';
  ctx.beginPath();
  ctx.ellipse(cx + w * 0.05, y0 + h * 0.88, w * 0.17, h * 0.06, -0.15, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  // the necklace jewel that names the game
  gem(ctx, s / 2, s * 0.64, s * 0.045, RUBY, 6, 0);
  ctx.lineWidth = s * 0.02;
  ctx.strokeStyle = '#5a3300';
  roundedRect(ctx, x0, y0, w, h, s * 0.03);
  ctx.stroke();
}
