import { easeInOutSine } from './reel-animation';

/**
 * GAME CHANGE as the screen shows it: the view travels between the lower game's reels (0) and
 * the upper game's, which sit above them in the cabinet (1), in a short ease-in-out glide. Pure
 * timing; the scene turns the value into a camera position.
 */
export const SLIDE_MS = 900;

export interface Slide {
  readonly from: number;
  readonly to: number;
  readonly startMs: number;
  readonly endMs: number;
}

export function planSlide(from: number, to: number, now: number, durationMs: number = SLIDE_MS): Slide {
  // A glide that starts part-way (a change back mid-glide) takes the part of the time it needs.
  const share = Math.min(1, Math.abs(to - from));
  return { from, to, startMs: now, endMs: now + durationMs * share };
}

export function slideAt(slide: Slide, now: number): number {
  if (now >= slide.endMs) return slide.to;
  if (now <= slide.startMs) return slide.from;
  const t = (now - slide.startMs) / (slide.endMs - slide.startMs);
  return slide.from + (slide.to - slide.from) * easeInOutSine(t);
}

export function slideDone(slide: Slide, now: number): boolean {
  return now >= slide.endMs;
}
