import type { GameSide } from '../model/active-game';

/**
 * What draws the reels of both games: the Three.js scene, or the flat 2D fallback when WebGL is
 * not available. Both are told where each reel stands; neither decides anything.
 */
export interface BankFrame {
  /** Position of each reel in stops (see reel-animation.ts for the convention). */
  readonly positions: readonly number[];
  /** Speed of each reel in stops per second (fast reels are drawn blurred). */
  readonly speeds: readonly number[];
  /** 0..1 brightness of the lower prize line's win highlight. */
  readonly glow: number;
}

export interface SceneFrame {
  readonly lower: BankFrame;
  readonly upper: BankFrame;
  /** 0 = the lower game in view, 1 = the upper game; between = GAME CHANGE under way. */
  readonly slide: number;
  /** 0..1 brightness of each upper line (in `setLines` order); 0 is the faint resting line. */
  readonly lineGlow: readonly number[];
}

/** A rectangle in CSS pixels from the canvas's top left. */
export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** A line as cells (reel, row), row 0 at the top. */
export type LineCells = readonly (readonly [number, number])[];

export interface ReelDisplay {
  readonly kind: 'webgl' | 'flat';
  readonly canvas: HTMLCanvasElement;
  setStrips(side: GameSide, strips: readonly (readonly string[])[]): void;
  setLines(lines: readonly LineCells[]): void;
  /** CSS size of the drawing area and the device pixels per CSS pixel. */
  resize(width: number, height: number, pixelRatio: number): void;
  draw(frame: SceneFrame): void;
  /** Horizontal centre of each reel (of the game in view at rest), in CSS pixels. */
  reelCentres(): number[];
  /** The window showing the three rows of the reels (at rest), in CSS pixels. */
  windowRect(): Rect;
}
