/**
 * Buy modes: a spin bought at a price that replaces the bet (40 Mystic Gem's expanding-wild modes
 * at 4.5×, 15× and 71.5× the total bet and its guaranteed-prize modes at 12× and 25×; Mystery
 * Elves' Hold and Win at 70×). The price is an exact rational multiple of the total bet, so
 * 71.5× is 143/2 and never the float 71.5; the stake is computed in integer cents, and a mode is
 * offered only at a total bet where its price is a whole number of cents (71.5× of 0,25 € would
 * be 17,875 €: never rounded, the mode is simply not offered at that bet).
 *
 * A sticky mode stays selected spin after spin until the player turns it off (Mystic Gem); a
 * one-shot mode is cleared after the spin it bought (Mystery Elves). While a mode is selected the
 * bet shown and charged is its price. The selection is plain JSON for the persisted snapshot.
 */
export interface BuyPrice {
  /** The price is numerator / denominator × the total bet (4.5× = 9/2). */
  readonly numerator: number;
  readonly denominator: number;
}

export interface BuyMode {
  readonly id: string;
  readonly price: BuyPrice;
  /** Stays selected across spins until cleared; otherwise one spin only. */
  readonly sticky: boolean;
}

export type BuyCatalogue = readonly BuyMode[];

export interface BuySelection {
  /** The selected mode's id, or null: plain spins at the total bet. */
  readonly modeId: string | null;
}

export const NO_BUY: BuySelection = { modeId: null };

/** What the next spin costs, and under which mode. */
export interface NextStake {
  readonly stakeCents: number;
  readonly mode: BuyMode | null;
}

/** Checks a catalogue: ids unique and non-empty, prices positive whole numerators and denominators. */
export function buyCatalogue(modes: readonly BuyMode[]): BuyCatalogue {
  const ids = new Set<string>();
  for (const m of modes) {
    if (m.id === '' || ids.has(m.id)) throw new RangeError(`buy mode ids must be unique and non-empty, got ${JSON.stringify(m.id)}`);
    ids.add(m.id);
    const { numerator, denominator } = m.price;
    if (!Number.isSafeInteger(numerator) || numerator < 1 || !Number.isSafeInteger(denominator) || denominator < 1) {
      throw new RangeError(`buy mode ${m.id}: the price must be whole numbers ≥ 1 over ≥ 1, got ${numerator}/${denominator}`);
    }
  }
  return modes.map((m) => ({ id: m.id, price: { numerator: m.price.numerator, denominator: m.price.denominator }, sticky: m.sticky }));
}

/**
 * The mode's price at `totalBetCents`, exact in cents, or null when it is not a whole number of
 * cents (the mode is then not offered at that bet). Computed in bigint: no float, no overflow.
 */
export function priceCents(mode: BuyMode, totalBetCents: number): number | null {
  if (!Number.isSafeInteger(totalBetCents) || totalBetCents < 1) throw new RangeError(`the total bet must be whole cents ≥ 1, got ${totalBetCents}`);
  const product = BigInt(totalBetCents) * BigInt(mode.price.numerator);
  const denominator = BigInt(mode.price.denominator);
  if (product % denominator !== 0n) return null;
  const cents = product / denominator;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`buy mode ${mode.id}: the price at ${totalBetCents} cents is too large`);
  return Number(cents);
}

/** The modes offered at `totalBetCents` (those with a whole-cent price), in catalogue order. */
export function offeredModes(catalogue: BuyCatalogue, totalBetCents: number): BuyMode[] {
  return catalogue.filter((m) => priceCents(m, totalBetCents) !== null);
}

function findMode(catalogue: BuyCatalogue, modeId: string): BuyMode {
  const mode = catalogue.find((m) => m.id === modeId);
  if (!mode) throw new RangeError(`no buy mode ${JSON.stringify(modeId)}`);
  return mode;
}

/**
 * Selects `modeId` at `totalBetCents` (replacing any other selection). RangeError for an unknown
 * mode or one not offered at this bet: show only `offeredModes`.
 */
export function select(_selection: BuySelection, catalogue: BuyCatalogue, modeId: string, totalBetCents: number): BuySelection {
  const mode = findMode(catalogue, modeId);
  if (priceCents(mode, totalBetCents) === null) throw new RangeError(`buy mode ${modeId} is not offered at a total bet of ${totalBetCents} cents`);
  return { modeId };
}

/** Turns the mode off: plain spins at the total bet. */
export function clear(_selection: BuySelection): BuySelection {
  return NO_BUY;
}

/** After a spin: a sticky mode stays selected, a one-shot mode is cleared. */
export function afterSpin(selection: BuySelection, catalogue: BuyCatalogue): BuySelection {
  if (selection.modeId === null) return selection;
  return findMode(catalogue, selection.modeId).sticky ? selection : NO_BUY;
}

/**
 * The player changed the bet: the mode stays selected when it is still offered, and is turned off
 * when its price at the new bet is not a whole number of cents (the player sees it go off rather
 * than pay a rounded price). A game may instead refuse such a bet change; `priceCents` tells.
 */
export function betChanged(selection: BuySelection, catalogue: BuyCatalogue, totalBetCents: number): BuySelection {
  if (selection.modeId === null) return selection;
  return priceCents(findMode(catalogue, selection.modeId), totalBetCents) === null ? NO_BUY : selection;
}

/**
 * What the next spin charges, and the bet the display shows: the selected mode's price (which
 * replaces the bet, it is not added to it), or the plain total bet. RangeError when the selected
 * mode is not offered at this bet (the caller missed `betChanged`).
 */
export function stakeForNextSpin(selection: BuySelection, catalogue: BuyCatalogue, totalBetCents: number): NextStake {
  if (!Number.isSafeInteger(totalBetCents) || totalBetCents < 1) throw new RangeError(`the total bet must be whole cents ≥ 1, got ${totalBetCents}`);
  if (selection.modeId === null) return { stakeCents: totalBetCents, mode: null };
  const mode = findMode(catalogue, selection.modeId);
  const price = priceCents(mode, totalBetCents);
  if (price === null) throw new RangeError(`buy mode ${mode.id} is not offered at a total bet of ${totalBetCents} cents`);
  return { stakeCents: price, mode };
}
