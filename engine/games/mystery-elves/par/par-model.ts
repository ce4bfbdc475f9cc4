/**
 * Mystery Elves as a PAR model at a 0.10 € total bet (line bet 1 cent, so a win unit is a cent).
 * Each bet mode is a model of its own, chosen by its stake at that bet (`--bet`): 10 the base
 * game (with the Hold and Win it triggers), 700 the 70× buy. Exact: every component
 * (par/exact.ts: the spin enumerated, the Hold and Win as an absorbing chain); Monte Carlo:
 * par/fast-sim.ts, which a test holds equal to the cabinet's spin.ts and hold-and-win.ts. The
 * report (par/report.ts) is the registry's `report`: `npm run par -- mystery-elves` prints it
 * after the sheet.
 */
import { mul, q, type Q } from '../../../core/rational';
import type { Rng } from '../../../core/rng';
import type { ExactResult, ParModel, ParPart, RoundRecorder } from '../../../par/par-model';
import { ELVES_LEVELS } from '../bonus';
import { ELVES_BUY_PRICE_TIMES, ELVES_MATHS, ELVES_MODES, type ElvesMode } from '../maths';
import { allModesExact, type ModeExact } from './exact';
import { ElvesSimulator } from './fast-sim';

export const MYSTERY_ELVES_PAR_ID = 'mystery-elves';
export const MYSTERY_ELVES_PAR_TOTAL_BET_CENTS = 10;
/** Cents per total-bet multiple, and per line bet, at the PAR's total bet. */
const BET = MYSTERY_ELVES_PAR_TOTAL_BET_CENTS;
const LINE_BET = BET / 10;

/** The stake of each mode at the PAR's total bet, in ELVES_MODES order: the PAR tool's bets. */
export const MYSTERY_ELVES_PAR_STAKES_CENTS: readonly number[] = Object.freeze(ELVES_MODES.map((m) => (m === 'base' ? BET : BET * ELVES_BUY_PRICE_TIMES)));

export function elvesModeOfStake(cents: number): ElvesMode | null {
  const i = MYSTERY_ELVES_PAR_STAKES_CENTS.indexOf(cents);
  return i < 0 ? null : (ELVES_MODES[i] as ElvesMode);
}

let cached: Record<ElvesMode, ModeExact> | null = null;
/** The exact figures of both modes (computed once: a few seconds, the base spin's enumeration most of it). */
export function mysteryElvesExact(): Record<ElvesMode, ModeExact> {
  cached ??= allModesExact(ELVES_MATHS);
  return cached;
}

const COMPONENTS: readonly ParPart[] = [
  { id: 'lines', name: 'Line wins of the paid spin' },
  { id: 'scatter', name: 'SCATTER pays of the paid spin' },
  { id: 'hw-values', name: 'Hold and Win: value bonuses as landed' },
  { id: 'hw-levels', name: 'Hold and Win: Mystery levels as revealed (MINI … GRAND)' },
  { id: 'hw-multiplier', name: 'Hold and Win: what the Multiplying factor adds' },
  { id: 'hw-fresh', name: 'Hold and Win: fresh values of the Mystery and Multiplying places' },
  { id: 'hw-full', name: "Hold and Win: what the full grid's ×2 adds" },
];
const [LINES, SCATTER_PAYS, VALUES, LEVELS, MULTIPLIER, FRESH, FULL] = [0, 1, 2, 3, 4, 5, 6];

const BASE_FEATURES: readonly ParPart[] = [
  { id: 'hold-and-win', name: 'Hold and Win (6+ BONUS)' },
  { id: 'full-grid', name: 'Full grid (all 15 places, ×2)' },
  { id: 'multiplying', name: 'Multiplying bonus on the final grid' },
  ...ELVES_LEVELS.map((l) => ({ id: l.toLowerCase(), name: `${l} revealed (at least one)` })),
];
const FEATURE = { hold: 0, full: 1, multiplying: 2, firstLevel: 3 };

/** The components of a mode's exact figures, × the total bet per game, in COMPONENTS order. */
export function exactParts(e: ModeExact): Q[] {
  return [e.lines, e.scatter, e.holdValues, e.holdLevels, e.holdMultiplier, e.holdFresh, e.holdFull];
}

/**
 * The exact fractions carry denominators of hundreds of digits (powers of the cell reel's 18
 * stops and of the weight tables' totals). The generic sheet turns its ratios into doubles, so
 * it is given them over 10^30: every part, P(a game pays) and E[win²] rounded to the nearest
 * 10^-30 of a game (far below the 4 decimals printed; the report prints the unrounded return).
 */
export const SHEET_CYCLE = 10n ** 30n;

