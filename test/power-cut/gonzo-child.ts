/**
 * A cabinet child that plays Gonzo's Gold for the power-cut test: paid spins at 0,20–1,00 €, and
 * every fourth one scripted to land three Scatters, so free spins come often; the Expanding
 * Symbol is revealed by a touch on a cover and the free spins are played by PLAY (and by the
 * cabinet's own pace). Only the scripted spin's five stops are chosen; every other draw (the
 * Expanding Symbol, every free spin, the other paid spins) comes from the OS generator. It tells
 * the test where it stands (pick, expansion due) so some cuts are aimed there. The test kills it
 * with SIGKILL and boots it again on the same data folder.
 *
 * usage: gonzo-child <data-dir> <play|report>
 */
import { bootCabinet } from '../../main/cabinet/boot';
import { GONZO_MATHS, ROWS } from '../../engine/games/gonzos-gold/maths';
import { COIN } from '../../engine/games/gonzos-gold/symbols';
import type { GonzoView, Intent } from '../../main/ipc/contract';
import { gonzoCutConfig } from './gonzo-config';
import { ScriptedThenCrypto, takeCoins } from './scripted-rng';

const [dataDir, mode] = process.argv.slice(2);
if (!dataDir || (mode !== 'play' && mode !== 'report')) throw new Error('usage: gonzo-child <data-dir> <play|report>');

const GAME = 'gonzos-gold' as const;

/** Base stops showing a Scatter on each of the first three reels (and any stop on the others). */
function triggerStops(): number[] {
  return GONZO_MATHS.base.map((strip, reel) => {
    if (reel >= 3) return 0;
    const stop = strip.findIndex((_, s) => Array.from({ length: ROWS }, (__, row) => strip[(s + row) % strip.length]).includes(COIN));
    if (stop < 0) throw new Error(`reel ${reel + 1} has no Scatter`);
    return stop;
  });
}

const rng = new ScriptedThenCrypto();
const running = bootCabinet({ dataDir, host: 'web', rng, configOverride: gonzoCutConfig, log: (message) => process.stderr.write(`${message}\n`) });
const say = (message: unknown): void => {
  if (process.connected) process.send?.(message, undefined, {}, () => undefined);
};
const gonzo = (): GonzoView => {
  const game = running.cabinet.view().game;
  if (game.game !== GAME) throw new Error(`Gonzo's Gold is not in front (${game.game})`);
  return game;
};
const press = (intent: Intent) => running.cabinet.handleIntent(intent);
const action = (a: unknown) => press({ type: 'GAME', game: GAME, action: a } as Intent);

const topUp = (): Promise<void> => takeCoins(running, 5_000);

async function play(): Promise<void> {
  const { cabinet, store } = running;
  if (cabinet.view().menu.open) await press({ type: 'SELECT_GAME', game: GAME });
  const trigger = triggerStops();
  let spin = 0;
  for (;;) {
    const g = gonzo();
    if (g.phase === 'pick') {
      say({ op: 'pick', spin });
      // A player looks at the stones before touching one: the test aims some cuts here.
      await new Promise((resolve) => setTimeout(resolve, 3));
      await action({ type: 'PICK', cover: spin % 5 });
    } else if (g.phase === 'expansion') {
      say({ op: 'expansion', spin });
      await new Promise((resolve) => setTimeout(resolve, 2));
      await press({ type: 'PLAY' });
    } else if (g.phase === 'free') {
      await press({ type: 'PLAY' });
    } else {
      if (store.wallet().creditsCents < 2_000) await topUp();
      spin += 1;
      await action({ type: 'TOTAL_BET', cents: [20, 40, 100][spin % 3] });
      if (spin % 4 === 0) rng.script(trigger);
      const result = await press({ type: 'PLAY' });
      if (!result.ok) throw new Error(`PLAY refused: ${result.error.message}`);
      say({ op: 'spin', spin });
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
