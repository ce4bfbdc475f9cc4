import { GONZO_PICK_COVERS } from '../../../contract/games/gonzos-gold';
import { el, setShown, setText, toggleClass } from '../../hud/dom';
import { shinyText } from '../../slots/paint-kit';
import { engraved, goldFill, seeded, speckle } from './stone-kit';
import type { GonzoWords } from './words';

/** A touch the cabinet has not answered in this long (refused, lost) lets the player touch again. */
const PICK_RETRY_MS = 3000;

/** What the pick shows: five covered stones, or the Expanding Symbol revealed under one of them. */
export type PickState =
  | { readonly kind: 'covered'; readonly spins: number }
  | { readonly kind: 'revealed'; readonly spins: number; readonly symbol: string; readonly cover: number; readonly name: string };

/**
 * The Expanding Symbol pick over the reels: the free spins' title, five carved stones (a touch
 * sends PICK with the stone's index; the cabinet draws the symbol, the stone only shows it), and
 * once revealed the symbol under the chosen stone while the others fade.
 */
export class PickPanel {
  readonly node: HTMLElement;
  private readonly title: HTMLElement;
  private readonly hint: HTMLElement;
  private readonly next: HTMLElement;
  private readonly covers: HTMLButtonElement[] = [];
  private key = '';
  private pickable = false;

  constructor(
    private readonly words: GonzoWords['pick'],
    private readonly symbolImage: (symbol: string) => HTMLCanvasElement,
    private readonly pick: (cover: number) => void,
  ) {
    this.title = el('div', { class: 'gg-pick-title', 'data-testid': 'gonzo-pick-title' });
    this.hint = el('div', { class: 'gg-pick-hint', 'data-testid': 'gonzo-pick-hint' });
    this.next = el('div', { class: 'gg-pick-next', hidden: '' }, words.next);
    const row = el('div', { class: 'gg-covers' });
    for (let i = 0; i < GONZO_PICK_COVERS; i++) {
      const cover = el('button', { class: 'gg-cover', 'data-testid': `gonzo-cover-${i}`, type: 'button' });
      cover.addEventListener('click', () => {
        if (!this.pickable) return;
        // One touch is enough: the others wait for the cabinet's answer (or a moment, if none comes).
        this.pickable = false;
        toggleClass(this.node, 'picking', true);
        cover.classList.add('touched');
        const key = this.key;
        setTimeout(() => {
          if (this.key !== key || this.node.dataset.state !== 'covered') return;
          this.pickable = true;
          toggleClass(this.node, 'picking', false);
          cover.classList.remove('touched');
        }, PICK_RETRY_MS);
        this.pick(i);
      });
      this.covers.push(cover);
      row.append(cover);
    }
    this.node = el('div', { class: 'gg-pick', 'data-testid': 'gonzo-pick', hidden: '' }, this.title, row, this.hint, this.next);
  }

  get isOpen(): boolean {
    return !this.node.hidden;
  }

  show(state: PickState | null): void {
    setShown(this.node, state !== null);
    if (!state) {
      this.key = '';
      return;
    }
    const key = JSON.stringify(state);
    if (key === this.key) return;
    this.key = key;
    this.node.dataset.state = state.kind;
    toggleClass(this.node, 'picking', false);
    setText(this.title, this.words.title(state.spins));
    this.pickable = state.kind === 'covered';
    this.covers.forEach((cover, i) => {
      cover.classList.remove('touched');
      const revealed = state.kind === 'revealed' && state.cover === i;
      cover.dataset.revealed = String(revealed);
      cover.className = `gg-cover${state.kind === 'covered' ? ' pickable' : revealed ? ' revealed' : ' faded'}`;
      cover.replaceChildren(revealed ? this.revealedFace(state.symbol, state.name) : stoneFace(i));
    });
    setText(this.hint, state.kind === 'covered' ? this.words.hint : `${this.words.revealed}: ${state.name}`);
    setShown(this.next, state.kind === 'revealed');
  }

  private revealedFace(symbol: string, name: string): HTMLElement {
    const art = el('canvas', { class: 'gg-cover-symbol', width: '256', height: '256', 'data-testid': 'gonzo-revealed-symbol', 'data-symbol': symbol });
    art.getContext('2d')?.drawImage(this.symbolImage(symbol), 0, 0, 256, 256);
    return el('div', { class: 'gg-cover-face' }, art, el('div', { class: 'gg-cover-name' }, name));
  }
}

/** The glyphs carved on the five stones, so each looks its own. */
const GLYPHS = ['sun', 'spiral', 'steps', 'eye', 'feather'] as const;
const stoneCache = new Map<number, HTMLCanvasElement>();

/** A carved temple stone (painted once per index). */
function stoneFace(index: number): HTMLCanvasElement {
  const shown = el('canvas', { class: 'gg-cover-stone', width: '300', height: '380' });
  shown.getContext('2d')?.drawImage(stoneImage(index), 0, 0);
  return shown;
}

