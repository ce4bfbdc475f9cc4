/**
 * 40 Mystic Gem as a PAR model at a 0.40 € total bet (line bet 1 cent, so a win unit is a cent).
 * Every bet mode is a model of its own, chosen by its stake at that bet (`--bet`): 40 base,
 * 180 buy1, 600 buy2, 2860 buy3, 480 guaranteed1, 1000 guaranteed2. Exact: every component
 * (par/exact.ts); Monte Carlo: par/fast-sim.ts. The report of every mode (par/report.ts) is the
 * PAR registry's `report` (engine/par/models.ts): `npm run par -- mystic-gem-40` prints it after the sheet.
 */
import type { Rng } from '../../../core/rng';
import type { ExactResult, ParModel, ParPart, RoundRecorder } from '../../../par/par-model';
import { MYSTIC_GEM_MATHS, MYSTIC_GEM_MODE_SPECS, MYSTIC_GEM_MODES, stakeCents, type MysticGemMode } from '../maths';
import { baseExact, modeExact, type BaseExact, type ModeExact } from './exact';
import { MysticGemSimulator } from './fast-sim';
import { lcm } from '../../../core/rational';

export const MYSTIC_GEM_PAR_ID = 'mystic-gem-40';
export const MYSTIC_GEM_PAR_TOTAL_BET_CENTS = 40;
const LINE_BET_CENTS = 1;

/** The stake of each mode at the PAR's total bet, in MYSTIC_GEM_MODES order: the PAR tool's bets. */
export const MYSTIC_GEM_PAR_STAKES_CENTS: readonly number[] = Object.freeze(MYSTIC_GEM_MODES.map((m) => stakeCents(m, MYSTIC_GEM_PAR_TOTAL_BET_CENTS) as number));

export function mysticGemModeOfStake(cents: number): MysticGemMode | null {
  const i = MYSTIC_GEM_PAR_STAKES_CENTS.indexOf(cents);
  return i < 0 ? null : (MYSTIC_GEM_MODES[i] as MysticGemMode);
}

let cachedBase: BaseExact | null = null;
const cachedModes = new Map<MysticGemMode, ModeExact>();
/** The exact figures of the game's own maths (computed once: well under a second). */
export function mysticGemBaseExact(): BaseExact {
  cachedBase ??= baseExact(MYSTIC_GEM_MATHS);
  return cachedBase;
}
export function mysticGemModeExact(mode: MysticGemMode): ModeExact {
  let e = cachedModes.get(mode);
  if (e === undefined) {
    e = modeExact(MYSTIC_GEM_MATHS, mode);
    cachedModes.set(mode, e);
  }
  return e;
}

const reelList = (reels: readonly number[]): string => reels.map((k) => k + 1).join('+');

function baseExactResult(): ExactResult {
  const b = mysticGemBaseExact();
  const contributions: Record<string, bigint> = {};
  for (const [key, v] of Object.entries(b.lines.byEntry)) contributions[key] = v * BigInt(LINE_BET_CENTS);
  for (const [key, v] of Object.entries(b.scatterByEntry)) contributions[key] = v * BigInt(MYSTIC_GEM_PAR_TOTAL_BET_CENTS);
  return {
    cycle: b.cycle,
    stakeUnits: BigInt(MYSTIC_GEM_PAR_TOTAL_BET_CENTS),
    components: {
      lines: b.lines.total * BigInt(LINE_BET_CENTS),
      gem: b.gem * BigInt(MYSTIC_GEM_PAR_TOTAL_BET_CENTS),
      star: b.star * BigInt(MYSTIC_GEM_PAR_TOTAL_BET_CENTS),
    },
    hits: b.hits,
    contributions,
  };
}

/**
 * A bought mode over one common denominator: placement p is 1 game in n; a BUY game is a stop
 * combination of the free reels, a GUARANTEED game a combination where a line pays.
 */
function boughtExactResult(mode: MysticGemMode, stake: number): ExactResult {
  const e = mysticGemModeExact(mode);
  const n = BigInt(e.placements.length);
  const guaranteed = MYSTIC_GEM_MODE_SPECS[mode].guaranteed;
  const games = e.placements.map((p) => n * (guaranteed ? p.lineHits : p.cycle));
  const cycle = games.reduce(lcm, 1n);
  const components: Record<string, bigint> = {};
  let hits = 0n;
  e.placements.forEach((p, i) => {
    const scale = cycle / (games[i] as bigint);
    components[`wild-${reelList(p.wildReels)}`] = p.lineWin * BigInt(LINE_BET_CENTS) * scale;
    hits += p.lineHits * scale;
  });
  return { cycle, stakeUnits: BigInt(stake), components, hits };
}

