/**
 * Pure rules of how a spin's win is shown: its tier by the total bet (big from 15×, mega from
 * 50×), the counting-up amount over time, and which win is lit while they cycle.
 */
export type WinTier = 'none' | 'win' | 'big' | 'mega';

export const BIG_WIN_TIMES = 15;
export const MEGA_WIN_TIMES = 50;

export function winTier(winCents: number, totalBetCents: number): WinTier {
  if (winCents <= 0) return 'none';
  if (totalBetCents > 0 && winCents >= totalBetCents * MEGA_WIN_TIMES) return 'mega';
  if (totalBetCents > 0 && winCents >= totalBetCents * BIG_WIN_TIMES) return 'big';
  return 'win';
}

export function countUpMs(tier: WinTier): number {
  return tier === 'mega' ? 7000 : tier === 'big' ? 4500 : tier === 'win' ? 1400 : 0;
}

/** The amount shown `elapsed` ms into the count-up: whole cents, reaching the win exactly. */
export function countedCents(winCents: number, elapsed: number, durationMs: number): number {
  if (durationMs <= 0 || elapsed >= durationMs) return winCents;
  if (elapsed <= 0) return 0;
  const k = elapsed / durationMs;
  const eased = 1 - Math.pow(1 - k, 2);
  return Math.min(winCents, Math.floor(winCents * eased));
}

/** All wins together first, then one after another: -1 means "all". */
export const ALL_WINS_MS = 1600;
export const EACH_WIN_MS = 1500;

export function winShownAt(winCount: number, elapsed: number): number {
  if (winCount === 0) return -2;
  if (elapsed < ALL_WINS_MS || winCount === 1) return -1;
  return Math.floor((elapsed - ALL_WINS_MS) / EACH_WIN_MS) % winCount;
}
