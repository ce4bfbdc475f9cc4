/**
 * A cabinet child that plays Mystery Elves for the power-cut test: paid spins at 0,20–1,00 €,
 * every fourth game a bought Hold and Win (70× the bet: it always triggers), started by PLAY and
 * hurried by PLAY while the cabinet's own pace runs it too; every waiting win is gambled with
 * HALVE and a guess or two, or collected. Every draw comes from the OS generator. It tells the
 * test where it stands (intro, respin, reveal, gamble) so cuts are aimed there. The test kills it
 * with SIGKILL and boots it again on the same data folder.
 *
 * usage: elves-child <data-dir> <play|report>
 */
import { randomInt } from 'node:crypto';
import { bootCabinet } from '../../main/cabinet/boot';
import type { Intent, MysteryElvesView } from '../../main/ipc/contract';
import { elvesCutConfig } from './elves-config';
import { ScriptedThenCrypto, takeCoins } from './scripted-rng';

const [dataDir, mode] = process.argv.slice(2);
if (!dataDir || (mode !== 'play' && mode !== 'report')) throw new Error('usage: elves-child <data-dir> <play|report>');

const GAME = 'mystery-elves' as const;

const rng = new ScriptedThenCrypto();
const running = bootCabinet({ dataDir, host: 'web', rng, configOverride: elvesCutConfig, log: (message) => process.stderr.write(`${message}\n`) });
const say = (message: unknown): void => {
  if (process.connected) process.send?.(message, undefined, {}, () => undefined);
};
const elves = (): MysteryElvesView => {
  const game = running.cabinet.view().game;
  if (game.game !== GAME) throw new Error(`Mystery Elves is not in front (${game.game})`);
  return game;
};
const press = (intent: Intent) => running.cabinet.handleIntent(intent);
const action = (a: unknown) => press({ type: 'GAME', game: GAME, action: a } as Intent);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function play(): Promise<void> {
  const { cabinet, store } = running;
  if (cabinet.view().menu.open) await press({ type: 'SELECT_GAME', game: GAME });
  let game = 0;
  for (;;) {
    const g = elves();
    if (g.phase === 'intro') {
      say({ op: 'intro', game });
      await pause(2);
      await press({ type: 'PLAY' });
    } else if (g.phase === 'respins') {
      say({ op: 'respin', game });
      await pause(1);
      await press({ type: 'PLAY' });
    } else if (g.phase === 'reveal') {
      say({ op: 'reveal', game });
      await pause(1);
      await press({ type: 'PLAY' });
    } else if (g.phase === 'won') {
      // Gamble most wins: HALVE on an even game, then guess; collect the rest.
      if (g.gamble.offered && game % 3 !== 0) await action({ type: 'GAMBLE' });
      else await press({ type: 'COLLECT' });
    } else if (g.phase === 'gamble') {
      say({ op: 'gamble', game });
      await pause(2);
      if (g.gamble.halveOffered && g.gamble.bankedCents === 0 && game % 2 === 0) await action({ type: 'HALVE' });
      else if (g.gamble.attemptsLeft > 8) await action({ type: 'GUESS', colour: randomInt(2) === 0 ? 'red' : 'black' });
      else await press({ type: 'COLLECT' });
    } else {
      if (store.wallet().creditsCents < 10_000) await takeCoins(running, 20_000);
      game += 1;
      await action({ type: 'TOTAL_BET', cents: [20, 40, 100][game % 3] });
      const result = game % 4 === 0 ? await action({ type: 'BUY' }) : await press({ type: 'PLAY' });
      if (!result.ok) throw new Error(`game refused: ${result.error.message}`);
      say({ op: 'game', game });
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
