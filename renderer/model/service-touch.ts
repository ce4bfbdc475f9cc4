/**
 * Touch calibration maths. The technician touches five targets (the four corners and the
 * centre of the stage); each touch's distance from its target, in stage pixels, is the error.
 * The screen passes when the largest error is within TOUCH_TOLERANCE_PX.
 */

export const TOUCH_TOLERANCE_PX = 20;
/** How far the corner targets stand in from the stage's edges (a finger must reach them). */
export const TOUCH_TARGET_INSET_PX = 60;

export interface StagePoint {
  readonly x: number;
  readonly y: number;
}

/** Top left, top right, bottom right, bottom left, centre. */
export function touchTargets(stageWidth: number, stageHeight: number, inset = TOUCH_TARGET_INSET_PX): readonly StagePoint[] {
  const right = stageWidth - inset;
  const bottom = stageHeight - inset;
  return [
    { x: inset, y: inset },
    { x: right, y: inset },
    { x: right, y: bottom },
    { x: inset, y: bottom },
    { x: Math.round(stageWidth / 2), y: Math.round(stageHeight / 2) },
  ];
}

/**
 * A touch in window pixels turned into stage pixels: the stage is scaled uniformly, so its
 * on-screen rectangle over its design width is the scale.
 */
export function toStagePoint(
  clientX: number,
  clientY: number,
  stageRect: { readonly left: number; readonly top: number; readonly width: number },
  stageWidth: number,
): StagePoint {
  const scale = stageRect.width / stageWidth || 1;
  return { x: (clientX - stageRect.left) / scale, y: (clientY - stageRect.top) / scale };
}

/** Distance from the target, rounded to whole stage pixels. */
export function touchError(target: StagePoint, touch: StagePoint): number {
  return Math.round(Math.hypot(touch.x - target.x, touch.y - target.y));
}

export interface TouchResult {
  readonly passed: boolean;
  readonly maxError: number;
  /** For the event log: every error in target order. */
  readonly detail: string;
}

export function touchResult(errors: readonly number[]): TouchResult {
  const maxError = errors.length === 0 ? 0 : Math.max(...errors);
  return {
    passed: errors.length > 0 && maxError <= TOUCH_TOLERANCE_PX,
    maxError,
    detail: `max error ${maxError} px over ${errors.length} targets (${errors.join(', ')}); tolerance ${TOUCH_TOLERANCE_PX} px`,
  };
}
