/**
 * Jackpot Cards: a mystery jackpot of several levels (40 Mystic Gem: four, one per card suit,
 * level 1 = clubs lowest … level 4 = spades highest), played after a game ends and its wins are
 * collected.
 *
 * - The trigger (`jackpotCardsTriggered`) is a chance proportional to the stake: stake in euros ×
 *   a chance per euro set in the game's maths, drawn when the stake is placed, with the game's
 *   outcome. It is exact: one drawInt on the reduced common denominator.
 * - At the trigger a layout is dealt (`dealJackpotCards`): a composition (how many cards of each
 *   level, e.g. 12 cards) is drawn from the game's weighted table, then its cards are shuffled
 *   uniformly into the positions. The layout is stored in the state (recovery, history).
 * - The player touches face-down positions one at a time (`pickJackpotCard`); each touched card
 *   shows its level; the first level to show `match` (3) times wins, paid by the game at the
 *   level's value at that moment. Then the remaining cards may be shown (`revealRemaining`).
 *
 * Why a table of compositions: a literal shuffled 3/3/3/3 deck makes every level 1 in 4, whatever
 * the player does. A composition in which a level has fewer than `match` cards makes that level
 * impossible for that deal, so the weights of the table set how rare the top level is. The layout
 * is a uniform shuffle and a face-down card tells nothing, so every way of picking gives the same
 * level odds: the probability that level s is first to `match` under composition c is that of a
 * uniformly random order of the cards, computed exactly by `levelOddsExact`.
 *
 * Pure (randomness only through the Rng), immutable and plain JSON: a state survives a JSON round
 * trip and a resumed state continues identically.
 */
import { drawInt, type Rng } from '../core/rng';

/** An exact fraction num / den (den ≥ 1). */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** One way the layout can be made up, and how often it is dealt. */
export interface CardComposition {
  /** Cards of each level, level order: index 0 is level 1 (the lowest). */
  readonly counts: readonly number[];
  /** Relative weight in the deal draw: a whole number ≥ 1. */
  readonly weight: number;
}

export interface JackpotCardsTable {
  /** Cards of one level that win it (3). */
  readonly match: number;
  readonly compositions: readonly CardComposition[];
}

/** What a valid table amounts to. */
export interface JackpotCardsTableInfo {
  readonly levels: number;
  /** Cards (positions) in every layout: every composition has the same total. */
  readonly cards: number;
  readonly totalWeight: number;
}

/**
 * The state of one Jackpot Cards round. Levels are indices (0 = level 1); the game names them.
 * `layout` is the hidden truth and must not reach the display before the round is over: the
 * display shows `revealed`.
 */
export interface JackpotCards {
  /** Levels in play (the length of every composition). */
  readonly levels: number;
  readonly match: number;
  /** Index of the composition dealt, in the game's table. */
  readonly composition: number;
  /** The level of the card at each position. */
  readonly layout: readonly number[];
  /** The level shown at each position, or null while it is face down. */
  readonly revealed: readonly (number | null)[];
  /** Positions touched, in order. */
  readonly picks: readonly number[];
  /** The level won (0-based) once one has shown `match` times; null until then. */
  readonly winner: number | null;
}

export type PickRefusal = 'finished' | 'out-of-range' | 'taken';

export type PickResult =
  | { readonly ok: true; readonly state: JackpotCards; readonly level: number; readonly won: boolean }
  | { readonly ok: false; readonly refusal: PickRefusal };

/** Per level: the exact chance per trigger, and the same as a float for display. */
export interface LevelOdds extends Fraction {
  readonly level: number;
  readonly probability: number;
}

const TWO_POW_32 = 0x1_0000_0000;

function isWhole(n: unknown, min: number): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min;
}

/**
 * Checks a table and returns its shape. RangeError when: `match` is not a whole number ≥ 1; the
 * table is empty; a composition has a different number of levels or of cards than the first, a
 * count that is not a whole number ≥ 0, or a weight that is not a whole number ≥ 1; the weights
 * add up to more than 2^32 (one drawInt); a composition could be turned over entirely without a
 * winner (every deal must pay a level); or a level can never be won (no composition with a weight
 * gives it `match` cards).
 */
