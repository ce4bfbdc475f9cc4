import type { GonzoExpansionView } from '../../../contract/games/gonzos-gold';
import type { SlotCell } from '../../../contract/slot-view';
import { formatEuros } from '../../format';
import { el, setShown, setText, toggleClass } from '../../hud/dom';
import { traceCluster } from '../../slots/line-layer';
import { roundedRect } from '../../slots/paint-kit';
import type { GonzoWords } from './words';

/** What the overlay draws for one free spin's expansion. */
export interface ExpansionState {
  readonly expansion: GonzoExpansionView;
  /** The grid as the spin landed (lastSpin.window) and as the view has it now. */
  readonly landed: readonly (readonly string[])[];
  readonly standing: readonly (readonly string[])[];
  readonly symbolName: string;
}

/** Between one cell and the next as the expansion grows along a row or reel. */
const STEP_MS = 170;
/** How long a cell takes to pop into place. */
const POP_MS = 260;
/** After the last cell, before the extra prize shows. */
const SETTLE_MS = 350;
/** The extra prize shows big this long, then shrinks to leave the reels in view. */
const BANNER_MS = 3800;
/** Where the extra prize may stand (its middle, as a share of the reels' height), best first. */
const BANNER_PLACES = [0.5, 0.74, 0.26];

/**
 * The Expanding Symbol's expansion over the reels. While it is due (done false) the landed
 * Expanding Symbols pulse. When it is done, the symbol grows from the cells it landed in along
 * its rows (sideways) and reels (up and down), each covered cell lit in gold; then the covered
 * cells are outlined as one cluster and the EXTRA PRIZE shows with its amount. A view seen
 * first (a reload, a power cut) shows the end at once.
 */
export class ExpansionOverlay {
  readonly node: HTMLElement;
  private readonly canvas: HTMLCanvasElement;
  private readonly caption: HTMLElement;
  /** The pulsing frames round the landed Expanding Symbols while the expansion is due. */
  private readonly pulses: HTMLElement;
  private readonly banner: HTMLElement;
  private readonly amount: HTMLElement;
  private readonly detail: HTMLElement;
  private state: ExpansionState | null = null;
  /** When the growth began (null: not yet, -Infinity: shown as done at once). */
  private start: number | null = null;
  private readonly scale = 1.5;
  /** What the canvas holds once the growth is over (nothing moves then: it is not redrawn). */
  private drawn = '';

  constructor(
    private readonly words: GonzoWords['expansion'],
    private readonly symbolImage: (symbol: string) => HTMLCanvasElement,
    private readonly width: number,
    private readonly height: number,
  ) {
    this.canvas = el('canvas', { class: 'gg-expansion-canvas', width: String(Math.round(width * this.scale)), height: String(Math.round(height * this.scale)) });
    this.caption = el('div', { class: 'gg-expansion-caption', 'data-testid': 'gonzo-expansion-caption', hidden: '' }, words.pending);
    this.amount = el('div', { class: 'gg-extra-amount', 'data-testid': 'gonzo-extra-amount' });
    this.detail = el('div', { class: 'gg-extra-detail', 'data-testid': 'gonzo-extra-detail' });
    this.banner = el('div', { class: 'gg-extra', 'data-testid': 'gonzo-extra-prize', hidden: '' }, el('div', { class: 'gg-extra-title' }, words.extraPrize), this.amount, this.detail);
    this.pulses = el('div', { class: 'gg-pulses' });
    this.node = el('div', { class: 'gg-expansion', 'data-testid': 'gonzo-expansion', hidden: '' }, this.canvas, this.pulses, this.caption, this.banner);
    this.node.style.width = `${width}px`;
    this.node.style.height = `${height}px`;
  }

