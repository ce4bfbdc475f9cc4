/**
 * What the seeded screen sessions share. Planning (the video slots): the real cabinet core booted
 * in this process with the seeded test Rng, each press recorded with the game's last spin after it (the
 * screen test waits for that spin), bills inserted until the balance covers what comes next.
 * On the screen (every session, Gnomos' and Mona Lisa's too): one shared Chromium for the suite,
 * a fresh data folder per test, the cabinet killed after it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { bootCabinet, type RunningCabinet } from '../../main/cabinet/boot';
import type { GameId, Intent } from '../../main/ipc/contract';
import { openBrowser } from './shared-browser';
import { SHOTS } from './slot-session';
import { writeOperatorConfig, type WebCabinet } from './web-cabinet';

export interface PlannedStep<M> {
  readonly intent: Intent;
  /** The game's last spin after this step (0 before the first). */
  readonly seqAfter: number;
  readonly mark: M | null;
}

export interface SessionPlanner<M> {
  readonly running: RunningCabinet;
  readonly steps: PlannedStep<M>[];
  /** The game's last spin now. */
  seq(): number;
  /** A press that must be taken (the plan is void otherwise), recorded with its mark. */
  press(intent: Intent, mark?: M | null): Promise<void>;
  /** Marks the last press, as it stands now. */
  mark(mark: M): void;
  /** Bills through the emulated validator until the balance is at least `cents`. */
  credit(cents: number): Promise<void>;
  stop(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Boots the core for planning `game` with `config` and `seed` in a throwaway folder. */
export async function startPlanner<M>(game: GameId, config: Record<string, unknown>, seed: number): Promise<SessionPlanner<M>> {
  const dir = mkdtempSync(join(process.platform === 'linux' ? '/dev/shm' : tmpdir(), `${game}-plan-`));
  writeOperatorConfig(dir, config);
  const running = bootCabinet({ dataDir: dir, host: 'web', rng: new Xoshiro128(seed), log: () => undefined });
  const steps: PlannedStep<M>[] = [];
  const seq = (): number => {
    const view = running.cabinet.view().game;
    return view.game === game && 'lastSpin' in view ? (view.lastSpin?.seq ?? 0) : 0;
  };
  const planner: SessionPlanner<M> = {
    running,
    steps,
    seq,
    async press(intent, mark = null) {
      const result = await running.cabinet.handleIntent(intent);
      if (!result.ok) throw new Error(`${JSON.stringify(intent)} refused while planning: ${JSON.stringify(result)}`);
      steps.push({ intent, seqAfter: seq(), mark });
    },
    mark(mark) {
      steps[steps.length - 1] = { ...steps[steps.length - 1]!, mark, seqAfter: seq() };
    },
    async credit(cents) {
      while (running.cabinet.view().creditsCents < cents) {
        const before = running.cabinet.view().creditsCents;
        await planner.press({ type: 'DEV_INSERT_BILL', valueCents: 5000 });
        for (let i = 0; i < 200 && running.cabinet.view().creditsCents === before; i += 1) {
          await running.cabinet.pollDevices().catch(() => undefined);
          await wait(2);
        }
        if (running.cabinet.view().creditsCents === before) throw new Error('the bill was not credited while planning');
      }
    },
    async stop() {
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await running.ready();
  return planner;
}

/** The suite's browser and each test's data folder and cabinet, opened and closed by jest's hooks. */
export function sessionOnScreen(folder: string): { browser(): Browser; dataDir(): string; cabinet: { current: WebCabinet | null } } {
  let browser: Browser;
  let dataDir = '';
  const cabinet = { current: null as WebCabinet | null };
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), `cabinet-${folder}-`));
  });
  afterEach(() => {
    cabinet.current?.process.kill('SIGKILL');
    cabinet.current = null;
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { browser: () => browser, dataDir: () => dataDir, cabinet };
}
