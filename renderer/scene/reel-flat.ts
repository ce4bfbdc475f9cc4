import type { GnomosSymbol } from '../../main/ipc/contract';
import type { ReelDisplay, ReelFrame } from './reel-display';
import { paintUprightStrip } from './reel-strip';
import type { SymbolAtlas } from './symbol-atlas';

const CELL_PX = 160;

/**
 * The fallback when WebGL is unavailable: the same three reels drawn flat on a 2D canvas, with
 * the same position convention (symbol p on the centre line, p-1 above, p+1 below).
 */
export class FlatReels implements ReelDisplay {
  readonly kind = 'flat' as const;
  readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private strips: HTMLCanvasElement[] = [];
  private stops: number[] = [];
  private width = 1;
  private height = 1;
  private ratio = 1;

  constructor(private readonly atlas: SymbolAtlas) {
    this.canvas = document.createElement('canvas');
    const ctx = this.canvas.getContext('2d');
    if (!ctx) throw new Error('2D canvas unavailable');
    this.ctx = ctx;
  }

  setStrips(strips: readonly (readonly GnomosSymbol[])[]): void {
    this.strips = strips.map((s) => paintUprightStrip(this.atlas, s, CELL_PX, Math.round(CELL_PX * 1.7)));
    this.stops = strips.map((s) => s.length);
  }

  resize(width: number, height: number, pixelRatio: number): void {
    this.width = Math.max(1, width);
    this.height = Math.max(1, height);
    this.ratio = pixelRatio;
    this.canvas.width = Math.round(this.width * pixelRatio);
    this.canvas.height = Math.round(this.height * pixelRatio);
  }

  private geometry(): { margin: number; gap: number; reelW: number; totalW: number; left: number; cellH: number; top: number } {
    const margin = Math.min(this.width, this.height) * 0.06;
    const gap = margin * 0.6;
    const reelW = Math.min((this.width - 2 * margin - 2 * gap) / 3, ((this.height - 2 * margin) / 3) * 1.7);
    const totalW = 3 * reelW + 2 * gap;
    const left = (this.width - totalW) / 2;
    const cellH = (this.height - 2 * margin) / 3;
    return { margin, gap, reelW, totalW, left, cellH, top: margin };
  }

  reelCentres(): number[] {
    const { left, reelW, gap } = this.geometry();
    return [0, 1, 2].map((i) => left + i * (reelW + gap) + reelW / 2);
  }

  draw(frame: ReelFrame): void {
    const { ctx } = this;
    ctx.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);
    ctx.fillStyle = '#2b1236';
    ctx.fillRect(0, 0, this.width, this.height);
    const { gap, reelW, totalW, left, cellH, top } = this.geometry();
    this.strips.forEach((strip, i) => {
      const n = this.stops[i] ?? 16;
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
      const shade = ctx.createLinearGradient(0, top, 0, top + 3 * cellH);
      shade.addColorStop(0, 'rgba(10,0,15,0.6)');
      shade.addColorStop(0.3, 'rgba(10,0,15,0)');
      shade.addColorStop(0.7, 'rgba(10,0,15,0)');
      shade.addColorStop(1, 'rgba(10,0,15,0.6)');
      ctx.fillStyle = shade;
      ctx.fillRect(x, top, reelW, 3 * cellH);
      if (frame.lineGlow > 0) {
        ctx.strokeStyle = `rgba(110,255,122,${frame.lineGlow})`;
        ctx.lineWidth = 5;
        ctx.strokeRect(x + 3, top + cellH + 3, reelW - 6, cellH - 6);
      }
      ctx.restore();
    });
    ctx.strokeStyle = '#e8b530';
    ctx.lineWidth = 3;
    ctx.strokeRect(left - 4, top - 4, totalW + 8, 3 * cellH + 8);
    ctx.fillStyle = '#2dff62';
    ctx.fillRect(left - 4, top + 1.5 * cellH - 1.5, totalW + 8, 3);
    for (const [x, dir] of [[left - 8, -1], [left + totalW + 8, 1]] as const) {
      ctx.beginPath();
      ctx.moveTo(x, top + 1.5 * cellH);
      ctx.lineTo(x + dir * 14, top + 1.5 * cellH - 10);
      ctx.lineTo(x + dir * 14, top + 1.5 * cellH + 10);
      ctx.closePath();
      ctx.fill();
    }
  }
}
