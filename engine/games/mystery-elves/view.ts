/**
 * What the display shows of Mystery Elves, built from the machine's context alone (live and in
 * recall). Amounts are worked out here for the bet so the renderer only draws. The bet is given
 * in the shared stage's terms: 10 fixed lines at one coin, the line bet as the coin.
 */
import type {
  MysteryElvesBonusView,
  MysteryElvesCardView,
  MysteryElvesFeatureStage,
  MysteryElvesHoldAndWinView,
  MysteryElvesView,
} from '../../../contract/games/mystery-elves';
import type { SlotSpinView, SlotWinView } from '../../../contract/slot-view';
import { halveBanksCents, halveRefusal, type Card, type Gamble } from '../../features/gamble';
import { ELVES_LEVELS, ELVES_LEVEL_TIMES, type ElvesBonus, type ElvesLevel } from './bonus';
import { gambleConfig, isIdle, phaseOf, type ElvesContext, type ElvesFeature, type ElvesLastSpin } from './context';
import { nextFeatureStep } from './feature-round';
import { stakeOf } from './round';
import { ELVES_BUY_PRICE_TIMES, MYSTERY_ELVES_LINES, MYSTERY_ELVES_REELS, mysteryElvesPaytable } from './spin';
import { gambleOffered } from './win-round';

const LINES = 10;
const HOUR_MS = 3_600_000;
const LINES_VIEW = MYSTERY_ELVES_LINES.map((line) => [...line]);
const BASE_REELS = MYSTERY_ELVES_REELS.base.map((strip) => [...strip]);
const IDLE_WINDOW = MYSTERY_ELVES_REELS.base.map((strip) => strip.slice(0, 3));
const NO_BONUSES: readonly null[] = Array.from({ length: 15 }, () => null);

function spinView(last: ElvesLastSpin): SlotSpinView {
  const r = last.result;
  const wins: SlotWinView[] = r.lineWins.map((w) => ({ kind: 'line', line: w.line, cells: w.cells, symbol: w.symbol, count: w.count, multiplier: 1, cents: w.cents }));
  for (const s of r.scatterWins) wins.push({ kind: 'scatter', line: null, cells: s.cells, symbol: s.symbol, count: s.count, multiplier: 1, cents: s.cents });
  return {
    seq: last.seq,
    kind: r.mode === 'buy' ? 'buy' : 'base',
    window: r.window,
    wins,
    totalCents: last.paidCents,
    cutCents: last.cutCents,
    lockedReels: [],
    heldCells: [],
    anticipationReels: [],
    awards: r.triggered ? [{ kind: 'hold-and-win', spins: 3 }] : [],
  };
}

/** A bonus as it lands (before the end): its value, or its function still hidden. */
function landedBonus(bonus: ElvesBonus, betCents: number, isNew: boolean): MysteryElvesBonusView {
  const times = bonus.kind === 'value' ? bonus.times : null;
  return { kind: bonus.kind, times, cents: times === null ? null : times * betCents, level: null, factor: null, freshCents: null, finalCents: null, isNew };
}

/** The part of the feature the screen shows, from the state alone (the last thing that happened in it). */
function featureStage(f: ElvesFeature): MysteryElvesFeatureStage {
  if (f.end) return 'done';
  if (!f.started) return 'intro';
  if (f.factorRevealed) return 'multiplier';
  if (f.levels !== null) return 'mysteries';
  return 'respins';
}

function featureView(c: ElvesContext, f: ElvesFeature): MysteryElvesHoldAndWinView {
  const bet = f.totalBetCents;
  const stage = featureStage(f);
  const grid = f.respins.cells;
  // New: every bonus at the trigger, the last respin's afterwards; none once the reveals begin.
  const lastLanded = stage === 'intro' ? grid.flatMap((b, place) => (b ? [place] : [])) : stage === 'respins' ? f.respins.lastLocked : [];
  const newPlaces = new Set(lastLanded);
  const places = grid.map((bonus, place): MysteryElvesBonusView | null => {
    if (bonus === null) return null;
    const shown = landedBonus(bonus, bet, newPlaces.has(place));
    const level: ElvesLevel | null = f.levels?.[place] ?? null;
    const fresh = f.end?.fresh[place] ?? null;
    return {
      ...shown,
      level,
      factor: bonus.kind === 'multiplier' && f.factorRevealed ? f.factor : null,
      freshCents: fresh === null ? null : fresh * bet,
      finalCents: f.end ? (f.end.placeTimes[place] ?? 0) * bet : null,
    };
  });
  const lockedTimes = grid.reduce((sum, b) => sum + (b?.kind === 'value' ? b.times : 0), 0);
  return {
    seq: c.seq,
    stage,
    bought: f.bought,
    places,
    respinsLeft: f.respins.respinsLeft,
    respinsPlayed: f.respins.spinsPlayed,
    lastLanded,
    factor: f.factorRevealed ? f.factor : null,
    full: f.respins.full,
    lockedCents: lockedTimes * bet,
    totalCents: f.end ? f.end.totalCents : null,
    paidCents: f.end ? f.end.paidCents : null,
  };
}