export function mysticGemParModel(options: { readonly betCents: number }): ParModel {
  const mode = mysticGemModeOfStake(options.betCents);
  if (mode === null) throw new RangeError(`no 40 Mystic Gem PAR stake of ${options.betCents} cents (stakes: ${MYSTIC_GEM_PAR_STAKES_CENTS.join(', ')})`);
  const spec = MYSTIC_GEM_MODE_SPECS[mode];
  const modeIndex = MysticGemSimulator.modeIndex(mode);
  let sim: MysticGemSimulator | null = null;
  const total = MYSTIC_GEM_PAR_TOTAL_BET_CENTS;

  let components: ParPart[];
  let features: ParPart[];
  let playRound: (rng: Rng, recorder: RoundRecorder) => void;
  if (mode === 'base') {
    components = [
      { id: 'lines', name: 'Line wins (after expansion)' },
      { id: 'gem', name: 'GEM scatter pays (3, 4, 5)' },
      { id: 'star', name: 'STAR scatter pays (3)' },
    ];
    features = [{ id: 'expanding-wild', name: 'Game showing an expanded WILD' }];
    playRound = (rng, recorder) => {
      sim ??= new MysticGemSimulator(MYSTIC_GEM_MATHS);
      sim.play(rng, modeIndex);
      if (sim.wildReelCount > 0) recorder.feature(0);
      if (sim.lineMultiples > 0) recorder.win(0, sim.lineMultiples * LINE_BET_CENTS);
      const gem = MYSTIC_GEM_MATHS.gemPays[Math.min(sim.gemCount, MYSTIC_GEM_MATHS.gemPays.length - 1)] ?? 0;
      const star = MYSTIC_GEM_MATHS.starPays[Math.min(sim.starCount, MYSTIC_GEM_MATHS.starPays.length - 1)] ?? 0;
      if (gem > 0) recorder.win(1, gem * total);
      if (star > 0) recorder.win(2, star * total);
    };
  } else {
    const share = spec.placements.length === 1 ? 'every game' : `1 game in ${spec.placements.length}`;
    components = spec.placements.map((p) => ({ id: `wild-${reelList(p)}`, name: `Line wins, WILD on reel${p.length > 1 ? 's' : ''} ${reelList(p)} (${share})` }));
    features = spec.placements.map((p) => ({ id: `wild-${reelList(p)}`, name: `WILD on reel${p.length > 1 ? 's' : ''} ${reelList(p)}` }));
    if (spec.guaranteed) features.push({ id: 'redrawn', name: 'Free reels drawn more than once' });
    const redrawn = spec.placements.length;
    playRound = (rng, recorder) => {
      sim ??= new MysticGemSimulator(MYSTIC_GEM_MATHS);
      sim.play(rng, modeIndex);
      recorder.feature(sim.placement);
      if (sim.draws > 1) recorder.feature(redrawn);
      if (sim.lineMultiples > 0) recorder.win(sim.placement, sim.lineMultiples * LINE_BET_CENTS);
    };
  }

  const stake = options.betCents;
  const model: ParModel = {
    id: MYSTIC_GEM_PAR_ID,
    name: '40 Mystic Gem',
    stakeUnits: stake,
    unitLabel: 'cent',
    components,
    features,
    hitEvent: spec.guaranteed ? 'a game that pays (every GUARANTEED game pays a line)' : 'a game that pays anything (a line or a scatter)',
    get assumptions(): Readonly<Record<string, string>> {
      const head: Record<string, string> = {
        mode: `${mode} — ${modeLine(mode)}`,
        bet: `total bet 0.40 € (line bet 1 cent); stake ${stake} cents; prizes at the total bet`,
        'exact cycle': mode === 'base' ? 'every stop combination of the five base strips' : 'the common denominator of the placements\' exact fractions (not a count of stop combinations)',
        'other modes': `--bet ${MYSTIC_GEM_PAR_STAKES_CENTS.map((c, i) => `${c} (${MYSTIC_GEM_MODES[i]})`).join(', ')}`,
      };
      return head;
    },
    exact: () => (mode === 'base' ? baseExactResult() : boughtExactResult(mode, stake)),
    playRound,
  };
  return model;
}

function modeLine(mode: MysticGemMode): string {
  const spec = MYSTIC_GEM_MODE_SPECS[mode];
  const price = `${spec.price.num / spec.price.den}× total bet`;
  if (mode === 'base') return 'the base game, 1× total bet';
  const wilds = `${spec.wilds} expanding WILD${spec.wilds > 1 ? 's' : ''}`;
  return spec.guaranteed ? `GUARANTEED PRIZES, ${wilds} and at least one winning line, ${price}` : `BUY BONUS, ${wilds}, ${price}`;
}
export { modeLine as mysticGemModeLine };
