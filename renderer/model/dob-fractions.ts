import type { DoubleOrBonusesView } from '../../main/ipc/contract';

/**
 * The fractions of a Double-or-Bonuses prize as chips on its panel: the ones already played
 * (banked or turned into bonuses), the one in play (after its doubles) and those still to come.
 * A big prize has many fractions (100 € in 4 € pieces is 25), so only a window of chips round
 * the one in play is drawn, with counts for the rest.
 */
export type ChipState = 'played' | 'in-play' | 'waiting';

export interface FractionChip {
  readonly index: number;
  readonly cents: number;
  readonly state: ChipState;
}

export interface FractionChips {
  readonly chips: readonly FractionChip[];
  readonly hiddenBefore: number;
  readonly hiddenAfter: number;
}

export const MAX_CHIPS = 9;

export function fractionChips(dob: DoubleOrBonusesView, maxChips: number = MAX_CHIPS): FractionChips {
  const total = dob.fractions.length;
  const over = dob.endReason !== null;
  const all = dob.fractions.map((cents, index): FractionChip => {
    if (over || index < dob.fractionIndex) return { index, cents, state: 'played' };
    if (index === dob.fractionIndex) return { index, cents: dob.currentCents, state: 'in-play' };
    return { index, cents, state: 'waiting' };
  });
  const start = Math.max(0, Math.min(dob.fractionIndex - 2, total - maxChips));
  const end = Math.min(total, start + maxChips);
  return { chips: all.slice(start, end), hiddenBefore: start, hiddenAfter: total - end };
}

/** What PLAY/ACCUMULATE risks for (the double) and what COLLECT banks now. */
export function dobChoice(dob: DoubleOrBonusesView): { doubleCents: number; collectCents: number } | null {
  if (dob.endReason !== null) return null;
  return { doubleCents: dob.currentCents * 2, collectCents: dob.currentCents };
}