/** The painting of stone `index` (300 × 380), for the pick and the badge while the symbol is hidden. */
export function stoneImage(index: number): HTMLCanvasElement {
  let art = stoneCache.get(index);
  if (!art) {
    art = document.createElement('canvas');
    art.width = 300;
    art.height = 380;
    const ctx = art.getContext('2d');
    if (ctx) paintStone(ctx, 300, 380, GLYPHS[index % GLYPHS.length] ?? 'sun', index);
    stoneCache.set(index, art);
  }
  return art;
}

function paintStone(ctx: CanvasRenderingContext2D, w: number, h: number, glyph: (typeof GLYPHS)[number], seed: number): void {
  // A slab with chipped corners.
  const next = seeded(300 + seed);
  const chip = (): number => 10 + next() * 16;
  const outline: [number, number][] = [
    [chip(), 6],
    [w - chip(), 4],
    [w - 4, chip()],
    [w - 6, h - chip()],
    [w - chip(), h - 4],
    [chip(), h - 6],
    [4, h - chip()],
    [6, chip()],
  ];
  const path = (): void => {
    ctx.beginPath();
    outline.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
  };
  path();
  const body = ctx.createLinearGradient(0, 0, w, h);
  body.addColorStop(0, '#c9b88f');
  body.addColorStop(0.5, '#8c7a55');
  body.addColorStop(1, '#3e3220');
  ctx.fillStyle = body;
  ctx.fill();
  path();
  speckle(ctx, 0, 0, w, h, 900 + seed, 500);
  path();
  ctx.lineWidth = 6;
  ctx.strokeStyle = '#2a2012';
  ctx.stroke();
  // A carved frame and the glyph in gold.
  engraved(ctx, () => ctx.strokeRect(30, 30, w - 60, h - 60), 5);
  const cx = w / 2;
  const cy = h * 0.44;
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  switch (glyph) {
    case 'sun':
      ctx.arc(cx, cy, 38, 0, Math.PI * 2);
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        ctx.moveTo(cx + Math.cos(a) * 52, cy + Math.sin(a) * 52);
        ctx.lineTo(cx + Math.cos(a) * 80, cy + Math.sin(a) * 80);
      }
      break;
    case 'spiral':
      for (let t = 0; t < Math.PI * 5; t += 0.1) {
        const r = 6 + t * 5;
        const x = cx + Math.cos(t) * r;
        const y = cy + Math.sin(t) * r;
        if (t === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      break;
    case 'steps':
      ctx.moveTo(cx - 80, cy + 60);
      for (let i = 0; i < 4; i++) {
        ctx.lineTo(cx - 80 + i * 40, cy + 60 - (i + 1) * 30);
        ctx.lineTo(cx - 40 + i * 40, cy + 60 - (i + 1) * 30);
      }
      ctx.lineTo(cx + 80, cy + 60);
      ctx.closePath();
      break;
    case 'eye':
      ctx.moveTo(cx - 80, cy);
      ctx.quadraticCurveTo(cx, cy - 70, cx + 80, cy);
      ctx.quadraticCurveTo(cx, cy + 70, cx - 80, cy);
      ctx.moveTo(cx + 24, cy);
      ctx.arc(cx, cy, 24, 0, Math.PI * 2);
      break;
    case 'feather':
      ctx.moveTo(cx - 60, cy + 70);
      ctx.quadraticCurveTo(cx + 10, cy + 10, cx + 50, cy - 80);
      for (let i = 0; i < 6; i++) {
        const y = cy + 50 - i * 24;
        const x = cx - 40 + i * 16;
        ctx.moveTo(x, y);
        ctx.lineTo(x - 36, y - 26);
        ctx.moveTo(x, y);
        ctx.lineTo(x + 30, y + 10);
      }
      break;
  }
  ctx.lineWidth = 16;
  ctx.strokeStyle = 'rgba(30,20,8,0.65)';
  ctx.stroke();
  ctx.lineWidth = 9;
  const gold = ctx.createLinearGradient(cx - 80, cy - 80, cx + 80, cy + 80);
  gold.addColorStop(0, '#fff3b0');
  gold.addColorStop(0.5, '#e0a020');
  gold.addColorStop(1, '#8a5208');
  ctx.strokeStyle = gold;
  ctx.stroke();
  ctx.restore();
  ctx.beginPath();
  ctx.arc(cx, h * 0.8, 26, 0, Math.PI * 2);
  goldFill(ctx, cx - 26, h * 0.8 - 26, cx + 26, h * 0.8 + 26, 3);
  shinyText(ctx, '?', cx, h * 0.805, 40, ['#ffffff', '#ffe27a', '#a86400'], '#ffb000');
}
