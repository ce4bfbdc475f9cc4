/**
 * What the display shows of 40 Mystic Gem, built from the machine's context alone (live and in
 * recall). Amounts are worked out here for the current bet so the renderer only draws. The bet
 * is given in the shared stage's terms: 40 fixed lines at one coin, the line bet as the coin.
 */
import type { MysticGemCardView, MysticGemModeView, MysticGemSuit, MysticGemView } from '../../../contract/games/mystic-gem-40';
import type { SlotSpinView, SlotWinView } from '../../../contract/slot-view';
import type { Card } from '../../features/gamble';
import { gambleRefusal } from '../../features/gamble';
import { MICROS_PER_CENT } from '../../features/jackpot-pool';
import { MYSTIC_GEM_JACKPOT_LEVELS } from './jackpot-cards';
import { freeRound, gambleConfig, isIdle, isRefusal, nextStakeCents, phaseOf, playedBetCents, stakeOf, type MysticGemContext, type MysticGemLastSpin } from './round';
import { MYSTIC_GEM_LINES, MYSTIC_GEM_MODE_SPECS, MYSTIC_GEM_MODES, MYSTIC_GEM_REELS, mysticGemPaytable } from './spin';

const LINES = 40;
const LINES_VIEW = MYSTIC_GEM_LINES.map((line) => [...line]);
const BASE_REELS = MYSTIC_GEM_REELS.base.map((strip) => [...strip]);
const IDLE_WINDOW = MYSTIC_GEM_REELS.base.map((strip) => strip.slice(0, 4));
const PRICE_TIMES: Readonly<Record<string, string>> = { base: '1×', buy1: '4.5×', buy2: '15×', buy3: '71.5×', guaranteed1: '12×', guaranteed2: '25×' };

function spinView(last: MysticGemLastSpin): SlotSpinView {
  const r = last.result;
  const wins: SlotWinView[] = r.lineWins.map((w) => ({ kind: 'line', line: w.line, cells: w.cells, symbol: w.symbol, count: w.count, multiplier: 1, cents: w.cents }));
  for (const s of r.scatterWins) wins.push({ kind: 'scatter', line: null, cells: s.cells, symbol: s.symbol, count: s.count, multiplier: 1, cents: s.cents });
  return {
    seq: last.seq,
    kind: r.mode === 'base' ? 'base' : r.mode,
    window: r.window,
    wins,
    totalCents: last.paidCents,
    cutCents: last.cutCents,
    // A bought WILD reel is not spun: it lands as its WILD.
    lockedReels: r.stops.flatMap((stop, reel) => (stop < 0 ? [reel] : [])),
    heldCells: [],
    anticipationReels: r.anticipationReels,
    awards: [],
  };
}

function cardView(card: Card): MysticGemCardView {
  return card.kind === 'joker' ? { colour: card.colour, suit: 'joker', rank: '' } : { colour: card.colour, suit: card.suit, rank: card.rank };
}

export function presentMysticGem(context: MysticGemContext, poolsMicros: Readonly<Record<string, number>>): MysticGemView {
  const rules = context.rules;
  // During Bonus Spin Mode the bet shown (and the paytable's amounts) is the grant's.
  const free = freeRound(context);
  const total = playedBetCents(context);
  const phase = phaseOf(context);
  const idle = isIdle(context);
  const last = context.lastSpin;
  const stake = nextStakeCents(context);
  const modes: MysticGemModeView[] = MYSTIC_GEM_MODES.map((mode) => {
    const price = stakeOf(rules, mode, total);
    const spec = MYSTIC_GEM_MODE_SPECS[mode];
    return { mode, priceCents: isRefusal(price) || (free && mode !== 'base') ? null : price, priceTimes: PRICE_TIMES[mode] ?? '', wilds: spec.wilds, guaranteed: spec.guaranteed };
  });
  const config = gambleConfig(rules);
  const g = context.gamble;
  const gambleStake = g ? g.stakeCents : context.pendingWinCents;
  const cards = context.cards;
  const suitOf = (level: number | null): MysticGemSuit | null => (level === null ? null : (MYSTIC_GEM_JACKPOT_LEVELS[level]?.suit ?? null));
  const maxBet = Math.max(...rules.totalBetsCents);
  return {
    game: 'mystic-gem-40',
    phase,
    bet: {
      coinCents: total / LINES,
      coinValuesCents: rules.totalBetsCents.map((t) => t / LINES),
      lines: LINES,
      lineChoices: [LINES],
      coinsPerLine: 1,
      coinChoices: [1],
      totalCents: total,
      allowed: rules.totalBetsCents.includes(total),
      canChange: idle && context.autospin === null && free === null,
      isMax: total === maxBet,
    },
    totalBetsCents: rules.totalBetsCents,
    mode: context.mode,
    modes,
    stakeCents: isRefusal(stake) ? total : stake,
    reels: BASE_REELS,
    window: last?.result.window ?? IDLE_WINDOW,
    landed: last?.result.landed ?? IDLE_WINDOW,
    wildReels: last?.result.wildReels ?? [],
    lastSpin: last ? spinView(last) : null,
    pendingWinCents: context.pendingWinCents,
    roundWinCents: context.roundWinCents,
    feature: { active: null, queue: [], played: 0, winCents: 0, waitingForPlay: false },
    gamble: {
      offered: phase === 'won' && context.autospin === null && gambleRefusal(context.pendingWinCents, config) === null,
      active: g !== null,
      stakeCents: gambleStake,
      toWinCents: gambleStake * 2,
      attemptsLeft: Math.max(0, config.maxAttempts - (g?.attempts ?? 0)),
      limitCents: rules.gambleLimitCents,
      history: context.gambleHistory.slice(0, 5).map(cardView),
    },
    jackpotCards: {
      levels: rules.levels.map((level, i) => ({
        id: level.id,
        suit: MYSTIC_GEM_JACKPOT_LEVELS[i]?.suit ?? 'clubs',
        cents: Math.floor((poolsMicros[level.id] ?? level.seedMicros) / MICROS_PER_CENT),
        // Free rounds feed no level and cannot trigger the cards.
        eligible: free === null,
      })),
      pick: cards
        ? {
            cards: cards.state.revealed.map(suitOf),
            picks: cards.state.picks.length,
            winner: suitOf(cards.won?.level ?? null),
            wonCents: cards.won?.cents ?? 0,
          }
        : null,
    },
    autospin: {
      active: context.autospin !== null,
      remaining: context.autospin?.remaining ?? 0,
      total: context.autospin?.total ?? 0,
      stoppedBecause: context.autospinStopped,
      lossLimitCents: context.autospin?.lossLimitCents ?? 0,
      winLimitCents: context.autospin?.winLimitCents ?? null,
      stopOnJackpot: context.autospin?.stopOnJackpot ?? false,
      paused: context.autospin !== null && phase === 'jackpotCards',
    },
    bonusSpins: context.bonusSpins
      ? { granted: context.bonusSpins.granted, remaining: context.bonusSpins.remaining, totalBetCents: context.bonusSpins.totalBetCents, wonCents: context.bonusSpins.wonCents }
      : null,
    paytable: mysticGemPaytable().map((row) => ({
      symbol: row.symbol,
      kind: row.kind,
      pays: row.pays.map((p) => ({ count: p.count, coins: p.multiplier, cents: row.kind === 'line' ? p.multiplier * (total / LINES) : p.multiplier * total })),
    })),
    lines: LINES_VIEW,
    idle,
  };
}
