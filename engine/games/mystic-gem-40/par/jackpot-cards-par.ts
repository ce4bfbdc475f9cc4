/**
 * The Jackpot Cards part of 40 Mystic Gem's PAR sheet: each level's exact chance per trigger,
 * its hits per euro and per 1,000 € staked, its reset value and contribution rate, and its
 * long-run return; the Jackpot Cards total on its own line, on top of the game's 96.08 %.
 *
 * Long-run return of a level, per euro staked = contribution rate + reset value (€) × hits per
 * euro. Every contribution is paid out sooner or later (a win pays the whole level, which then
 * starts again at its reset value), so over the long run the player receives the contributions
 * plus one reset value per hit; the reset values are the cabinet's money (the "reseed"), as are
 * the contributions, which are never deducted from the stake. Sub-cent remainders left in a pool
 * after a whole-cent payment stay in it for the next winner, so they change nothing in the long run.
 */
import { percentString } from '../../../core/ratio';
import type { Fraction } from '../../../features/jackpot-cards';
import {
  DEFAULT_JACKPOT_CARDS_SETTINGS,
  MYSTIC_GEM_JACKPOT_CHANCE_PER_EURO,
  MYSTIC_GEM_JACKPOT_LEVELS,
  MYSTIC_GEM_JACKPOT_MAX_STAKE_CENTS,
  MYSTIC_GEM_JACKPOT_ODDS,
  MYSTIC_GEM_JACKPOT_TABLE,
  checkSettings,
  type JackpotLevelSettings,
} from '../jackpot-cards';

/** The game's own return, that the Jackpot Cards return is added to (GAMES.md, rule document). */
export const MYSTIC_GEM_BASE_RTP_TEXT = '96.08 %';

export interface JackpotCardsLevelFigures {
  readonly id: string;
  readonly name: string;
  /** Chance per trigger. */
  readonly perTrigger: Fraction;
  /** Hits per euro staked = chance per euro × chance per trigger. */
  readonly hitsPerEuro: Fraction;
  readonly seedCents: number;
  readonly contributionBp: number;
  /** Per euro staked: the contribution rate. */
  readonly contributionReturn: Fraction;
  /** Per euro staked: reset value (€) × hits per euro. */
  readonly seedReturn: Fraction;
  /** contributionReturn + seedReturn. */
  readonly levelReturn: Fraction;
}

export interface JackpotCardsReturn {
  readonly levels: readonly JackpotCardsLevelFigures[];
  readonly contributionReturn: Fraction;
  readonly seedReturn: Fraction;
  /** The whole Jackpot Cards return per euro staked, on top of the game's RTP. */
  readonly total: Fraction;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}
function frac(num: bigint, den: bigint): Fraction {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}
const add = (a: Fraction, b: Fraction): Fraction => frac(a.num * b.den + b.num * a.den, a.den * b.den);
const mul = (a: Fraction, b: Fraction): Fraction => frac(a.num * b.num, a.den * b.den);
const ZERO: Fraction = { num: 0n, den: 1n };

/** The exact figures at `settings` (default: the game's defaults). */
export function jackpotCardsReturn(settings: readonly JackpotLevelSettings[] = DEFAULT_JACKPOT_CARDS_SETTINGS): JackpotCardsReturn {
  checkSettings(settings);
  const levels = MYSTIC_GEM_JACKPOT_LEVELS.map((level, i): JackpotCardsLevelFigures => {
    const odds = MYSTIC_GEM_JACKPOT_ODDS[i] ?? { num: 0n, den: 1n };
    const s = settings[i] ?? { seedCents: 0, contributionBp: 0 };
    const perTrigger = frac(odds.num, odds.den);
    const hitsPerEuro = mul(MYSTIC_GEM_JACKPOT_CHANCE_PER_EURO, perTrigger);
    const contributionReturn = frac(BigInt(s.contributionBp), 10_000n);
    const seedReturn = mul(frac(BigInt(s.seedCents), 100n), hitsPerEuro);
    return {
      id: level.id,
      name: level.name,
      perTrigger,
      hitsPerEuro,
      seedCents: s.seedCents,
      contributionBp: s.contributionBp,
      contributionReturn,
      seedReturn,
      levelReturn: add(contributionReturn, seedReturn),
    };
  });
  const contributionReturn = levels.reduce((a, l) => add(a, l.contributionReturn), ZERO);
  const seedReturn = levels.reduce((a, l) => add(a, l.seedReturn), ZERO);
  return { levels, contributionReturn, seedReturn, total: add(contributionReturn, seedReturn) };
}

