/**
 * A cabinet child that wins Mona Lisa's progressive above the handpay limit and has the attendant
 * pay it by hand, for the jackpot power-cut test. It picks the story up where the store left it
 * (the test kills it with SIGKILL at random moments and boots it again on the same data folder):
 *
 *   no jackpot yet  → credit, Mona Lisa at 0,02 € a coin, BET MAX with the reels scripted to stop
 *                     on five Jackpot symbols on the middle line;
 *   jackpot waiting → the attendant's key, ATTENDANT_HANDPAY;
 *   jackpot handpaid → says 'done'.
 *
 * Only the jackpot spin's stops are scripted; every other draw comes from the OS generator.
 *
 * usage: jackpot-child <data-dir>
 */
import { bootCabinet } from '../../main/cabinet/boot';
import { CryptoRng } from '../../main/cabinet/crypto-rng';
import type { Rng } from '../../engine/core/rng';
import type { Intent } from '../../main/ipc/contract';
import { stopShowing } from '../../engine/games/mona-lisa-jewels/testing';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: jackpot-child <data-dir>');

export const JACKPOT_COIN_CENTS = 2;
const MIDDLE_ROW = 1;

/** The OS generator, but for words queued by `script` (each is drawInt's answer when below the bound). */
class ScriptedThenCrypto implements Rng {
  private readonly queue: number[] = [];
  private readonly crypto = new CryptoRng();
  script(words: readonly number[]): void {
    this.queue.push(...words);
  }
  nextUint32(): number {
    return this.queue.shift() ?? this.crypto.nextUint32();
  }
}

const rng = new ScriptedThenCrypto();
const running = bootCabinet({ dataDir, host: 'web', rng, log: (message) => process.stderr.write(`${message}\n`) });
const say = (message: string): void => {
  if (process.connected) process.send?.(message, undefined, {}, () => undefined);
};

async function press(intent: Intent): Promise<void> {
  const result = await running.cabinet.handleIntent(intent);
  if (!result.ok) throw new Error(`${intent.type} refused: ${result.error.message}`);
}

async function until(what: string, condition: () => boolean): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    if (condition()) return;
    // The device loop polls too; a poll before the emulated link is up fails like any early poll.
    await running.cabinet.pollDevices().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function story(): Promise<void> {
  const { cabinet, store } = running;
  const jackpots = (): number => store.meters('cabinet')['jackpot-hits'];
  const handpaid = (): number => store.meters('cabinet')['jackpot-handpaid-count'];
  if (jackpots() === 0) {
    if (cabinet.view().menu.open) await press({ type: 'SELECT_GAME', game: 'mona-lisa-jewels' });
    await until('the coin acceptor', () => cabinet.view().coinAcceptor.accepting);
    while (store.wallet().creditsCents < 500) await press({ type: 'DEV_INSERT_COIN', valueCents: 200 });
    say('credited');
    // Refused when a cut came after it was already set: the coin is then already right.
    await cabinet.handleIntent({ type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'COIN_VALUE', cents: JACKPOT_COIN_CENTS } });
    rng.script([0, 1, 2, 3, 4].map((reel) => stopShowing(reel, 'JACKPOT', MIDDLE_ROW)));
    await press({ type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'BET_MAX' } });
    say('jackpot');
  }
  if (handpaid() === 0) {
    await press({ type: 'DEV_SWITCH', name: 'key', on: true });
    await until('the attendant key', () => cabinet.view().attendantKey);
    await press({ type: 'ATTENDANT_HANDPAY' });
  }
}

story()
  .then(async () => {
    await running.stop();
    // 'done' only once the store is closed: the test reads it next.
    if (process.connected) process.send?.('done', undefined, {}, () => process.exit(0));
    else process.exit(0);
  })
  .catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(3);
});