export function validateJackpotCardsTable(table: JackpotCardsTable): JackpotCardsTableInfo {
  if (!isWhole(table.match, 1)) throw new RangeError(`jackpot cards: match must be a whole number ≥ 1, got ${table.match}`);
  const first = table.compositions[0];
  if (first === undefined) throw new RangeError('jackpot cards: the composition table is empty');
  const levels = first.counts.length;
  if (levels < 1) throw new RangeError('jackpot cards: a composition needs at least one level');
  const cards = first.counts.reduce((a, b) => a + b, 0);
  let totalWeight = 0;
  const reachable = Array<boolean>(levels).fill(false);
  table.compositions.forEach((c, i) => {
    if (c.counts.length !== levels) throw new RangeError(`jackpot cards: composition ${i} has ${c.counts.length} levels, the first has ${levels}`);
    c.counts.forEach((n, level) => {
      if (!isWhole(n, 0)) throw new RangeError(`jackpot cards: composition ${i} level ${level + 1} count must be a whole number ≥ 0, got ${n}`);
    });
    const total = c.counts.reduce((a, b) => a + b, 0);
    if (total !== cards) throw new RangeError(`jackpot cards: composition ${i} has ${total} cards, the first has ${cards}`);
    if (!isWhole(c.weight, 1)) throw new RangeError(`jackpot cards: composition ${i} weight must be a whole number ≥ 1, got ${c.weight}`);
    // Turned over entirely, a composition shows every card: it must then have shown some level `match` times.
    const withoutWinner = c.counts.reduce((a, n) => a + Math.min(n, table.match - 1), 0);
    if (withoutWinner >= cards) throw new RangeError(`jackpot cards: composition ${i} (${c.counts.join('/')}) can be turned over without any level showing ${table.match} times`);
    totalWeight += c.weight;
    c.counts.forEach((n, level) => {
      if (n >= table.match) reachable[level] = true;
    });
  });
  if (totalWeight > TWO_POW_32) throw new RangeError(`jackpot cards: the weights add up to ${totalWeight}, more than 2^32`);
  const never = reachable.flatMap((r, level) => (r ? [] : [level + 1]));
  if (never.length > 0) throw new RangeError(`jackpot cards: level ${never.join(', ')} can never be won (no composition has ${table.match} of its cards)`);
  return { levels, cards, totalWeight };
}

/** A round from a stored layout (history replay, tests): nothing turned over yet. */
export function startJackpotCards(layout: readonly number[], composition: number, levels: number, match: number): JackpotCards {
  if (!isWhole(levels, 1)) throw new RangeError(`jackpot cards: levels must be a whole number ≥ 1, got ${levels}`);
  if (!isWhole(match, 1)) throw new RangeError(`jackpot cards: match must be a whole number ≥ 1, got ${match}`);
  if (!isWhole(composition, 0)) throw new RangeError(`jackpot cards: composition index must be a whole number ≥ 0, got ${composition}`);
  if (layout.length < 1) throw new RangeError('jackpot cards: the layout is empty');
  layout.forEach((level, i) => {
    if (!isWhole(level, 0) || level >= levels) throw new RangeError(`jackpot cards: position ${i} holds level ${level}, not one of 0..${levels - 1}`);
  });
  return { levels, match, composition, layout: [...layout], revealed: layout.map(() => null), picks: [], winner: null };
}

/**
 * Deals a layout: one drawInt(totalWeight) picks the composition (by cumulative weight, in table
 * order), then a Fisher–Yates shuffle of its cards (listed level by level) with drawInt(i + 1)
 * for i = cards − 1 down to 1, so every arrangement is equally likely. Draws: 1 + (cards − 1).
 */
export function dealJackpotCards(rng: Rng, table: JackpotCardsTable): JackpotCards {
  const info = validateJackpotCardsTable(table);
  let ticket = drawInt(rng, info.totalWeight);
  let index = 0;
  for (;;) {
    const weight = table.compositions[index]?.weight ?? 0;
    if (ticket < weight) break;
    ticket -= weight;
    index += 1;
  }
  const counts = table.compositions[index]?.counts ?? [];
  const deck = counts.flatMap((n, level) => Array<number>(n).fill(level));
  for (let i = deck.length - 1; i >= 1; i -= 1) {
    const j = drawInt(rng, i + 1);
    const held = deck[i] ?? 0;
    deck[i] = deck[j] ?? 0;
    deck[j] = held;
  }
  return startJackpotCards(deck, index, info.levels, table.match);
}

/** Whether the round has a winner (nothing more to pick). */
export function jackpotCardsFinished(state: JackpotCards): boolean {
  return state.winner !== null;
}

/** How many cards of each level the picks have shown. */
export function shownCounts(state: JackpotCards): number[] {
  const shown = Array<number>(state.levels).fill(0);
  for (const p of state.picks) {
    const level = state.layout[p];
    if (level !== undefined) shown[level] = (shown[level] ?? 0) + 1;
  }
  return shown;
}

/**
 * The player touches `position`: its card is turned over. Refused (nothing changes) when the
 * round is already won, the position is not one of the layout's, or it is already face up. The
 * pick that shows a level for the `match`-th time wins that level.
 */
export function pickJackpotCard(state: JackpotCards, position: number): PickResult {
  if (state.winner !== null) return { ok: false, refusal: 'finished' };
  if (!Number.isSafeInteger(position) || position < 0 || position >= state.layout.length) return { ok: false, refusal: 'out-of-range' };
  if (state.revealed[position] !== null) return { ok: false, refusal: 'taken' };
  const level = state.layout[position] ?? 0;
  const revealed = state.revealed.map((v, i) => (i === position ? level : v));
  const picks = [...state.picks, position];
  const shown = picks.reduce((n, p) => n + (state.layout[p] === level ? 1 : 0), 0);
  const won = shown >= state.match;
  return { ok: true, level, won, state: { ...state, revealed, picks, winner: won ? level : null } };
}