const pct = (f: Fraction, decimals = 4): string => `${percentString(f.num, f.den, decimals)} %`;
/** den / num with `digits` decimals, from the exact fraction (display only). */
const inverse = (f: Fraction, digits: number): string => (Number(f.den) / Number(f.num)).toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const euros = (cents: number): string => `${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
const decimal = (f: Fraction, digits: number): string => (Number(f.num) / Number(f.den)).toFixed(digits);

/**
 * The PAR sheet's Jackpot Cards lines (no trailing blank line). `settings`: the operator's reset
 * values and contribution rates; default the game's defaults.
 */
export function jackpotCardsSection(settings: readonly JackpotLevelSettings[] = DEFAULT_JACKPOT_CARDS_SETTINGS): string[] {
  const r = jackpotCardsReturn(settings);
  const chance = MYSTIC_GEM_JACKPOT_CHANCE_PER_EURO;
  const out: string[] = [
    `JACKPOT CARDS (four levels; returned on top of the game's ${MYSTIC_GEM_BASE_RTP_TEXT})`,
    `  Trigger: chance = stake in euros × ${chance.num}/${chance.den} (1 per ${(Number(chance.den) / Number(chance.num)).toLocaleString('en')} € staked), drawn with the game's outcome; at most 1 up to a ${euros(MYSTIC_GEM_JACKPOT_MAX_STAKE_CENTS)} stake. Not in Bonus Spin Mode.`,
    `  Deal: 12 cards from a weighted composition [clubs/diamonds/hearts/spades], shuffled; the first suit shown ${MYSTIC_GEM_JACKPOT_TABLE.match} times wins (same odds for any picking).`,
    `    ${MYSTIC_GEM_JACKPOT_TABLE.compositions.map((c) => `${c.counts.join('/')} × ${c.weight}`).join(', ')}  (weights of ${MYSTIC_GEM_JACKPOT_TABLE.compositions.reduce((a, c) => a + c.weight, 0)})`,
    '',
    `  ${'level'.padEnd(12)}${'per trigger (exact)'.padEnd(36)}${'hits per €'.padEnd(20)}${'per 1,000 €'.padEnd(13)}${'reset value'.padStart(12)}  ${'contribution'.padEnd(17)}return (per € staked)`,
  ];
  r.levels.forEach((l, i) => {
    const per1000 = mul(l.hitsPerEuro, frac(1000n, 1n));
    out.push(
      `  ${`${i + 1} ${l.name}`.padEnd(12)}` +
        `${`${l.perTrigger.num}/${l.perTrigger.den} = ${pct(l.perTrigger)}`.padEnd(36)}` +
        `${`${l.hitsPerEuro.num}/${l.hitsPerEuro.den}`.padEnd(20)}` +
        `${decimal(per1000, 6).padEnd(13)}` +
        `${euros(l.seedCents).padStart(12)}  ` +
        `${`${pct(l.contributionReturn, 2)} (${l.contributionBp} bp)`.padEnd(17)}` +
        `${pct(l.levelReturn)} = ${pct(l.contributionReturn)} + ${pct(l.seedReturn)}`,
    );
  });
  out.push('');
  r.levels.forEach((l, i) => {
    out.push(`  ${i + 1} ${l.name}: 1 in ${inverse(l.perTrigger, 2)} triggers, one hit per ${inverse(l.hitsPerEuro, 1)} € staked`);
  });
  out.push('');
  out.push(`  Return per level = contribution rate + reset value × hits per euro (every contribution is paid out; each hit costs one reset value).`);
  out.push(`  Jackpot Cards return: ${pct(r.total)} (exact ${r.total.num}/${r.total.den}) = contributions ${pct(r.contributionReturn)} + reset values ${pct(r.seedReturn)}`);
  out.push(`    on top of the game's ${MYSTIC_GEM_BASE_RTP_TEXT}; funded by the cabinet, never deducted from the stake`);
  return out;
}
