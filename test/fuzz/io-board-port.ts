/**
 * Port (b), the cabinet's I/O board line: fuzz frames into the IoBoard driver while it polls,
 * with the emulated board answering at the far end of a noisy line (io-line-script.ts). The
 * panel is untouched the whole time: every button up, the key off, both doors shut. The driver
 * may report those levels once (its first proven state) and nothing else. After the fuzz the
 * line goes clean and a real press must still come through. io-board-fuzz.test.ts judges.
 */
import { seededRandom } from '../../hardware/cctalk/test-random';
import { EmulatedIoBoard } from '../../hardware/io-board/emulated-io-board';
import { IoBoard, type IoBoardState, type IoBoardStats } from '../../hardware/io-board/io-board';
import { PANEL_BUTTONS, type PanelEvent } from '../../hardware/io-board/panel-types';
import { ScriptedLink } from '../../hardware/io-board/test-link';
import { LineClock, uniform } from './fuzz-kit';
import { IoLineScript } from './io-line-script';
import { NoisyLine } from './noisy-line';

export interface IoBoardPortOptions {
  readonly frames: number;
  readonly seed: number;
}

export interface IoBoardPortReport {
  readonly fuzzFrames: number;
  readonly commands: number;
  readonly cpuSeconds: number;
  readonly tally: string;
  readonly undetectable: number;
  readonly accidental: number;
  /** Every event the driver emitted while the line was fuzzed. */
  readonly eventsDuringFuzz: readonly PanelEvent[];
  /** Distinct errors the driver recorded that say its own code failed (internal error, listener). */
  readonly internalErrors: readonly string[];
  readonly statsAfterFuzz: IoBoardStats;
  readonly stateAfterFuzz: IoBoardState;
  readonly switchesAfterFuzz: Readonly<Record<string, boolean | null>>;
  readonly buttonsHeldAfterFuzz: readonly string[];
  /** On the clean line afterwards: the events of one real tap of PLAY, and the driver's state. */
  readonly eventsOfRealPress: readonly PanelEvent[];
  readonly stateAtEnd: IoBoardState;
  readonly repliesOnCleanLine: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function run({ frames, seed }: IoBoardPortOptions): Promise<IoBoardPortReport> {
  const rnd = seededRandom(seed);
  const clock = new LineClock();
  const now = (): number => clock.now();
  const boardEnd = new ScriptedLink('fuzz:io-board');
  const board = new EmulatedIoBoard({ random: uniform(rnd), now });
  board.attach(boardEnd);
  const script = new IoLineScript({ rnd, burst: [60, 240], standInPercent: 10 });
  const line = new NoisyLine({ name: 'io-board', clock, echo: false, devices: boardEnd, script: script.script, rnd });
  // The reply timeout is a real timer: generous, because every command is answered within a
  // few turns of the event loop and a timeout would only measure a busy machine.
  const io = new IoBoard(line, { deviceId: 'io-board', replyTimeoutMs: 5_000, now });
  const events: PanelEvent[] = [];
  io.onEvent((event) => events.push(event));
  const internalErrors = new Set<string>();
  const watchErrors = (): void => {
    const error = io.health.lastError;
    if (error !== null && /internal error|listener/.test(error)) internalErrors.add(error);
  };

  const cpuBefore = process.cpuUsage();
  io.start();
  while (script.tally.total < frames) {
    await sleep(10);
    watchErrors();
  }
  script.fuzzing = false;
  const cpu = process.cpuUsage(cpuBefore);
  const eventsDuringFuzz = [...events];
  const health = io.health;
  const switchesAfterFuzz = io.switches();
  const buttonsHeldAfterFuzz = PANEL_BUTTONS.filter((button) => io.pressed(button));

  // The clean line: the driver must be polling and hear a real press of PLAY, and its release.
  const waitFor = async (done: () => boolean): Promise<void> => {
    const deadline = Date.now() + 20_000;
    while (!done() && Date.now() < deadline) await sleep(5);
  };
  const repliesBefore = io.health.stats.replies;
  await waitFor(() => io.health.stats.replies >= repliesBefore + 20 && io.health.state === 'ok');
  const repliesOnCleanLine = io.health.stats.replies - repliesBefore;
  events.length = 0;
  board.press('play');
  await waitFor(() => events.length >= 1);
  board.release('play');
  await waitFor(() => events.length >= 2);
  watchErrors();
  const eventsOfRealPress = [...events];
  const stateAtEnd = io.health.state;
  await io.stop();

  return {
    fuzzFrames: script.tally.total,
    commands: line.commands,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    tally: script.tally.toString(),
    undetectable: script.undetectable,
    accidental: script.accidental,
    eventsDuringFuzz,
    internalErrors: [...internalErrors],
    statsAfterFuzz: health.stats,
    stateAfterFuzz: health.state,
    switchesAfterFuzz,
    buttonsHeldAfterFuzz,
    eventsOfRealPress,
    stateAtEnd,
    repliesOnCleanLine,
  };
}
