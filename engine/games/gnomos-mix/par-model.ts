import { DrawRecorder, type Rng } from '../../core/rng';
import type { ExactResult, ParModel, RoundRecorder } from '../../par/par-model';
import { isLowerBet, LOWER_BETS_CENTS, type LowerBetCents } from './bets';
import { BONUS_VALUE_CENTS, LOWER_PAYTABLE, prizeBonuses, prizeCents } from './paytable';
import { plainSpinPar } from './plain-spin-par';
import { LOWER_REEL_TOTAL_WEIGHT } from './reels';
import { evaluateLowerLine, lowerLineFigures, spinLowerReels } from './spin';

/**
 * Gnomos Mix's single-bet PAR sheet: the lower game's plain spin at one bet, the fixed base the
 * tuning builds on. The simulated round runs the cabinet's own functions (spinLowerReels through
 * a DrawRecorder, lowerLineFigures, evaluateLowerLine), and the exact figures come from the same
 * weighted-reel enumeration the docs quote (plainSpinPar), so the two check each other.
 *
 * Components: cash prizes, and bonus prizes valued at 0.80 € each (docs/games/gnomos-mix.md).
 * 3 Window is reported as the Cauldrons feature and counted at 0 here: the plain spin alone.
 *
 * The whole game at an operator setting (both games, every bet, both policies, with holds,
 * advances, Extra Spin, ladders, Cauldrons, minigames and Double-or-Bonuses) is the setting
 * report of maths/setting-report.ts, which the PAR tool prints for `--setting N`.
 */
export const GNOMOS_COMPONENT_CASH = 0;
export const GNOMOS_COMPONENT_BONUSES = 1;
export const GNOMOS_FEATURE_CAULDRONS = 0;

/**
 * Why this single-bet sheet takes no setting: a Gnomos setting is both games at every bet under
 * two policies, which the setting report shows (`npm run par -- gnomos-mix --setting N`).
 */
export const GNOMOS_SETTING_UNAVAILABLE =
  'the single-bet sheet is the plain spin; an operator setting (70–95 %) is reported for both games and every bet by `npm run par -- gnomos-mix --setting N [--bet C]`';

export interface GnomosParOptions {
  readonly betCents: number;
  /** Operator RTP setting in percent: refused here, see GNOMOS_SETTING_UNAVAILABLE. */
  readonly setting?: number;
}

export function gnomosParModel(options: GnomosParOptions): ParModel {
  const { betCents, setting } = options;
  if (!isLowerBet(betCents)) {
    throw new RangeError(`gnomos-mix bet must be one of ${LOWER_BETS_CENTS.join(', ')} cents, got ${String(betCents)}`);
  }
  if (setting !== undefined) throw new RangeError(GNOMOS_SETTING_UNAVAILABLE);
  const bet: LowerBetCents = betCents;

  return {
    id: 'gnomos-mix',
    name: 'Gnomos Mix Golden Edition — lower game, plain spin',
    stakeUnits: bet,
    unitLabel: 'cent',
    components: [
      { id: 'lower-plain-spin', name: 'Lower game plain-spin cash prizes' },
      { id: 'lower-bonuses', name: `Lower game bonus prizes (1 bonus = ${BONUS_VALUE_CENTS} cents)` },
    ],
    features: [{ id: 'cauldrons', name: 'Cauldrons (3 Window; counted at 0 on the plain-spin sheet)' }],
    hitEvent: 'a spin that pays a cash or bonus prize (3 Window alone is not a hit)',
    assumptions: {
      bet: `${bet} cents`,
      'bonus value': `${BONUS_VALUE_CENTS} cents per bonus`,
      cauldrons: '3 Window valued at 0: the plain spin alone',
      'not on this sheet': 'holds, advances, Extra Spin, ladders, Cauldrons prize, upper game: see --setting N',
      'RTP setting': 'npm run par -- gnomos-mix --setting N (70–95) reports both games at every bet',
    },
    exact: () => gnomosExact(bet),
    playRound(rng: Rng, recorder: RoundRecorder): void {
      const stops = spinLowerReels(new DrawRecorder(rng));
      const outcome = evaluateLowerLine(lowerLineFigures(stops), bet);
      const prize = outcome.prize;
      if (prize !== null) {
        if (prize.cents > 0) recorder.win(GNOMOS_COMPONENT_CASH, prize.cents);
        if (prize.bonuses > 0) recorder.win(GNOMOS_COMPONENT_BONUSES, prize.bonuses * BONUS_VALUE_CENTS);
      }
      if (outcome.feature === 'cauldrons') recorder.feature(GNOMOS_FEATURE_CAULDRONS);
    },
  };
}

/**
 * Exact figures from plainSpinPar's enumeration. Every paytable row pays one fixed amount at a
 * bet, so Σwin², the max win and each row's contribution follow from the row counts exactly.
 */
function gnomosExact(bet: LowerBetCents): ExactResult {
  const par = plainSpinPar(bet);
  if (par.outcomes !== BigInt(LOWER_REEL_TOTAL_WEIGHT) ** 3n) throw new Error('the enumeration must cover 1024³ draws');
  const contributions: Record<string, bigint> = {};
  let sumOfSquares = 0n;
  let maxWin: { units: bigint; outcomes: bigint } | undefined;
  for (const row of LOWER_PAYTABLE) {
    const value = BigInt(prizeCents(row.pays[bet]) + prizeBonuses(row.pays[bet]) * BONUS_VALUE_CENTS);
    const outcomes = par.prizeOutcomes[row.id];
    contributions[row.id] = value * outcomes;
    sumOfSquares += value * value * outcomes;
    if (outcomes === 0n) continue;
    if (maxWin === undefined || value > maxWin.units) maxWin = { units: value, outcomes };
    else if (value === maxWin.units) maxWin = { units: value, outcomes: maxWin.outcomes + outcomes };
  }
  return {
    cycle: par.outcomes,
    stakeUnits: BigInt(bet),
    components: {
      'lower-plain-spin': par.cashCents,
      'lower-bonuses': par.bonuses * BigInt(BONUS_VALUE_CENTS),
    },
    hits: par.hitOutcomes,
    sumOfSquares,
    ...(maxWin === undefined ? {} : { maxWin }),
    contributions,
  };
}