const cardView = (card: Card): MysteryElvesCardView =>
  card.kind === 'joker' ? { colour: card.colour, suit: 'joker', rank: '' } : { colour: card.colour, suit: card.suit, rank: card.rank };

function gambleView(c: ElvesContext) {
  const g: Gamble | null = c.gamble;
  const config = gambleConfig(c.rules);
  const stake = g ? g.stakeCents : c.pendingWinCents;
  return {
    offered: gambleOffered(c),
    active: g !== null,
    stakeCents: stake,
    toWinCents: stake * 2,
    halveBanksCents: g ? halveBanksCents(g) : Math.floor(stake / 2),
    halveOffered: g !== null && halveRefusal(g) === null,
    bankedCents: g?.bankedCents ?? 0,
    attemptsLeft: Math.max(0, config.maxAttempts - (g?.attempts ?? 0)),
    limitCents: c.rules.gambleLimitCents,
    lastCard: c.lastCard ? { ...cardView(c.lastCard.card), right: c.lastCard.right } : null,
    history: c.gambleHistory.slice(0, 5).map(cardView),
  };
}

export function presentMysteryElves(c: ElvesContext, creditsCents: number): MysteryElvesView {
  const rules = c.rules;
  const total = c.totalBetCents;
  const idle = isIdle(c);
  const last = c.lastSpin;
  const maxBet = Math.max(...rules.totalBetsCents);
  const spinBet = c.feature?.totalBetCents ?? total;
  const buyPrice = stakeOf('buy', total);
  // The Hold and Win stays on screen after its end until the next game; a feature step has the grid.
  const feature = c.feature;
  return {
    game: 'mystery-elves',
    phase: phaseOf(c),
    bet: {
      coinCents: total / LINES,
      coinValuesCents: rules.totalBetsCents.map((t) => t / LINES),
      lines: LINES,
      lineChoices: [LINES],
      coinsPerLine: 1,
      coinChoices: [1],
      totalCents: total,
      allowed: rules.totalBetsCents.includes(total),
      canChange: idle && c.autospin === null,
      isMax: total === maxBet,
    },
    totalBetsCents: rules.totalBetsCents,
    reels: BASE_REELS,
    window: last?.result.window ?? IDLE_WINDOW,
    lastSpin: last ? spinView(last) : null,
    // A trigger's bonuses land new with the spin (the flash); they are the grid's from then on.
    spinBonuses: last ? last.result.bonuses.map((b) => (b ? landedBonus(b, spinBet, nextFeatureStep(c) === 'start') : null)) : NO_BONUSES,
    holdAndWin: feature ? featureView(c, feature) : null,
    jackpots: ELVES_LEVELS.map((level) => ({ level, times: ELVES_LEVEL_TIMES[level], cents: ELVES_LEVEL_TIMES[level] * spinBet })),
    pendingWinCents: c.pendingWinCents,
    // The round's win as it stands: paid, waiting, or on the card screen (staked and banked).
    roundWinCents: c.roundWinCents + c.pendingWinCents + (c.gamble ? c.gamble.stakeCents + c.gamble.bankedCents : 0),
    gamble: gambleView(c),
    buy: { times: ELVES_BUY_PRICE_TIMES, priceCents: buyPrice, offered: idle && rules.buyFeature && c.autospin === null && creditsCents >= buyPrice, enabled: rules.buyFeature },
    autospin: {
      active: c.autospin !== null,
      remaining: c.autospin?.remaining ?? 0,
      total: c.autospin?.total ?? 0,
      stoppedBecause: c.autospinStopped,
      lossLimitCents: c.autospin?.lossLimitCents ?? 0,
      winLimitCents: c.autospin?.winLimitCents ?? null,
      stopOnJackpot: false,
    },
    settleAfterHours: Math.round(rules.settleAfterMs / HOUR_MS),
    settledByTimeout: c.settledByTimeout,
    paytable: mysteryElvesPaytable().map((row) => ({
      symbol: row.symbol,
      kind: row.kind,
      pays: row.pays.map((p) => ({ count: p.count, coins: p.multiplier, cents: row.kind === 'line' ? p.multiplier * (total / LINES) : p.multiplier * total })),
    })),
    lines: LINES_VIEW,
    idle,
  };
}
