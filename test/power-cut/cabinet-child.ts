/**
 * The cabinet as a child process for the power-cut tests: the real boot, store, game, device
 * manager and ccTalk drivers, talking over the host end of a socat PTY to emulators that live in
 * the test process. In `play` mode it presses every button of both games like a busy player
 * until the test SIGKILLs it; in `idle` mode it presses only what the test sends.
 *
 * usage: cabinet-child <data-dir> <ccTalk host path> <play|idle> <seed> [I/O board host path]
 */
import { seededRandom } from '../../hardware/cctalk/test-random';
import { bootCabinet } from '../../main/cabinet/boot';
import { dispenseKey, testPayoutKey, type TestPayout } from '../../main/cabinet/hopper-payout';
import type { ChildMessage, ChildMode, ParentMessage } from './parent-link';
import { powerCutConfig } from './power-cut-config';

const [dataDir, hostPath, modeArg, seedArg, ioBoardPath] = process.argv.slice(2);
if (!dataDir || !hostPath || (modeArg !== 'play' && modeArg !== 'idle') || !seedArg) {
  throw new Error('usage: cabinet-child <data-dir> <ccTalk host path> <play|idle> <seed> [I/O board host path]');
}
const mode: ChildMode = modeArg;
const below = seededRandom(Number(seedArg));

const send = (message: ChildMessage): void => {
  // The test may already be killing us: a message it never reads is lost like any other.
  if (process.connected) process.send?.(message, undefined, {}, () => undefined);
};

const running = bootCabinet({
  dataDir,
  host: 'web',
  configOverride: (config) => powerCutConfig(config, hostPath, ioBoardPath ?? null),
  // The test prints the tail of this only when the child dies by itself.
  log: (message) => process.stderr.write(`${message}\n`),
});
let playing = mode === 'play';

process.on('message', (message: ParentMessage) => {
  if (message.op === 'stop-playing') {
    playing = false;
  } else if (message.op === 'state') {
    const wallet = running.store.wallet();
    const view = running.cabinet.view();
    const hopperId = running.config.hopper.deviceId;
    const test = (running.store.getSetting(testPayoutKey(hopperId)) ?? null) as TestPayout | null;
    send({
      op: 'state',
      id: message.id,
      state: {
        creditsCents: wallet.creditsCents,
        payoutRemainingCents: wallet.payoutRemainingCents,
        dispensing: (running.store.getSetting(dispenseKey(hopperId)) ?? null) !== null,
        tilts: view.tilts.map((t) => `${t.code}: ${t.detail}`),
        devices: view.devices.map((d) => `${d.kind} ${d.state}${d.lastError ? ` (${d.lastError})` : ''}`),
        keyOn: view.switches.key,
        testPayout: test === null ? null : { requested: test.requested, paid: test.paid },
      },
    });
  } else if (message.op === 'intent') {
    void running.cabinet.handleIntent(message.intent).then((result) => send({ op: 'intent-result', id: message.id, result }));
  }
});

/**
 * Every panel button of every game and the menu, weighted like a busy player: PLAY most, the buttons of
 * holds, advances, lids, minigames, ladders and Double-or-Bonuses next, the lights now and then.
 * Buttons that mean nothing in the current state are refused and change nothing. COLLECT is
 * pressed seldom enough that credit builds up and payouts run for many coins.
 */
const MENU_GAMES = ['gnomos-mix', 'mona-lisa-jewels', 'mystic-gem-40', 'gonzos-gold', 'mystery-elves'] as const;
function leastPlayed(): (typeof MENU_GAMES)[number] {
  const played = MENU_GAMES.map((game) => running.store.meters(`game:${game}`)['games-played'] ?? 0);
  return MENU_GAMES[played.indexOf(Math.min(...played))] ?? 'gnomos-mix';
}

