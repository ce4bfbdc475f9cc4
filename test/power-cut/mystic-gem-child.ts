/**
 * A cabinet child that plays 40 Mystic Gem for the power-cut test: base games at 0,40 € (wins
 * the double up takes: GAMBLE, a guess, COLLECT) and, every eighth game, a bought 3-WILD game
 * (28,60 € at 0,40 €) whose Jackpot Cards trigger is scripted to fire, the cards then picked one
 * by one; every sixteenth game the operator grants three free rounds of Bonus Spin Mode
 * on the service menu (key, PIN, promotions), which it then plays; it takes credit as it goes. Only the bought game's two reel stops and the trigger draw
 * are scripted; every other draw (the deal, the double up, the base games) comes from the OS
 * generator. The test kills it with SIGKILL at random moments and boots it again on the same
 * data folder.
 *
 * usage: mystic-gem-child <data-dir> <play|report>
 *   play   — plays until killed;
 *   report — boots, sends the game's view as it came back from the store, and exits.
 */
import { bootCabinet } from '../../main/cabinet/boot';
import { mysticGemCutConfig } from './mystic-gem-config';
import { ScriptedThenCrypto, takeCoins } from './scripted-rng';
import type { Intent, MysticGemView } from '../../main/ipc/contract';

const [dataDir, mode] = process.argv.slice(2);
if (!dataDir || (mode !== 'play' && mode !== 'report')) throw new Error('usage: mystic-gem-child <data-dir> <play|report>');

const GAME = 'mystic-gem-40' as const;

const rng = new ScriptedThenCrypto();
const running = bootCabinet({ dataDir, host: 'web', rng, configOverride: mysticGemCutConfig, log: (message) => process.stderr.write(`${message}\n`) });
const say = (message: unknown): void => {
  if (process.connected) process.send?.(message, undefined, {}, () => undefined);
};
const gem = (): MysticGemView => {
  const game = running.cabinet.view().game;
  if (game.game !== GAME) throw new Error(`40 Mystic Gem is not in front (${game.game})`);
  return game;
};
const press = (intent: Intent) => running.cabinet.handleIntent(intent);
const action = (a: unknown) => press({ type: 'GAME', game: GAME, action: a } as Intent);

/** Credit for a few bought games. */
const topUp = (): Promise<void> => takeCoins(running, 10_000);

/** The key turned (or back), as the cabinet reads it on its next poll. */
async function key(on: boolean): Promise<void> {
  await press({ type: 'DEV_SWITCH', name: 'key', on });
  for (let i = 0; i < 500 && running.cabinet.view().switches.key !== on; i += 1) {
    await running.cabinet.pollDevices().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** The operator grants three free rounds at 0,40 €: key, PIN (the factory one is changed once), promotions, leave. */
async function grantBonusSpins(): Promise<void> {
  await key(true);
  await press({ type: 'SERVICE_ENTER' });
  if (!(await press({ type: 'SERVICE_PIN', role: 'operator', pin: '4812' })).ok) {
    await press({ type: 'SERVICE_PIN', role: 'operator', pin: '3333' });
    await press({ type: 'SERVICE_NEW_PIN', pin: '4812' });
  }
  const result = await press({ type: 'SERVICE_BONUS_SPINS', game: GAME, spins: 3, totalBetCents: 40 });
  if (!result.ok) throw new Error(`the grant was refused: ${result.error.message}`);
  say({ op: 'granted' });
  await press({ type: 'SERVICE_LEAVE' });
  await key(false);
}

async function play(): Promise<void> {
  const { cabinet, store } = running;
  if (cabinet.view().menu.open) await press({ type: 'SELECT_GAME', game: GAME });
  let game = 0;
  for (;;) {
    const g = gem();
    if (g.phase === 'won') say({ op: 'won', game });
    if (g.phase === 'won') await (g.gamble.offered && game % 3 !== 0 ? action({ type: 'GAMBLE' }) : press({ type: 'COLLECT' }));
    else if (g.phase === 'gamble') await (g.gamble.attemptsLeft < 5 ? press({ type: 'COLLECT' }) : action({ type: 'GUESS', colour: game % 2 === 0 ? 'red' : 'black' }));
    else if (g.phase === 'jackpotCards') {
      // A player takes a moment over each card: the test aims some cuts here.
      if (g.jackpotCards.pick!.picks === 0) say({ op: 'cards', game });
      await new Promise((resolve) => setTimeout(resolve, 3));
      await action({ type: 'CARD', index: g.jackpotCards.pick!.cards.indexOf(null) });
    }
    else {
      if (store.wallet().creditsCents < 4_000) await topUp();
      game += 1;
      const free = (g.bonusSpins?.remaining ?? 0) > 0;
      if (!free && game % 16 === 12) await grantBonusSpins();
      // Seven base games with the double up (or free rounds), then a bought one with its Jackpot Cards.
      const bought = game % 8 === 0 && !free;
      await action({ type: 'MODE', mode: 'base' });
      await action({ type: 'TOTAL_BET', cents: 40 });
      if (bought) {
        const mode = await action({ type: 'MODE', mode: 'buy3' });
        if (!mode.ok) throw new Error(`buy3 refused: ${mode.error.message}`);
        // Reels 1 and 5 (the bought reels 2–4 are not spun), then the trigger: 0 is below any chance.
        rng.script([0, 0, 0]);
      }
      const result = await press({ type: 'PLAY' });
      if (!result.ok) throw new Error(`PLAY refused: ${result.error.message}`);
      say({ op: 'game', game, bought, free: free || game % 16 === 12 });
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

if (mode === 'report') {
  say({ op: 'view', game: running.cabinet.view().game, credits: running.store.wallet().creditsCents });
  void running.stop().then(() => process.exit(0));
} else {
  say({ op: 'ready' });
  play().catch((error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(3);
  });
}