/** After the win: every card face up (the display's "what the others were"); picks and winner unchanged. */
export function revealRemaining(state: JackpotCards): JackpotCards {
  if (state.winner === null) throw new RangeError('jackpot cards: the remaining cards are shown only once a level is won');
  return { ...state, revealed: [...state.layout] };
}

// ---- exact odds ----------------------------------------------------------------------------

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function fraction(num: bigint, den: bigint): Fraction {
  if (den === 0n) throw new RangeError('a fraction needs a non-zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

const addF = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
const mulF = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);
const ZERO: Fraction = { num: 0n, den: 1n };

/**
 * For one composition: the exact chance that each level is the first to show `match` times when
 * the cards are turned over in a uniformly random order (= under any picking strategy, since the
 * layout is a uniform shuffle). A DP over the counts shown so far (each level below `match`):
 * from a count vector k with r cards left face down, the next card is of level s with chance
 * (counts[s] − k[s]) / r.
 */
export function compositionOddsExact(counts: readonly number[], match: number): Fraction[] {
  if (!isWhole(match, 1)) throw new RangeError(`jackpot cards: match must be a whole number ≥ 1, got ${match}`);
  counts.forEach((n) => {
    if (!isWhole(n, 0)) throw new RangeError(`jackpot cards: counts must be whole numbers ≥ 0, got ${n}`);
  });
  const total = counts.reduce((a, b) => a + b, 0);
  const memo = new Map<string, Fraction[]>();
  const from = (shown: readonly number[]): Fraction[] => {
    const key = shown.join(',');
    const known = memo.get(key);
    if (known !== undefined) return known;
    const left = total - shown.reduce((a, b) => a + b, 0);
    let out = counts.map(() => ZERO);
    counts.forEach((n, s) => {
      const k = shown[s] ?? 0;
      if (n - k <= 0 || left <= 0) return;
      const p = fraction(BigInt(n - k), BigInt(left));
      if (k + 1 >= match) {
        out = out.map((f, t) => (t === s ? addF(f, p) : f));
      } else {
        const next = from(shown.map((v, t) => (t === s ? v + 1 : v)));
        out = out.map((f, t) => addF(f, mulF(p, next[t] ?? ZERO)));
      }
    });
    memo.set(key, out);
    return out;
  };
  return from(counts.map(() => 0));
}

/** Per level, over the whole table: Σ over compositions of weight / total weight × that composition's chance. */
export function levelOddsExact(table: JackpotCardsTable): LevelOdds[] {
  const info = validateJackpotCardsTable(table);
  let acc: Fraction[] = Array.from({ length: info.levels }, () => ZERO);
  for (const c of table.compositions) {
    const share = fraction(BigInt(c.weight), BigInt(info.totalWeight));
    const odds = compositionOddsExact(c.counts, table.match);
    acc = acc.map((f, level) => addF(f, mulF(share, odds[level] ?? ZERO)));
  }
  return acc.map((f, level) => ({ level, num: f.num, den: f.den, probability: Number(f.num) / Number(f.den) }));
}

// ---- the trigger ----------------------------------------------------------------------------

/**
 * The exact trigger chance of a stake: stakeCents / 100 euros × chancePerEuro, reduced.
 * RangeError on a stake that is not whole cents ≥ 0, a chance that is not num ≥ 0 / den ≥ 1, or
 * a result above 1 (the chance per euro is too high for this stake).
 */
export function triggerChance(stakeCents: number, chancePerEuro: Fraction): Fraction {
  if (!isWhole(stakeCents, 0)) throw new RangeError(`jackpot cards: stake must be whole cents ≥ 0, got ${stakeCents}`);
  if (typeof chancePerEuro.num !== 'bigint' || typeof chancePerEuro.den !== 'bigint' || chancePerEuro.num < 0n || chancePerEuro.den < 1n) {
    throw new RangeError('jackpot cards: the chance per euro must be bigints num ≥ 0 / den ≥ 1');
  }
  const p = fraction(BigInt(stakeCents) * chancePerEuro.num, 100n * chancePerEuro.den);
  if (p.num > p.den) {
    throw new RangeError(`jackpot cards: a stake of ${stakeCents} cents at ${chancePerEuro.num}/${chancePerEuro.den} per euro is a chance of ${p.num}/${p.den}, above 1`);
  }
  return p;
}

/**
 * Whether a stake triggers Jackpot Cards. The chance stakeCents × num / (100 × den) is reduced to
 * n / d and decided by exactly one drawInt(rng, d): triggered when the value is below n, so the
 * chance is exactly n / d (no float, no rounding). Always one draw, even when the chance is 0
 * (d = 1), so the game's draw sequence does not depend on the stake. RangeError as triggerChance,
 * or when d exceeds 2^32 (a chance per euro with too fine a denominator for one draw).
 */
export function jackpotCardsTriggered(rng: Rng, stakeCents: number, chancePerEuro: Fraction): boolean {
  const p = triggerChance(stakeCents, chancePerEuro);
  if (p.den > BigInt(TWO_POW_32)) throw new RangeError(`jackpot cards: trigger denominator ${p.den} is above 2^32`);
  return BigInt(drawInt(rng, Number(p.den))) < p.num;
}
