import type { GnomosSymbol } from '../../main/ipc/contract';

/**
 * What draws the three reels: the Three.js scene, or the flat 2D fallback when WebGL is not
 * available. Both are told where each reel stands; neither decides anything.
 */
export interface ReelFrame {
  /** Position of each reel in stops (see reel-animation.ts for the convention). */
  readonly positions: readonly number[];
  /** Speed of each reel in stops per second (fast reels are drawn blurred). */
  readonly speeds: readonly number[];
  /** 0..1 brightness of the prize-line highlight (a win flashes it). */
  readonly lineGlow: number;
}

export interface ReelDisplay {
  readonly kind: 'webgl' | 'flat';
  readonly canvas: HTMLCanvasElement;
  setStrips(strips: readonly (readonly GnomosSymbol[])[]): void;
  /** CSS size of the drawing area and the device pixels per CSS pixel. */
  resize(width: number, height: number, pixelRatio: number): void;
  draw(frame: ReelFrame): void;
  /** Horizontal centre of each reel in CSS pixels from the canvas's left edge. */
  reelCentres(): number[];
}