  /**
   * Shows an expansion (null: none). `animate` grows a newly done expansion from `now`; otherwise
   * a done one shows finished. The same expansion handed again keeps its timing.
   */
  show(state: ExpansionState | null, animate: boolean, now: number): void {
    const before = this.state;
    this.state = state;
    setShown(this.node, state !== null);
    this.drawn = '';
    if (!state) {
      this.start = null;
      return;
    }
    const e = state.expansion;
    this.node.dataset.rows = e.rows.join(',');
    this.node.dataset.reels = e.reels.join(',');
    const sameDone = before !== null && before.expansion.seq === e.seq && before.expansion.done && e.done;
    if (!e.done) this.start = null;
    else if (!sameDone) {
      this.start = animate ? now : Number.NEGATIVE_INFINITY;
      // For tests and tools: whether this expansion grew on screen or was shown finished.
      this.node.dataset.shown = animate ? 'grown' : 'still';
    }
    setText(this.amount, formatEuros(e.extraCents));
    setText(this.detail, this.words.cluster(e.coveredCells.length, state.symbolName));
    this.placePulses(e.done ? [] : e.landedCells, state.landed);
    this.banner.style.top = `${bannerPlace(e.rows, state.landed[0]?.length ?? 5) * 100}%`;
    this.frame(now);
  }

  /** Frames round the landed Expanding Symbols (DOM: their pulse is the compositor's, not a redraw). */
  private placePulses(cells: readonly SlotCell[], grid: readonly (readonly string[])[]): void {
    const cw = this.width / (grid.length || 5);
    const ch = this.height / (grid[0]?.length ?? 5);
    this.pulses.replaceChildren(
      ...cells.map((c) => {
        const pulse = el('div', { class: 'gg-pulse' });
        pulse.style.left = `${c.reel * cw + 5}px`;
        pulse.style.top = `${c.row * ch + 5}px`;
        pulse.style.width = `${cw - 10}px`;
        pulse.style.height = `${ch - 10}px`;
        return pulse;
      }),
    );
  }

  /** When the growth has finished and the extra prize shows (-Infinity: nothing grows). */
  finishedAt(): number {
    const e = this.state?.expansion;
    if (!e || !e.done || this.start === null) return Number.NEGATIVE_INFINITY;
    return this.start + Math.max(0, ...reachSteps(e).values()) * STEP_MS + POP_MS + SETTLE_MS;
  }

  frame(now: number): void {
    const state = this.state;
    if (!state) return;
    const e = state.expansion;
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    const reels = state.landed.length || 5;
    const rows = state.landed[0]?.length ?? 5;
    const cw = this.width / reels;
    const ch = this.height / rows;
    if (!e.done || this.start === null) {
      if (this.drawn === 'pending') return;
      this.drawn = 'pending';
      ctx.setTransform(this.scale, 0, 0, this.scale, 0, 0);
      ctx.clearRect(0, 0, this.width, this.height);
      this.node.dataset.state = 'pending';
      setShown(this.caption, true);
      setShown(this.banner, false);
      return;
    }
    setShown(this.caption, false);
    const t = now - this.start;
    const reach = reachSteps(e);
    const last = Math.max(0, ...reach.values());
    const grown = t >= last * STEP_MS + POP_MS;
    const done = grown && t >= last * STEP_MS + POP_MS + SETTLE_MS;
    const compact = done && t >= last * STEP_MS + POP_MS + SETTLE_MS + BANNER_MS;
    const drawn = `${e.seq}:${done}:${compact}`;
    if (done && drawn === this.drawn) return;
    this.drawn = drawn;
    ctx.setTransform(this.scale, 0, 0, this.scale, 0, 0);
    ctx.clearRect(0, 0, this.width, this.height);
    // The beams along the expanded rows and reels, under the cells.
    const beam = Math.min(1, Math.max(0, t / (last * STEP_MS + POP_MS)));
    ctx.save();
    ctx.globalAlpha = 0.55 * beam;
    for (const row of e.rows) beamRect(ctx, 0, row * ch, this.width, ch, true);
    for (const reel of e.reels) beamRect(ctx, reel * cw, 0, cw, this.height, false);
    ctx.restore();
    const size = Math.min(cw, ch) * 0.94;
    for (const cell of e.coveredCells) {
      const k = Math.min(1, Math.max(0, (t - (reach.get(key(cell)) ?? 0) * STEP_MS) / POP_MS));
      const x = cell.reel * cw;
      const y = cell.row * ch;
      if (k <= 0) {
        // Not reached yet: if the stage already stands on the expanded grid, show the cell as it landed.
        const landed = state.landed[cell.reel]?.[cell.row];
        if (landed && landed !== state.standing[cell.reel]?.[cell.row]) {
          coverCell(ctx, x, y, cw, ch, false);
          ctx.drawImage(this.symbolImage(landed), x + (cw - size) / 2, y + (ch - size) / 2, size, size);
        }
        continue;
      }
      coverCell(ctx, x, y, cw, ch, true);
      const pop = k < 1 ? 0.6 + 0.55 * Math.sin(k * Math.PI * 0.75) : 1;
      const s = size * Math.min(1.12, pop);
      ctx.drawImage(this.symbolImage(e.symbol), x + (cw - s) / 2, y + (ch - s) / 2, s, s);
    }
    if (done) traceCluster(ctx, e.coveredCells, cw, ch, '#ffe36b', 7);
    this.node.dataset.state = done ? 'done' : 'growing';
    setShown(this.banner, done);
    toggleClass(this.banner, 'compact', compact);
  }
}

