import type { GameSide } from '../model/active-game';
import type { SymbolAtlas } from './atlas';
import type { BankFrame, LineCells, Rect, ReelDisplay, SceneFrame } from './reel-display';
import { paintUprightStrip } from './reel-strip';

const CELL_PX = 160;
const LINE_COLOURS = ['#ff4a4a', '#ffd21f', '#4ac8ff', '#ff7ad9', '#7dff5a', '#ff9a30', '#c08aff', '#40ffd0'];

interface FlatGeometry {
  readonly gap: number;
  readonly reelW: number;
  readonly totalW: number;
  readonly left: number;
  readonly cellH: number;
  readonly top: number;
}

interface FlatBank {
  strips: HTMLCanvasElement[];
  stops: number[];
}

/**
 * The fallback when WebGL is unavailable: both games' reels drawn flat on a 2D canvas, with the
 * same position convention (symbol p on the centre line, p-1 above, p+1 below). GAME CHANGE
 * slides the upper game down into view from above.
 */
export class FlatReels implements ReelDisplay {
  readonly kind = 'flat' as const;
  readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly banks: Record<GameSide, FlatBank> = { lower: { strips: [], stops: [] }, upper: { strips: [], stops: [] } };
  private lines: readonly LineCells[] = [];
  private width = 1;
  private height = 1;
  private ratio = 1;

  constructor(private readonly atlases: Readonly<Record<GameSide, SymbolAtlas>>) {
    this.canvas = document.createElement('canvas');
    const ctx = this.canvas.getContext('2d');
    if (!ctx) throw new Error('2D canvas unavailable');
    this.ctx = ctx;
  }

  setStrips(side: GameSide, strips: readonly (readonly string[])[]): void {
    this.banks[side] = {
      strips: strips.map((s) => paintUprightStrip(this.atlases[side], s, CELL_PX, Math.round(CELL_PX * 1.7))),
      stops: strips.map((s) => s.length),
    };
  }

  setLines(lines: readonly LineCells[]): void {
    this.lines = lines;
  }

  resize(width: number, height: number, pixelRatio: number): void {
    this.width = Math.max(1, width);
    this.height = Math.max(1, height);
    this.ratio = pixelRatio;
    this.canvas.width = Math.round(this.width * pixelRatio);
    this.canvas.height = Math.round(this.height * pixelRatio);
    this.layout = this.measure();
  }

  /** Computed once per resize: drawing runs every frame and must not allocate. */
  private layout = this.measure();

  private geometry(): FlatGeometry {
    return this.layout;
  }

  private measure(): FlatGeometry {
    const margin = Math.min(this.width, this.height) * 0.06;
    const gap = margin * 0.6;
    const reelW = Math.min((this.width - 2 * margin - 2 * gap) / 3, ((this.height - 2 * margin) / 3) * 1.7);
    const totalW = 3 * reelW + 2 * gap;
    const left = (this.width - totalW) / 2;
    const cellH = (this.height - 2 * margin) / 3;
    return { gap, reelW, totalW, left, cellH, top: margin };
  }

  reelCentres(): number[] {
    const { left, reelW, gap } = this.geometry();
    return [0, 1, 2].map((i) => left + i * (reelW + gap) + reelW / 2);
  }

  windowRect(): Rect {
    const { left, totalW, cellH, top } = this.geometry();
    return { left, top, width: totalW, height: 3 * cellH };
  }

  draw(frame: SceneFrame): void {
    const { ctx } = this;
    ctx.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);
    ctx.fillStyle = '#12061a';
    ctx.fillRect(0, 0, this.width, this.height);
    const slide = Math.max(0, Math.min(1, frame.slide));
    // The upper game sits a screen above the lower one.
    if (slide < 1) this.drawBank('lower', frame.lower, slide * this.height, null);
    if (slide > 0) this.drawBank('upper', frame.upper, (slide - 1) * this.height, frame.lineGlow);
  }

  private drawBank(side: GameSide, frame: BankFrame, offsetY: number, lineGlow: readonly number[] | null): void {
    const { ctx } = this;
    const bank = this.banks[side];
    const { gap, reelW, totalW, left, cellH, top: margin } = this.geometry();
    const top = margin + offsetY;
    ctx.fillStyle = side === 'lower' ? '#2b1236' : '#0d2414';
    ctx.fillRect(0, offsetY, this.width, this.height);
    for (let i = 0; i < bank.strips.length; i++) {
      const strip = bank.strips[i] as HTMLCanvasElement;
      const n = bank.stops[i] ?? 16;
      const p = frame.positions[i] ?? 0;
      const x = left + i * (reelW + gap);
      ctx.save();
      ctx.beginPath();
      ctx.rect(x, top, reelW, 3 * cellH);
      ctx.clip();
      const centreY = top + 1.5 * cellH;
      for (let k = Math.floor(p) - 2; k <= Math.floor(p) + 3; k++) {
        const idx = ((k % n) + n) % n;
        const y = centreY + (k - p) * cellH - cellH / 2;
        ctx.drawImage(strip, 0, idx * CELL_PX, strip.width, CELL_PX, x, y, reelW, cellH);
      }
      if (side === 'lower' && frame.glow > 0) {
        ctx.strokeStyle = `rgba(110,255,122,${frame.glow})`;
        ctx.lineWidth = 5;
        ctx.strokeRect(x + 3, top + cellH + 3, reelW - 6, cellH - 6);
      }
      ctx.restore();
    }
    ctx.strokeStyle = '#e8b530';
    ctx.lineWidth = 3;
    ctx.strokeRect(left - 4, top - 4, totalW + 8, 3 * cellH + 8);
    if (side === 'lower') {
      ctx.fillStyle = '#2dff62';
      ctx.fillRect(left - 4, top + 1.5 * cellH - 1.5, totalW + 8, 3);
    } else if (lineGlow) {
      this.drawLines(lineGlow, left, top, reelW, gap, cellH);
    }
  }

  private drawLines(lineGlow: readonly number[], left: number, top: number, reelW: number, gap: number, cellH: number): void {
    const { ctx } = this;
    ctx.lineWidth = 4;
    for (let index = 0; index < this.lines.length; index++) {
      const cells = this.lines[index] as LineCells;
      ctx.globalAlpha = 0.15 + 0.85 * (lineGlow[index] ?? 0);
      ctx.strokeStyle = LINE_COLOURS[index % LINE_COLOURS.length] ?? '#fff';
      ctx.beginPath();
      for (let k = 0; k < cells.length; k++) {
        const cell = cells[k] as readonly [number, number];
        const x = left + cell[0] * (reelW + gap) + reelW / 2;
        const y = top + cell[1] * cellH + cellH / 2;
        if (k === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  }
}