function overSheetCycle(x: Q): bigint {
  const scaled = x.n * SHEET_CYCLE;
  // Round half up (every figure here is ≥ 0).
  return (2n * scaled + x.d) / (2n * x.d);
}

/** A mode's exact figures for the sheet: every part in cents per game, P(a game pays), E[win²] in cents². */
export function exactResult(e: ModeExact, stake: number): ExactResult {
  const cents = (x: Q): Q => mul(x, q(BET));
  const components: Record<string, bigint> = {};
  exactParts(e).forEach((x, i) => (components[(COMPONENTS[i] as ParPart).id] = overSheetCycle(cents(x))));
  // Line wins by paytable entry over every spin of the base game (the buy's spin is conditioned on 6+ BONUS: its lines are one part).
  const contributions: Record<string, bigint> = {};
  for (const [key, v] of Object.entries(e.spin.byEntry)) contributions[key] = overSheetCycle(q(v * BigInt(LINE_BET), e.spin.cycle));
  return {
    cycle: SHEET_CYCLE,
    stakeUnits: BigInt(stake),
    components,
    hits: overSheetCycle(e.hit),
    sumOfSquares: overSheetCycle(mul(e.square, q(BET * BET))),
    ...(e.mode === 'base' ? { contributions } : {}),
  };
}

export function mysteryElvesParModel(options: { readonly betCents: number }): ParModel {
  const mode = elvesModeOfStake(options.betCents);
  if (mode === null) throw new RangeError(`no Mystery Elves PAR stake of ${options.betCents} cents (stakes: ${MYSTERY_ELVES_PAR_STAKES_CENTS.join(', ')})`);
  const modeIndex = ElvesSimulator.modeIndex(mode);
  const features = mode === 'base' ? BASE_FEATURES : [...BASE_FEATURES, { id: 'redrawn', name: 'Stops drawn more than once (until 6+ BONUS)' }];
  const redrawn = BASE_FEATURES.length;
  let sim: ElvesSimulator | null = null;

  const playRound = (rng: Rng, recorder: RoundRecorder): void => {
    sim ??= new ElvesSimulator(ELVES_MATHS);
    sim.play(rng, modeIndex);
    if (sim.spinDraws > 1) recorder.feature(redrawn);
    if (sim.lineMultiples > 0) recorder.win(LINES, sim.lineMultiples * LINE_BET);
    if (sim.scatterMultiples > 0) recorder.win(SCATTER_PAYS, sim.scatterMultiples * BET);
    if (!sim.triggered) return;
    recorder.feature(FEATURE.hold);
    if (sim.full) recorder.feature(FEATURE.full);
    if (sim.factor > 0) recorder.feature(FEATURE.multiplying);
    for (let l = 0; l < sim.levelCounts.length; l += 1) if ((sim.levelCounts[l] as number) > 0) recorder.feature(FEATURE.firstLevel + l);
    recorder.win(VALUES, sim.values * BET);
    if (sim.levels > 0) recorder.win(LEVELS, sim.levels * BET);
    if (sim.multiplierEffect > 0) recorder.win(MULTIPLIER, sim.multiplierEffect * BET);
    if (sim.fresh > 0) recorder.win(FRESH, sim.fresh * BET);
    if (sim.fullExtra > 0) recorder.win(FULL, sim.fullExtra * BET);
  };

  const stake = options.betCents;
  return {
    id: MYSTERY_ELVES_PAR_ID,
    name: 'Mystery Elves',
    stakeUnits: stake,
    unitLabel: 'cent',
    components: COMPONENTS,
    features,
    hitEvent: mode === 'base' ? 'a game that pays anything (a line, a SCATTER or a Hold and Win, which always pays)' : 'a bought game (every one plays the Hold and Win, which always pays)',
    assumptions: {
      mode: mode === 'base' ? 'the base game, 1× total bet, with the Hold and Win it triggers (6+ BONUS)' : `the buy, ${ELVES_BUY_PRICE_TIMES}× total bet: a spin of the BUY strips drawn until 6+ BONUS, its wins, then the Hold and Win`,
      bet: `total bet 0.10 € (line bet 1 cent); stake ${stake} cents; prizes at the total bet`,
      'exact cycle': '10^30: the exact fractions (hundreds of digits) rounded to 30 decimals for this sheet; the report after it prints the exact return unrounded',
      'other modes': `--bet ${MYSTERY_ELVES_PAR_STAKES_CENTS.map((c, i) => `${c} (${ELVES_MODES[i]})`).join(', ')}`,
    },
    exact: () => exactResult(mysteryElvesExact()[mode], stake),
    playRound,
  };
}

