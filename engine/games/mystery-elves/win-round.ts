/**
 * A win waiting for the player, and the card gamble on it. COLLECT (or PLAY) banks the waiting
 * win; GAMBLE puts it on the card screen, where RED or BLACK guesses the colour of the next card
 * (a fair 50/50 through the Rng: the card, a joker included, is only its picture), HALVE banks
 * half rounded down and gambles the rest, and COLLECT banks what stands. Guesses go on the
 * gamble meters (never Coin In); what the gamble banks is paid to the balance when it ends.
 */
import type { RoundStep } from '../../core/round-step';
import type { Rng } from '../../core/rng';
import { collect as gambleCollect, gambleOver, gambleRefusal, guess, halve, halveRefusal, openGamble, type Card, type Gamble, type GambleChoice } from '../../features/gamble';
import { deadlineAfter, gambleConfig, stepOf, withStep, type Balances, type ElvesContext, type Refusal } from './context';
import { endOfRound } from './round';

/** The gamble's rules for this game: the shared card gamble with the rule document's options. */
const elvesGambleConfig = (c: ElvesContext) => ({ ...gambleConfig(c.rules), collectAtLimit: true, halveBanks: 'smaller' as const });

/** COLLECT (or PLAY) with a win waiting, or on the card screen: the win goes to the balance. */
export function collectWin(c: ElvesContext, balances: Balances, label = 'collect'): ElvesContext | Refusal {
  if (c.gamble) {
    const done = gambleCollect(c.gamble);
    return afterGamble(c, balances, done.state, { stakedCents: 0, wonCents: 0, draws: [], card: null }, label);
  }
  if (c.pendingWinCents <= 0) return { refused: 'no win is waiting' };
  const cents = c.pendingWinCents;
  const roundWinCents = c.roundWinCents + cents;
  const step = stepOf(c, label, { cents }, { roundId: c.lastRoundId, moves: [{ kind: 'win', cents }], roundOver: true, roundWon: true });
  return deadlineAfter(endOfRound(withStep(c, step, { pendingWinCents: 0, roundWinCents })), balances.nowMs, label.startsWith('settle'));
}

export function gambleOffered(c: ElvesContext): boolean {
  return c.pendingWinCents > 0 && c.gamble === null && c.autospin === null && gambleRefusal(c.pendingWinCents, elvesGambleConfig(c)) === null;
}

/** GAMBLE: the waiting win goes on the card screen. */
export function startGamble(c: ElvesContext, balances: Balances): ElvesContext | Refusal {
  if (c.gamble) return { refused: 'the gamble is already open' };
  if (c.pendingWinCents <= 0) return { refused: 'no win is waiting' };
  if (c.autospin) return { refused: 'autoplay collects its wins' };
  const refusal = gambleRefusal(c.pendingWinCents, elvesGambleConfig(c));
  if (refusal) return { refused: refusal };
  const gamble = openGamble(c.pendingWinCents, elvesGambleConfig(c), c.gambleHistory);
  const step = stepOf(c, 'gamble-open', { stakeCents: gamble.stakeCents }, { roundId: c.lastRoundId });
  return deadlineAfter(withStep(c, step, { gamble, pendingWinCents: 0, lastCard: null }), balances.nowMs);
}

/** RED or BLACK. */
export function gambleGuess(rng: Rng, c: ElvesContext, balances: Balances, choice: GambleChoice): ElvesContext | Refusal {
  if (!c.gamble) return { refused: 'the gamble is not open' };
  const done = guess(c.gamble, choice, rng);
  return afterGamble(c, balances, done.state, done, `gamble-${choice}`);
}

/** HALVE: half (rounded down) is banked, the rest stays on the card screen. */
export function gambleHalve(c: ElvesContext, balances: Balances): ElvesContext | Refusal {
  if (!c.gamble) return { refused: 'the gamble is not open' };
  const refusal = halveRefusal(c.gamble);
  if (refusal) return { refused: refusal };
  const done = halve(c.gamble);
  return afterGamble(c, balances, done.state, { stakedCents: 0, wonCents: 0, draws: [], card: null, halvedCents: done.bankedCents }, 'gamble-halve');
}

/** After a gamble press: the guess's risk on the gamble meters; when it ends, what it banked is paid. */
function afterGamble(
  c: ElvesContext,
  balances: Balances,
  state: Gamble,
  done: { stakedCents: number; wonCents: number; draws: readonly unknown[]; card: Card | null; halvedCents?: number },
  label: string,
): ElvesContext {
  const over = gambleOver(state);
  const banked = over ? state.bankedCents : 0;
  const roundWinCents = c.roundWinCents + banked;
  const step: RoundStep = {
    seq: c.seq + 1,
    roundId: c.lastRoundId,
    label,
    moves: banked > 0 ? [{ kind: 'win', cents: banked }] : [],
    draws: done.draws as RoundStep['draws'],
    roundOver: over,
    ...(over ? { roundWon: roundWinCents > 0 } : {}),
    ...(done.stakedCents > 0 ? { risk: { stakedCents: done.stakedCents, wonCents: done.wonCents } } : {}),
    detail: {
      card: done.card,
      stakeCents: state.stakeCents,
      bankedSoFarCents: state.bankedCents,
      ...(done.halvedCents !== undefined ? { halvedCents: done.halvedCents } : {}),
      attempts: state.attempts,
      end: state.end,
      paidCents: banked,
    },
  };
  const next = withStep(c, step, { gamble: over ? null : state, gambleHistory: state.history, roundWinCents, ...(done.card ? { lastCard: { card: done.card, right: done.wonCents > 0 } } : {}) });
  return deadlineAfter(over ? endOfRound(next) : next, balances.nowMs, label.startsWith('settle'));
}
