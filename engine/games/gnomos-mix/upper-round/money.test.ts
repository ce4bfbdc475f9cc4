import { drawInt, type Rng } from '../../../core/rng';
import type { MoneyMove, RoundStep } from '../../../core/round-step';
import { Xoshiro128 } from '../../../core/xoshiro128';
import type { MinigameCommonContext } from '../minigames/common';
import { tuningForLevel } from '../tuning/level-table';
import type { GnomosLevelTuning } from '../tuning/gnomos-tuning';
import { upperBet } from '../upper/bets';
import type { DoubleOrBonusesContext } from '../upper/double-or-bonuses-steps';
import { createUpperRoundMachine, type UpperRoundEvent } from './machine';
import { ALL_MINIGAMES_EQUALLY, GOLDEN_GNOME_STOPS, PresetRng, RoundDriver, Wallet, minigameTuning, roundInput, startDriver, stopWords, stopsWhere, storedChild } from './testing';

/**
 * The money of many seeded rounds, played by a player pressing any button the round takes:
 * every move is accounted for by what the minigames and Double-or-Bonuses say they paid, a
 * minigame's cash is paid once (through Double-or-Bonuses), stakes are taken only by spins,
 * no round pays more cash than its bet's maximum, and every round ends exactly once.
 */

const MINIGAME_LINES = stopsWhere('1+5', (o) => o.minigameTriggers.length > 0);

type Policy = 'any-button' | 'bank-all';

interface Session {
  readonly driver: RoundDriver;
  readonly wallet: Wallet;
  readonly policy: Policy;
  /** Per round: what the children said they paid, to check the moves against. */
  readonly ledger: { cents: number; bonuses: number; stakeCents: number; stakeBonuses: number };
}

/** The buttons a player might press inside a round (refused ones are skipped). */
function roundButtons(wallet: Wallet): UpperRoundEvent[] {
  return [
    wallet.play(),
    wallet.autoStep(),
    { type: 'COLLECT' },
    { type: 'COLLECT_ALL' },
    { type: 'HOLD', reel: 1 },
    { type: 'PICK', index: 2 },
    { type: 'PICK', index: 7 },
    { type: 'AUTO_SET', autoPlay: true, autoRisk: true },
    { type: 'AUTO_SET', autoPlay: false, autoRisk: false },
  ];
}

/** What is wrong with a finished round's steps, as readable lines (checked once per session: fast, and every fault shown). */
function checkRound(session: Session, roundId: number, steps: readonly RoundStep[]): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string): void => {
    if (!ok) problems.push(`round ${roundId}: ${what}`);
  };
  const context = session.driver.context;
  const bet = upperBet(context.betId);
  const own = steps.filter((s) => s.roundId === roundId);
  const first = own[0] as RoundStep;
  const last = own[own.length - 1] as RoundStep;
  const isStake = (m: MoneyMove): boolean => m.kind === 'stake' || m.kind === 'bonus-stake';

  // the round starts with its spin and ends once, with its last step
  check(first.label.startsWith('upper-spin'), `starts with ${first.label}`);
  check(own.filter((s) => s.roundOver).length === 1 && last.roundOver, 'does not end exactly once, at its last step');
  // stakes only on the spin: the bet's cash and bonuses, once each
  check(own.slice(1).every((s) => !s.moves.some(isStake)), 'a stake after the spin');
  check(
    JSON.stringify(first.moves.filter(isStake)) === JSON.stringify([{ kind: 'stake', cents: bet.cashCents }, { kind: 'bonus-stake', bonuses: bet.bonuses }]),
    `spin stakes ${JSON.stringify(first.moves)}`,
  );

  const moves = own.flatMap((s) => s.moves);
  const cash = moves.reduce((sum, m) => sum + (m.kind === 'win' ? m.cents : 0), 0);
  const bonuses = moves.reduce((sum, m) => sum + (m.kind === 'bonus-win' ? m.bonuses : 0), 0);
  check(cash <= bet.maxPrizeCents, `paid ${cash} above the maximum ${bet.maxPrizeCents}`);
  check(last.roundWon === (cash > 0 || bonuses > 0), `roundWon ${String(last.roundWon)} with ${cash} cents and ${bonuses} bonuses`);

  const spin = context.lastSpin;
  check(spin?.roundId === roundId, 'the last spin is another round\'s');
  const minigame = context.minigame === null ? null : storedChild<MinigameCommonContext>(context.minigame.snapshot).context;
  const dob = context.doubleOrBonuses === null ? null : storedChild<DoubleOrBonusesContext>(context.doubleOrBonuses.snapshot).context;
  const prize = minigame?.result?.cents ?? spin?.totalCents ?? 0;
  // the prize went to Double-or-Bonuses once, and the moves are what it says it paid
  if (prize === 0) check(dob === null, 'Double-or-Bonuses without a prize');
  else check(dob?.prizeCents === prize && dob.endReason !== null, `Double-or-Bonuses played ${String(dob?.prizeCents)} for a prize of ${prize}`);
  check(cash === (dob?.bankedCents ?? 0), `cash moves ${cash} but Double-or-Bonuses banked ${String(dob?.bankedCents)}`);
  const childBonuses = (dob?.bonusesWon ?? 0) + (minigame?.result?.bonuses ?? 0);
  check(bonuses === childBonuses, `bonus moves ${bonuses} but the children paid ${childBonuses}`);
  // Double-or-Bonuses saw the player's bonus balance as the cabinet keeps it
  if (dob !== null) check(dob.bonusesHeld === session.wallet.bonuses, `Double-or-Bonuses holds ${dob.bonusesHeld}, the wallet ${session.wallet.bonuses}`);
  if (minigame !== null && session.policy === 'bank-all') check(cash === minigame.result?.cents, `minigame won ${String(minigame.result?.cents)}, paid ${cash}`);

  session.ledger.cents += dob?.bankedCents ?? 0;
  session.ledger.bonuses += childBonuses;
  session.ledger.stakeCents += bet.cashCents;
  session.ledger.stakeBonuses += bet.bonuses;
  return problems;
}

