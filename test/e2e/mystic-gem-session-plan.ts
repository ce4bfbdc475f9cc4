/**
 * A 40 Mystic Gem session for the end-to-end test, found by playing the real cabinet core in
 * this process with the seeded test Rng: from the menu into the game at 0,40 €, base games until
 * an expanding WILD pays, then 2 WILDs with GUARANTEED PRIZES until Jackpot Cards are dealt, the
 * cards picked to a paid level, the mode turned off, base games until a win the double up takes,
 * one guess. The draws depend only on the seed and the intents, so the cabinet started with the
 * same seed plays exactly this session.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { bootCabinet } from '../../main/cabinet/boot';
import type { CabinetView, Intent, MysticGemView } from '../../main/ipc/contract';
import { writeOperatorConfig } from './web-cabinet';

const GAME = 'mystic-gem-40' as const;

/**
 * The session's operator config: 40 Mystic Gem on the menu, the open-market profile (500 € of
 * credit, enough for a few 10 € bought games between bills), automatic presses off.
 */
export const MYSTIC_SESSION_CONFIG = {
  autoPaceMs: 60_000,
  jurisdiction: 'open-market',
  menu: { games: ['gnomos-mix', 'mona-lisa-jewels', GAME], defaultGame: 'gnomos-mix' },
} as const;

/** What the test does on the screen at a step (null: the step goes through the bridge). */
export type MysticMark = 'select' | 'wild-win' | 'buy-guaranteed2' | 'card' | 'cards-won' | 'buy-off' | 'gamble' | 'guess' | null;

export interface MysticStep {
  readonly intent: Intent;
  /** The game's last spin after this step (0 before the first). */
  readonly seqAfter: number;
  readonly mark: MysticMark;
}

export interface MysticPlan {
  readonly seed: number;
  readonly steps: readonly MysticStep[];
  readonly creditsCents: number;
}

const gem = (view: CabinetView): MysticGemView => {
  if (view.game.game !== GAME) throw new Error(`expected 40 Mystic Gem in front, got ${view.game.game}`);
  return view.game;
};
const action = (a: unknown): Intent => ({ type: 'GAME', game: GAME, action: a }) as Intent;

async function planSession(seed: number, maxBought: number): Promise<MysticPlan | null> {
  const dir = mkdtempSync(join(process.platform === 'linux' ? '/dev/shm' : tmpdir(), 'mystic-plan-'));
  writeOperatorConfig(dir, MYSTIC_SESSION_CONFIG);
  const running = bootCabinet({ dataDir: dir, host: 'web', rng: new Xoshiro128(seed), log: () => undefined });
  const cabinet = running.cabinet;
  const steps: MysticStep[] = [];
  const press = async (intent: Intent, mark: MysticMark = null): Promise<void> => {
    const result = await cabinet.handleIntent(intent);
    if (!result.ok) throw new Error(`${JSON.stringify(intent)} refused while planning: ${JSON.stringify(result)}`);
    const game = cabinet.view().game;
    steps.push({ intent, seqAfter: game.game === GAME ? (game.lastSpin?.seq ?? 0) : 0, mark });
  };
  /** Bills until `cents` are on the balance (the emulated validator stacks each as the cabinet polls it). */
  const credit = async (cents: number): Promise<void> => {
    while (cabinet.view().creditsCents < cents) {
      const before = cabinet.view().creditsCents;
      await press({ type: 'DEV_INSERT_BILL', valueCents: 5000 });
      for (let i = 0; i < 200 && cabinet.view().creditsCents === before; i += 1) {
        await running.cabinet.pollDevices().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      if (cabinet.view().creditsCents === before) throw new Error('the bill was not credited while planning');
    }
  };
  try {
    await running.ready();
    await press({ type: 'SELECT_GAME', game: GAME }, 'select');
    await credit(2000);
    // Base games at 0,40 € until an expanding WILD pays.
    for (let i = 0; ; i += 1) {
      if (i > 400) return null;
      if (gem(cabinet.view()).phase === 'won') await press({ type: 'COLLECT' });
      await credit(100);
      const before = steps.length;
      await press({ type: 'PLAY' });
      const g = gem(cabinet.view());
      if (g.wildReels.length > 0 && (g.lastSpin?.totalCents ?? 0) > 0 && g.jackpotCards.pick === null) {
        steps[before] = { ...steps[before]!, mark: 'wild-win' };
        break;
      }
      if (g.phase === 'jackpotCards') return null;
    }
    if (gem(cabinet.view()).phase === 'won') await press({ type: 'COLLECT' });
    // 2 WILDs with GUARANTEED PRIZES (10 € a game) until Jackpot Cards are dealt.
    await press(action({ type: 'MODE', mode: 'guaranteed2' }), 'buy-guaranteed2');
    for (let bought = 0; ; bought += 1) {
      if (bought >= maxBought) return null;
      await credit(1000);
      await press({ type: 'PLAY' });
      if (gem(cabinet.view()).phase === 'won') await press({ type: 'COLLECT' });
      if (gem(cabinet.view()).phase === 'jackpotCards') break;
    }
    // The cards, one touch each, to a paid level.
    while (gem(cabinet.view()).phase === 'jackpotCards') {
      const index = gem(cabinet.view()).jackpotCards.pick!.cards.indexOf(null);
      await press(action({ type: 'CARD', index }), 'card');
    }
    steps[steps.length - 1] = { ...steps[steps.length - 1]!, mark: 'cards-won' };
    if ((gem(cabinet.view()).jackpotCards.pick?.wonCents ?? 0) <= 0) return null;
    // The mode off, then base games until a win the double up takes: one guess.
    await press(action({ type: 'MODE', mode: 'base' }), 'buy-off');
    for (let i = 0; ; i += 1) {
      if (i > 200) return null;
      await credit(100);
      await press({ type: 'PLAY' });
      const g = gem(cabinet.view());
      if (g.phase === 'won' && g.gamble.offered) break;
      if (g.phase === 'won') await press({ type: 'COLLECT' });
      while (gem(cabinet.view()).phase === 'jackpotCards') await press(action({ type: 'CARD', index: gem(cabinet.view()).jackpotCards.pick!.cards.indexOf(null) }));
    }
    await press(action({ type: 'GAMBLE' }), 'gamble');
    await press(action({ type: 'GUESS', colour: 'red' }), 'guess');
    if (gem(cabinet.view()).phase === 'gamble') await press({ type: 'COLLECT' });
    if (gem(cabinet.view()).phase !== 'ready') return null;
    return { seed, steps, creditsCents: cabinet.view().creditsCents };
  } finally {
    await running.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function findMysticSession(firstSeed: number, seedsToTry: number, maxBought: number): Promise<MysticPlan> {
  for (let seed = firstSeed; seed < firstSeed + seedsToTry; seed += 1) {
    const plan = await planSession(seed, maxBought);
    if (plan) return plan;
  }
  throw new Error(`no seed in ${firstSeed}..${firstSeed + seedsToTry - 1} deals Jackpot Cards within ${maxBought} bought games`);
}