const BUTTONS: readonly (readonly [number, () => Record<string, unknown>])[] = [
  [45, () => ({ type: 'PLAY' })],
  [8, () => ({ type: 'HOLD', reel: below(3) })],
  [8, () => ({ type: 'PICK', index: below(9) })],
  [2, () => ({ type: 'COLLECT' })],
  [3, () => ({ type: 'COLLECT_ALL' })],
  [6, () => ({ type: 'GAME_CHANGE' })],
  [4, () => ({ type: 'BET_NEXT' })],
  [2, () => ({ type: 'UPPER_BET_SELECT', betId: below(2) === 0 ? '0.20+1' : '1+5' })],
  [5, () => ({ type: 'AUTO_RISK', on: below(2) === 0 })],
  [3, () => ({ type: 'AUTO_ADVANCES', on: below(2) === 0 })],
  [2, () => ({ type: 'AUTO_PLAY', games: below(4) })],
  // The game menu and Mona Lisa Jewels: leave, enter either game, and every button of the slot.
  [5, () => ({ type: 'MENU' })],
  // Five games share the menu: entering one is pressed often enough, and half the time it is the
  // game played least so far (games differ in length), so each is played in every run.
  [15, () => ({ type: 'SELECT_GAME', game: below(2) === 0 ? leastPlayed() : MENU_GAMES[below(MENU_GAMES.length)] })],
  [3, () => ({ type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'LINES', lines: 1 + below(25) } })],
  [2, () => ({ type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'COINS', coins: 1 + below(10) } })],
  [1, () => ({ type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'COIN_VALUE', cents: [1, 2, 5][below(3)] } })],
  [1, () => ({ type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'BET_MAX' } })],
  [1, () => ({ type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'AUTOSPIN', count: 10, lossLimitCents: 500, winLimitCents: null, stopOnJackpot: true } })],
  [1, () => ({ type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'AUTOSPIN_STOP' } })],
  // 40 Mystic Gem: total bets, the bought modes, the double up and the Jackpot Cards pick.
  [2, () => ({ type: 'GAME', game: 'mystic-gem-40', action: { type: 'TOTAL_BET', cents: [40, 80, 200, 400][below(4)] } })],
  [2, () => ({ type: 'GAME', game: 'mystic-gem-40', action: { type: 'MODE', mode: (['base', 'base', 'buy1', 'buy2', 'guaranteed1', 'guaranteed2'] as const)[below(6)] } })],
  [3, () => ({ type: 'GAME', game: 'mystic-gem-40', action: { type: 'GAMBLE' } })],
  [4, () => ({ type: 'GAME', game: 'mystic-gem-40', action: { type: 'GUESS', colour: below(2) === 0 ? 'red' : 'black' } })],
  [4, () => ({ type: 'GAME', game: 'mystic-gem-40', action: { type: 'CARD', index: below(12) } })],
  [2, () => ({ type: 'GAME', game: 'gonzos-gold', action: { type: 'TOTAL_BET', cents: [20, 40, 100, 200][below(4)] } })],
  [3, () => ({ type: 'GAME', game: 'gonzos-gold', action: { type: 'PICK', cover: below(5) } })],
  [1, () => ({ type: 'GAME', game: 'gonzos-gold', action: { type: 'AUTOSPIN', count: 10, stopOnAnyWin: below(2) === 0, winLimitCents: null, balanceUpCents: 500, balanceDownCents: 500 } })],
  // Mystery Elves: total bets, BUY FEATURE, the card gamble with HALVE, autoplay.
  [2, () => ({ type: 'GAME', game: 'mystery-elves', action: { type: 'TOTAL_BET', cents: [20, 40, 100][below(3)] } })],
  [1, () => ({ type: 'GAME', game: 'mystery-elves', action: { type: 'BUY' } })],
  [3, () => ({ type: 'GAME', game: 'mystery-elves', action: { type: 'GAMBLE' } })],
  [2, () => ({ type: 'GAME', game: 'mystery-elves', action: { type: 'HALVE' } })],
  [3, () => ({ type: 'GAME', game: 'mystery-elves', action: { type: 'GUESS', colour: below(2) === 0 ? 'red' : 'black' } })],
  [1, () => ({ type: 'GAME', game: 'mystery-elves', action: { type: 'AUTOSPIN', count: 10, lossLimitCents: 500, winLimitCents: null, stopOnJackpot: false } })],
];
const TOTAL = BUTTONS.reduce((sum, [weight]) => sum + weight, 0);

function pressOne(): Record<string, unknown> {
  let roll = below(TOTAL);
  for (const [weight, make] of BUTTONS) {
    if (roll < weight) return make();
    roll -= weight;
  }
  return { type: 'PLAY' };
}

/**
 * The attendant beside the player: a COLLECT above the handpay limit stops the cabinet until it is
 * paid by hand, with the key turned (the test keeps it turned). Runs whether the player plays or not.
 */
function attend(): void {
  const view = running.cabinet.view();
  if (view.attendantKey && view.tilts.some((t) => t.code === 'handpay-required')) void running.cabinet.handleIntent({ type: 'ATTENDANT_HANDPAY' });
  setTimeout(attend, 20 + below(30));
}

function playOnce(): void {
  if (playing) void running.cabinet.handleIntent(pressOne());
  setTimeout(playOnce, 1 + below(3));
}

send({ op: 'ready' });
playOnce();
attend();