/**
 * Plays `rounds` rounds, the bonus balance kept around `bonuses`. One round in three is forced onto a minigame line and one in forty onto
 * the maximum prize (the reels' own odds would give few); the rest spin freely.
 */
function playSession(seed: number, tuning: (level: number) => GnomosLevelTuning, bonuses: number, rounds: number, policy: Policy): Session {
  const inner = new Xoshiro128(seed);
  const rng = new PresetRng([], inner);
  const chooser: Rng = new Xoshiro128(seed + 1);
  const driver = startDriver(createUpperRoundMachine(rng, tuning), roundInput('0.20+1', { seq: 500, lastRoundId: 70 }));
  const startCredits = 1_000_000_00;
  const wallet = new Wallet(startCredits, bonuses);
  const session: Session = { driver, wallet, policy, ledger: { cents: 0, bonuses: 0, stakeCents: 0, stakeBonuses: 0 } };
  let deposited = 0;
  const commit = (event: UpperRoundEvent): void => wallet.apply(driver.send(event));
  const problems: string[] = [];
  for (let n = 0; n < rounds; n += 1) {
    if (drawInt(chooser, 4) === 0) commit({ type: 'BET_NEXT' });
    // the big bets eat bonuses: the player wins more in the lower game (a deposit here)
    if (wallet.bonuses < bonuses - 250) {
      deposited += bonuses - wallet.bonuses;
      wallet.bonuses = bonuses;
    }
    const forced = drawInt(chooser, 40) === 0 ? [...GOLDEN_GNOME_STOPS] : drawInt(chooser, 3) === 0 ? MINIGAME_LINES[drawInt(chooser, MINIGAME_LINES.length)] : null;
    if (forced) rng.preset(...stopWords(forced as [number, number, number]));
    const from = driver.steps.length;
    const roundId = driver.context.lastRoundId + 1;
    commit(wallet.play());
    while (driver.value !== 'ready') {
      const inDob = driver.value === 'doubleOrBonuses';
      const options = policy === 'bank-all' && inDob ? [{ type: 'COLLECT_ALL' } as const] : roundButtons(wallet).filter((e) => driver.can(e));
      commit(options[drawInt(chooser, options.length)] as UpperRoundEvent);
    }
    problems.push(...checkRound(session, roundId, driver.steps.slice(from)));
  }
  expect(problems).toEqual([]);
  // the moves add up to what the children paid, and the stakes the spins took
  expect(wallet.credits - startCredits).toBe(session.ledger.cents - session.ledger.stakeCents);
  expect(wallet.bonuses - bonuses - deposited).toBe(session.ledger.bonuses - session.ledger.stakeBonuses);
  return session;
}

function checkSequence(steps: readonly RoundStep[], firstSeq: number, firstRound: number): void {
  expect((steps[0] as RoundStep).seq).toBeGreaterThan(firstSeq);
  expect(steps.filter((s, i) => i > 0 && s.seq <= (steps[i - 1] as RoundStep).seq)).toEqual([]);
  const rounds = [...new Set(steps.map((s) => s.roundId).filter((r): r is number => r !== null))];
  expect(rounds).toEqual(rounds.map((_, i) => firstRound + i));
  // steps outside a round move no money
  expect(steps.filter((s) => s.roundId === null && s.moves.length > 0)).toEqual([]);
}

describe('upper round: money over many seeded rounds', () => {
  it('with minigames on every minigame line, any button pressed', () => {
    const { driver } = playSession(101, minigameTuning(ALL_MINIGAMES_EQUALLY), 2_000, 400, 'any-button');
    checkSequence(driver.steps, 500, 71);
    expect(driver.steps.some((s) => s.label.includes('three-choices-collect'))).toBe(true);
  });

  it('with the level tables in play', () => {
    const { driver } = playSession(202, tuningForLevel, 2_000, 300, 'any-button');
    checkSequence(driver.steps, 500, 71);
  });

  it('near the 6,000-bonus limit, where Double-or-Bonuses stops being offered', () => {
    const { driver } = playSession(303, minigameTuning(ALL_MINIGAMES_EQUALLY), 5_960, 300, 'any-button');
    const paidDirect = driver.steps.filter((s) => s.label.endsWith('double-or-bonuses-paid'));
    expect(paidDirect.length).toBeGreaterThan(0);
  });

  it('banking at once: a minigame\'s cash is paid exactly once, as its result', () => {
    const { driver } = playSession(404, minigameTuning(ALL_MINIGAMES_EQUALLY), 2_000, 300, 'bank-all');
    const minigameEnds = driver.steps.filter((s) => 'toDoubleOrBonusesCents' in s.detail);
    expect(minigameEnds.length).toBeGreaterThan(20);
  });
});
