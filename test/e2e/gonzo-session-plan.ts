/**
 * A Gonzo's Gold session for the end-to-end test, found by playing the real cabinet core in this
 * process with the seeded test Rng: from the menu into the game at 0,20 €, paid spins until a
 * cluster pays with a Scatter standing in it, paid spins until free spins are awarded, the
 * Expanding Symbol revealed by a touched stone, the free spins run by the cabinet's pace (the
 * seed is kept only if one of them expands and pays its extra prize), then autoplay with a
 * single-win limit that stops it. The draws depend only on the seed and the presses (who presses
 * a free spin, the player or the pace, draws the same), so the cabinet started with the same seed
 * plays exactly this session.
 */
import type { CabinetView, GonzoView, Intent } from '../../main/ipc/contract';
import { startPlanner, type PlannedStep } from './session-kit';

const GAME = 'gonzos-gold' as const;

/**
 * The session's operator config: Gonzo's Gold on the menu, the open-market profile, and a brisk
 * pace for the free spins and autoplay (the test waits for what the screen shows, not for time).
 */
export const GONZO_SESSION_CONFIG = {
  autoPaceMs: 300,
  jurisdiction: 'open-market',
  menu: { games: ['gnomos-mix', 'mona-lisa-jewels', 'mystic-gem-40', GAME], defaultGame: 'gnomos-mix' },
} as const;

/** The autoplay the test starts on the screen's dialog: what its START sends with the choices the test makes. */
export const GONZO_SESSION_AUTOPLAY = { type: 'AUTOSPIN', count: 100, stopOnAnyWin: false, winLimitCents: 200, balanceUpCents: null, balanceDownCents: 2_000 } as const;

/**
 * What the test does on the screen at a step (null: the step goes through the bridge).
 * 'select': the tile; 'cluster-coin': PLAY, a cluster with a Scatter inside pays; 'trigger': PLAY
 * awards free spins; 'pick': a touched stone, then the free spins run to their end by the pace;
 * 'autoplay': the dialog's START, then autoplay runs until its single-win limit stops it.
 */
export type GonzoMark = 'select' | 'cluster-coin' | 'trigger' | 'pick' | 'autoplay' | null;

/** A press of the plan; `seqAfter` is the game's last spin after it and what the pace played after it. */
export type GonzoStep = PlannedStep<NonNullable<GonzoMark>>;

export interface GonzoPlan {
  readonly seed: number;
  readonly steps: readonly GonzoStep[];
  readonly creditsCents: number;
  /** The free spins' total and the extra prizes paid in them. */
  readonly freeSpinsWinCents: number;
  readonly autoplayRounds: number;
  /** Paid rounds in the whole session (the game's Games Played meter). */
  readonly gamesPlayed: number;
}

const gonzo = (view: CabinetView): GonzoView => {
  if (view.game.game !== GAME) throw new Error(`expected Gonzo's Gold in front, got ${view.game.game}`);
  return view.game;
};
const action = (a: unknown): Intent => ({ type: 'GAME', game: GAME, action: a }) as Intent;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A cluster win whose cells hold a Scatter standing in. */
export function clusterWithScatter(g: GonzoView): boolean {
  const last = g.lastSpin;
  return last !== null && last.wins.some((w) => w.kind === 'cluster' && w.cells.some((c) => last.window[c.reel]?.[c.row] === 'COIN'));
}

async function planSession(seed: number): Promise<GonzoPlan | null> {
  // The plan runs the pace fast: who presses a free spin does not change its draws.
  const planner = await startPlanner<NonNullable<GonzoMark>>(GAME, { ...GONZO_SESSION_CONFIG, autoPaceMs: 20 }, seed);
  const { running, steps, press, credit, mark } = planner;
  const cabinet = running.cabinet;
  /** Until the pace has played what it plays (free spins, autoplay) and the game is idle. */
  const paced = async (): Promise<void> => {
    for (let i = 0; i < 5000; i += 1) {
      const g = gonzo(cabinet.view());
      if (g.phase === 'ready' && !g.autoplay.active) return;
      await wait(5);
    }
    throw new Error('the pace did not finish while planning');
  };
  try {
    await press({ type: 'SELECT_GAME', game: GAME }, 'select');
    await credit(2000);
    // Paid spins at 0,20 € until a cluster pays with a Scatter in it (and no free spins: they come next).
    for (let i = 0; ; i += 1) {
      if (i > 300) return null;
      await credit(100);
      await press({ type: 'PLAY' });
      const g = gonzo(cabinet.view());
      if (g.phase !== 'ready') return null;
      if (clusterWithScatter(g)) {
        mark('cluster-coin');
        break;
      }
    }
    // Paid spins until free spins are awarded.
    for (let i = 0; ; i += 1) {
      if (i > 1500) return null;
      await credit(100);
      await press({ type: 'PLAY' });
      if (gonzo(cabinet.view()).phase === 'pick') {
        mark('trigger');
        break;
      }
    }
    await press(action({ type: 'PICK', cover: 1 }));
    await paced();
    mark('pick');
    const feature = gonzo(cabinet.view()).freeSpins!;
    const expansions = running.store.journal({ gameId: GAME, limit: 60 }).filter((e) => e.label === 'expansion' && e.roundId === running.store.journal({ gameId: GAME, limit: 1 })[0]!.roundId);
    if (expansions.length === 0) return null;
    // Autoplay until a single win of 2 € stops it.
    await credit(2500);
    const roundsBefore = running.store.meters(`game:${GAME}`)['games-played'] ?? 0;
    await press(action(GONZO_SESSION_AUTOPLAY));
    await paced();
    mark('autoplay');
    const g = gonzo(cabinet.view());
    if (g.autoplay.stoppedBecause !== 'win-limit') return null;
    const autoplayRounds = (running.store.meters(`game:${GAME}`)['games-played'] ?? 0) - roundsBefore;
    const gamesPlayed = running.store.meters(`game:${GAME}`)['games-played'] ?? 0;
    return { seed, steps, creditsCents: cabinet.view().creditsCents, freeSpinsWinCents: feature.winCents, autoplayRounds, gamesPlayed };
  } finally {
    await planner.stop();
  }
}

export async function findGonzoSession(firstSeed: number, seedsToTry: number): Promise<GonzoPlan> {
  for (let seed = firstSeed; seed < firstSeed + seedsToTry; seed += 1) {
    const plan = await planSession(seed);
    if (plan) return plan;
  }
  throw new Error(`no seed in ${firstSeed}..${firstSeed + seedsToTry - 1} plays the whole Gonzo's Gold session`);
}
