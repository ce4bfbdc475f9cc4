import type { CauldronsContext } from '../cauldrons/cauldrons-machine';
import { prizeLadderCents, rungCents } from '../ladders/prize-ladder';
import { riskGameAt, type RiskGame, type RiskLadderContext, type RiskLadderOutcome } from '../ladders/risk-ladder-machine';
import type { LowerRoundContext } from './context';
import type { LineOrigin } from './resolve-line';
import { storedContext } from './stored-child';

/**
 * What the cabinet shows of the lower round (it copies these fields into its LowerGameView).
 * Hidden prizes never leave the engine before they are revealed: the Cauldrons' lids show null
 * until one is raised, and the prizes shown before the lids close come in ascending order, which
 * says nothing about which lid holds which.
 */

type Triple<T> = [T, T, T];

export interface LowerRoundPresentation {
  /** 'ready' | 'holdOffered' | 'advancing' | 'cauldrons' | 'ladder'. */
  phase: string;
  betCents: number;
  enabledBets: number[];
  stops: Triple<number>;
  lastSpin: {
    roundId: number;
    stops: Triple<number>;
    creditsBeforeCents: number;
    stakeCents: number;
    winCents: number;
    bonusesWon: number;
    prizeId: string | null;
    origin: LineOrigin;
    held: Triple<boolean>;
  } | null;
  held: Triple<boolean>;
  heldGamePending: boolean;
  advancesLeft: number;
  extraSpin: boolean;
  ladder: {
    game: RiskGame;
    rung: number;
    prizeId: string;
    prizeCents: number;
    ladderCents: number[];
    lastRisk: { won: boolean; from: string } | null;
    autoRisk: boolean;
  } | null;
  ladderEnd: { kind: 'collected' | 'maximum'; cents: number } | { kind: 'bonuses'; fromCents: number; bonuses: number } | { kind: 'nothing'; lostCents: number } | null;
  cauldrons: {
    lids: Triple<number | null>;
    shownCents: Triple<number>;
    highlighted: 0 | 1 | 2;
    picked: 0 | 1 | 2 | null;
  } | null;
  /** The PRIZE indicator: the ladder's prize while it runs, else the cash the round paid. */
  prizeCents: number;
}

function triple<T>(values: readonly T[]): Triple<T> {
  const [a, b, c] = values;
  if (a === undefined || b === undefined || c === undefined) throw new RangeError('three reels');
  return [a, b, c];
}

function presentLadder(context: LowerRoundContext): LowerRoundPresentation['ladder'] {
  const ladder = storedContext<RiskLadderContext>(context.ladder);
  if (ladder === null) return null;
  return {
    game: riskGameAt(ladder.rung),
    rung: ladder.rung,
    prizeId: ladder.prizeId,
    prizeCents: ladder.prizeCents,
    ladderCents: [...prizeLadderCents(ladder.betCents)],
    lastRisk: context.lastRisk === null ? null : { ...context.lastRisk },
    autoRisk: ladder.autoRisk,
  };
}

function presentLadderEnd(end: RiskLadderOutcome | null): LowerRoundPresentation['ladderEnd'] {
  return end === null ? null : { ...end };
}

function presentCauldrons(context: LowerRoundContext): LowerRoundPresentation['cauldrons'] {
  const cauldrons = storedContext<CauldronsContext>(context.cauldrons);
  if (cauldrons === null) return null;
  const cents = cauldrons.prizes.map((rung) => rungCents(cauldrons.betCents, rung));
  const picked = cauldrons.result?.pickedLid ?? null;
  return {
    lids: picked === null ? [null, null, null] : triple(cents),
    shownCents: triple([...cents].sort((a, b) => a - b)),
    highlighted: cauldrons.highlightedLid,
    picked,
  };
}

export function presentLowerRound(snapshot: { value: unknown; context: LowerRoundContext }): LowerRoundPresentation {
  const { context } = snapshot;
  const ladder = presentLadder(context);
  const last = context.lastSpin;
  return {
    phase: typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value),
    betCents: context.betCents,
    enabledBets: [...context.enabledBets],
    stops: triple(context.stops),
    lastSpin:
      last === null
        ? null
        : {
            roundId: last.roundId,
            stops: triple(last.stops),
            creditsBeforeCents: last.creditsBeforeCents,
            stakeCents: last.stakeCents,
            winCents: last.winCents,
            bonusesWon: last.bonusesWon,
            prizeId: last.prizeId,
            origin: last.origin,
            held: triple(last.held),
          },
    held: triple(context.holdGame?.held ?? [false, false, false]),
    heldGamePending: context.holdGame !== null,
    advancesLeft: context.advancesLeft,
    extraSpin: last?.origin === 'extra',
    ladder,
    ladderEnd: presentLadderEnd(context.ladderEnd),
    cauldrons: presentCauldrons(context),
    prizeCents: ladder?.prizeCents ?? context.round?.winCents ?? 0,
  };
}

/** GAME CHANGE may be taken: ready, so no round is open and no held game waits (that is holdOffered). */
export function isLowerRoundIdle(value: unknown): boolean {
  return value === 'ready';
}
