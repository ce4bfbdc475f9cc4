/**
 * The cabinet core as a child process for power-cut tests: the real boot, store, game and
 * payout code, with the coin acceptor read from the parent over IPC and a fast emulated hopper.
 * It plays by itself (PLAY, BET, COLLECT through the same intents the screen sends) until it is
 * killed with SIGKILL at a moment the test chooses.
 */
import { randomInt } from 'node:crypto';
import type { BufferedCredit, CoinAcceptorLink } from '../../hardware/coin-acceptor/coin-acceptor-link';
import { EmulatedHopper } from '../../hardware/emulators/hopper-emulator';
import { bootCabinet } from '../../main/cabinet/boot';
import type { ChildNotice, ParentCommand, ParentReply } from './parent-link';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: cabinet-child <data-dir>');

let nextId = 1;
const pending = new Map<number, (reply: ParentReply) => void>();
const ask = (request: { op: 'read' } | { op: 'inhibit'; accept: boolean }): Promise<ParentReply> =>
  new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, resolve);
    process.send?.({ ...request, id });
  });

const coinAcceptor: CoinAcceptorLink = {
  deviceId: 'coin-acceptor',
  readBufferedCredit: async () => (await ask({ op: 'read' })).credit as BufferedCredit,
  setMasterInhibit: async (accept) => {
    await ask({ op: 'inhibit', accept });
  },
};
const hopper = new EmulatedHopper('hopper');
setInterval(() => hopper.tick(1), 2);

const running = bootCabinet({ dataDir, host: 'web', devices: { coinAcceptor, hopper, coinEmulator: null }, log: () => undefined });
let playing = true;

process.on('message', (message: ParentReply | ParentCommand) => {
  if (message.op === 'reply') {
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  } else if (message.op === 'stop-playing') {
    playing = false;
  } else if (message.op === 'report-settled') {
    const wallet = running.store.wallet();
    process.send?.({ op: 'settled', settled: wallet.payoutRemainingCents === 0 } satisfies ChildNotice);
  }
});

function playOnce(): void {
  if (playing) {
    const roll = randomInt(100);
    const intent = roll < 80 ? { type: 'PLAY' } : roll < 90 ? { type: 'BET_NEXT' } : { type: 'COLLECT' };
    void running.cabinet.handleIntent(intent);
  }
  setTimeout(playOnce, randomInt(1, 4));
}

process.send?.({ op: 'ready' } satisfies ChildNotice);
playOnce();
