/**
 * Mona Lisa Jewels as a PAR model at 25 lines and a 1-cent coin (so a win unit is a coin and a
 * cent): 1 coin a line (stake 25, "below max bet"; every line count has the same return, see
 * par/report.ts) or 10 coins a line (stake 250, max bet, the progressive at its seed replacing
 * the 5-JACKPOT prize). Exact: every component (par/exact.ts). Monte Carlo: par/fast-sim.ts.
 */
import type { Rng } from '../../../core/rng';
import type { ExactResult, ParModel, RoundRecorder } from '../../../par/par-model';
import { MONA_LISA_MAX_COINS, MONA_LISA_MAX_LINES } from '../../../../contract/games/mona-lisa-jewels';
import { isMaxBet, MONA_LISA_MATHS, progressiveSeedCoins, type MonaLisaMaths } from '../maths';
import { monaLisaExact, monaLisaReturn, type MonaLisaExact, type MonaLisaReturn } from './exact';
import { MonaLisaSimulator, SPIN_BASE, SPIN_FREE, SPIN_JEWEL } from './fast-sim';
import { mul, q, type Q } from '../../../core/rational';

export const MONA_LISA_PAR_ID = 'mona-lisa-jewels';
/** PAR bets in cents at the 1-cent coin: 25 lines × 1 coin, and max bet (25 lines × 10 coins). */
export const MONA_LISA_PAR_BETS_CENTS: readonly number[] = [MONA_LISA_MAX_LINES, MONA_LISA_MAX_LINES * MONA_LISA_MAX_COINS];

const COMPONENTS = [
  { id: 'base-lines', name: 'Base game line wins' },
  { id: 'scatter', name: 'Base game scatter pays' },
  { id: 'free-spins', name: 'Normal free spins (their line and scatter wins)' },
  { id: 'jewel-spins', name: 'Jewel spins (their line and scatter wins)' },
  { id: 'progressive', name: 'Progressive at its seed (max bet)' },
] as const;
const [BASE_LINES, SCATTER_WINS, FREE_WINS, JEWEL_WINS, PROGRESSIVE] = [0, 1, 2, 3, 4];
const FEATURES = [
  { id: 'jewel-spins', name: 'Jewel spins' },
  { id: 'free-spins', name: 'Normal free spins' },
  { id: 'progressive', name: 'Progressive won' },
] as const;
const [JEWEL_FEATURE, FREE_FEATURE, PROGRESSIVE_FEATURE] = [0, 1, 2];

let cachedExact: MonaLisaExact | null = null;
/** The exact per-spin figures of the game's own maths (computed once: about 50 ms). */
export function monaLisaGameExact(): MonaLisaExact {
  cachedExact ??= monaLisaExact(MONA_LISA_MATHS);
  return cachedExact;
}

/** The return at `lines` lines and `coins` a line, at the progressive's seed when at max bet. */
export function monaLisaReturnAt(lines: number, coins: number, maths: MonaLisaMaths = MONA_LISA_MATHS): MonaLisaReturn {
  const exact = maths === MONA_LISA_MATHS ? monaLisaGameExact() : monaLisaExact(maths);
  return monaLisaReturn(exact, maths, lines, isMaxBet(lines, coins) ? progressiveSeedCoins() / coins : null);
}

function lcm(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return (a / x) * b;
}

/** Fractions over one common denominator, as ExactResult wants them. */
function overCommon(values: readonly Q[]): { cycle: bigint; numerators: bigint[] } {
  const cycle = values.reduce((d, v) => lcm(d, v.d), 1n);
  return { cycle, numerators: values.map((v) => (v.n * cycle) / v.d) };
}

export function monaLisaParModel(options: { readonly betCents: number }): ParModel {
  const lines = MONA_LISA_MAX_LINES;
  const coins = options.betCents / lines;
  if (!Number.isSafeInteger(coins) || coins < 1 || coins > MONA_LISA_MAX_COINS) throw new RangeError(`no Mona Lisa PAR bet of ${options.betCents} cents`);
  const maxBet = isMaxBet(lines, coins);
  const jackpotCoins = progressiveSeedCoins();
  const sim = new MonaLisaSimulator(MONA_LISA_MATHS);
  const scatterPerMultiple = lines * coins;
  const components = maxBet ? COMPONENTS : COMPONENTS.slice(0, PROGRESSIVE);
  const features = maxBet ? FEATURES : FEATURES.slice(0, PROGRESSIVE_FEATURE);

  const playRound = (rng: Rng, recorder: RoundRecorder): void => {
    sim.spin(rng, SPIN_BASE, lines, maxBet);
    if (sim.lineCoins > 0) recorder.win(BASE_LINES, sim.lineCoins * coins);
    const scatter = sim.scatterMultiple();
    if (scatter > 0) recorder.win(SCATTER_WINS, scatter * scatterPerMultiple);
    if (sim.progressiveLine >= 0) {
      recorder.feature(PROGRESSIVE_FEATURE);
      recorder.win(PROGRESSIVE, jackpotCoins);
    }
    let jewelLeft = sim.jewelAward;
    let freeLeft = sim.freeAward;
    // Jewel spins always before the normal free spins left; both nest without limit.
    while (jewelLeft + freeLeft > 0) {
      const jewel = jewelLeft > 0;
      if (jewel) {
        jewelLeft -= 1;
        recorder.feature(JEWEL_FEATURE);
        sim.spin(rng, SPIN_JEWEL, lines, maxBet);
      } else {
        freeLeft -= 1;
        recorder.feature(FREE_FEATURE);
        sim.spin(rng, SPIN_FREE, lines, maxBet);
        jewelLeft += sim.jewelAward;
        if (sim.progressiveLine >= 0) {
          recorder.feature(PROGRESSIVE_FEATURE);
          recorder.win(PROGRESSIVE, jackpotCoins);
        }
      }
      freeLeft += sim.freeAward;
      const won = sim.lineCoins * coins + sim.scatterMultiple() * scatterPerMultiple;
      if (won > 0) recorder.win(jewel ? JEWEL_WINS : FREE_WINS, won);
    }
  };

  const exact = (): ExactResult => {
    const r = monaLisaReturnAt(lines, coins);
    const parts = [r.baseLines, r.scatter, r.freeSpins, r.jewelSpins, r.progressive].map((v) => mul(v, q(coins)));
    const { cycle, numerators } = overCommon(parts);
    const byId: Record<string, bigint> = {};
    components.forEach((c, i) => (byId[c.id] = numerators[i] as bigint));
    return { cycle, stakeUnits: BigInt(options.betCents), components: byId };
  };

  return {
    id: MONA_LISA_PAR_ID,
    name: 'Mona Lisa Jewels',
    stakeUnits: options.betCents,
    unitLabel: 'cent',
    components,
    features,
    hitEvent: 'a paid round that pays anything (its base spin or the features it starts)',
    assumptions: {
      bet: `${lines} lines × ${coins} coin${coins === 1 ? '' : 's'} at a 1-cent coin${maxBet ? ' (max bet)' : ''}`,
      progressive: maxBet
        ? `at its seed, ${jackpotCoins.toLocaleString('en')} coins (500,000 € at the 10 € coin), replacing the 5-JACKPOT prize; the 0.5 % contribution is on top`
        : 'not in play below max bet: 5 JACKPOT pays the paytable',
      'exact cycle': 'the common denominator of the exact fractions (not a count of stop combinations)',
    },
    exact,
    playRound,
  };
}
