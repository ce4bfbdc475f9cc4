import type { AnyEventObject } from 'xstate';
import { Xoshiro128 } from '../../core/xoshiro128';
import { MICROS_PER_CENT } from '../../features/jackpot-pool';
import type { PlayerBalances } from '../game-module';
import { MYSTIC_GEM_JACKPOT_LEVELS } from './jackpot-cards';
import type { MysticGemContext, MysticGemRules } from './round';
import { MysticGemTable } from './table';

const RULES: MysticGemRules = {
  totalBetsCents: [40, 400],
  defaultTotalBetCents: 400,
  gambleLimitCents: 4200,
  gambleAttempts: 5,
  maxBoughtStakeCents: 400_000,
  levels: MYSTIC_GEM_JACKPOT_LEVELS.map((level) => ({ id: level.id, seedMicros: 1000 * MICROS_PER_CENT, contributionBp: 10 })),
  maxPrizePerGameCents: null,
};
const BALANCES: PlayerBalances = { creditsCents: 100_000_000, bonuses: 0, level: 0, poolsMicros: Object.fromEntries(RULES.levels.map((l) => [l.id, l.seedMicros])), nowMs: 0 };

const context = (table: MysticGemTable): MysticGemContext => table.runner.context as unknown as MysticGemContext;
function send(table: MysticGemTable, event: AnyEventObject): void {
  const proposal = table.runner.propose(event);
  table.runner.adopt(proposal);
}

describe('40 Mystic Gem at the cabinet’s pace', () => {
  it('autospin banks its wins and plays on, pauses on Jackpot Cards for the player to pick, then resumes', () => {
    const table = new MysticGemTable(new Xoshiro128(11), RULES, null);
    send(table, { type: 'MODE', mode: 'buy3' });
    const start = table.command({ type: 'ACTION', action: { type: 'AUTOSPIN', count: 1000, lossLimitCents: 100_000_000, winLimitCents: null, stopOnJackpot: false } }, BALANCES);
    expect('event' in start).toBe(true);
    if ('event' in start) send(table, start.event);
    let paused = false;
    for (let i = 0; i < 400 && !paused; i += 1) {
      const auto = table.autoEvent(BALANCES);
      expect(auto).not.toBeNull();
      send(table, auto!);
      paused = table.status().phase === 'jackpotCards';
    }
    expect(paused).toBe(true);
    // Paused: the cabinet presses nothing; the player picks; the game is not idle (no MENU).
    expect(table.autoEvent(BALANCES)).toBeNull();
    expect(table.status().idle).toBe(false);
    expect(table.view(BALANCES).autospin).toMatchObject({ active: true, paused: true });
    while (table.status().phase === 'jackpotCards') {
      const index = context(table).cards!.state.revealed.indexOf(null);
      const answer = table.command({ type: 'ACTION', action: { type: 'CARD', index } }, BALANCES);
      if (!('event' in answer)) throw new Error(JSON.stringify(answer));
      send(table, answer.event);
    }
    // Resumed where it left off.
    expect(context(table).autospin).not.toBeNull();
    expect(table.autoEvent(BALANCES)).toMatchObject({ type: 'AUTO_STEP' });
  });

  it('COLLECT banks a waiting win in the game, and is the cabinet’s payout otherwise; MENU only when idle', () => {
    const table = new MysticGemTable(new Xoshiro128(3), { ...RULES, defaultTotalBetCents: 40 }, null);
    expect(table.command({ type: 'COLLECT' }, BALANCES)).toEqual({ cabinet: true });
    for (let i = 0; i < 200 && table.status().phase !== 'won'; i += 1) {
      const answer = table.command({ type: 'PLAY' }, BALANCES);
      if ('event' in answer) send(table, answer.event);
    }
    expect(table.status().phase).toBe('won');
    expect(table.command({ type: 'GAME_CHANGE' }, BALANCES)).toEqual({ refused: 'finish the game first' });
    expect(table.buttons(BALANCES)).toMatchObject({ collectInPlay: true, gameChange: false });
    const collect = table.command({ type: 'COLLECT' }, BALANCES);
    expect('event' in collect && collect.event).toEqual({ type: 'COLLECT' });
  });
});