const key = (c: SlotCell): string => `${c.reel},${c.row}`;

/** The banner's height over the rows it would hide: it goes where it hides fewest expanded rows. */
export function bannerPlace(rows: readonly number[], rowCount: number): number {
  const hidden = (centre: number): number => rows.filter((r) => Math.abs((r + 0.5) / rowCount - centre) < 0.2).length;
  return BANNER_PLACES.reduce((best, place) => (hidden(place) < hidden(best) ? place : best), BANNER_PLACES[0] as number);
}

/**
 * How many steps from a landed Expanding Symbol each covered cell is: along its expanded row
 * sideways, along its expanded reel up and down; a cell that held the symbol already is 0.
 */
export function reachSteps(e: GonzoExpansionView): Map<string, number> {
  const steps = new Map<string, number>();
  for (const cell of e.coveredCells) {
    let best = Number.POSITIVE_INFINITY;
    for (const l of e.landedCells) {
      if (l.reel === cell.reel && l.row === cell.row) best = 0;
      if (e.rows.includes(cell.row) && l.row === cell.row) best = Math.min(best, Math.abs(l.reel - cell.reel));
      if (e.reels.includes(cell.reel) && l.reel === cell.reel) best = Math.min(best, Math.abs(l.row - cell.row));
    }
    steps.set(key(cell), Number.isFinite(best) ? best : 0);
  }
  return steps;
}

/** A covered cell: warm stone lit in gold (opaque, so the cell under it does not show). */
function coverCell(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, lit: boolean): void {
  const g = ctx.createRadialGradient(x + w / 2, y + h / 2, 4, x + w / 2, y + h / 2, Math.max(w, h) * 0.7);
  g.addColorStop(0, lit ? '#a8741c' : '#3a3024');
  g.addColorStop(1, lit ? '#3a2206' : '#17120c');
  ctx.fillStyle = g;
  ctx.fillRect(x + 1, y + 1, w - 2, h - 2);
  if (!lit) return;
  ctx.save();
  roundedRect(ctx, x + 4, y + 4, w - 8, h - 8, 12);
  ctx.lineWidth = 3;
  ctx.strokeStyle = 'rgba(255,220,120,0.85)';
  ctx.shadowColor = '#ffcc33';
  ctx.shadowBlur = 14;
  ctx.stroke();
  ctx.restore();
}

/** A golden band along an expanded row (horizontal) or reel. */
function beamRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, horizontal: boolean): void {
  const g = horizontal ? ctx.createLinearGradient(0, y, 0, y + h) : ctx.createLinearGradient(x, 0, x + w, 0);
  g.addColorStop(0, 'rgba(255,200,60,0)');
  g.addColorStop(0.5, 'rgba(255,230,140,1)');
  g.addColorStop(1, 'rgba(255,200,60,0)');
  ctx.fillStyle = g;
  ctx.fillRect(x, y, w, h);
}
