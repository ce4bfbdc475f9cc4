/**
 * The cabinet core as a child process for power-cut tests: the real boot, store, game and
 * payout code, with the coin acceptor read from the parent over IPC and a fast emulated hopper.
 * It plays by itself (every button of both games, through the same intents the screen sends) until it is
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

/**
 * Every panel button of both games, weighted like a busy player: PLAY most, the buttons of
 * holds, advances, lids, minigames, ladders and Double-or-Bonuses next, the lights now and then.
 * Buttons that mean nothing in the current state are refused and change nothing.
 */
const BUTTONS: readonly (readonly [number, () => Record<string, unknown>])[] = [
  [45, () => ({ type: 'PLAY' })],
  [8, () => ({ type: 'HOLD', reel: randomInt(3) })],
  [8, () => ({ type: 'PICK', index: randomInt(9) })],
  [10, () => ({ type: 'COLLECT' })],
  [3, () => ({ type: 'COLLECT_ALL' })],
  [6, () => ({ type: 'GAME_CHANGE' })],
  [4, () => ({ type: 'BET_NEXT' })],
  [2, () => ({ type: 'UPPER_BET_SELECT', betId: randomInt(2) === 0 ? '0.20+1' : '1+5' })],
  [5, () => ({ type: 'AUTO_RISK', on: randomInt(2) === 0 })],
  [3, () => ({ type: 'AUTO_ADVANCES', on: randomInt(2) === 0 })],
  [2, () => ({ type: 'AUTO_PLAY', games: randomInt(4) })],
];
const TOTAL = BUTTONS.reduce((sum, [weight]) => sum + weight, 0);

function pressOne(): Record<string, unknown> {
  let roll = randomInt(TOTAL);
  for (const [weight, make] of BUTTONS) {
    if (roll < weight) return make();
    roll -= weight;
  }
  return { type: 'PLAY' };
}

function playOnce(): void {
  if (playing) void running.cabinet.handleIntent(pressOne());
  setTimeout(playOnce, randomInt(1, 4));
}

process.send?.({ op: 'ready' } satisfies ChildNotice);
playOnce();
