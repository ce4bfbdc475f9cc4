import { Xoshiro128 } from '../../../core/xoshiro128';
import type { CauldronsContext } from '../cauldrons/cauldrons-machine';
import type { LowerRoundEvent } from './lower-round-machine';
import { presentLowerRound } from './presentation';
import { storedContext } from './stored-child';
import {
  LEMON_GRAPE_ORANGE,
  PLUM_PLUM_ORANGE,
  THREE_BELL,
  THREE_WINDOW,
  autoStep,
  context,
  ladderContext,
  lights,
  openTable,
  play,
  press,
  restoreTable,
  riskWords,
  spin,
  type Table,
} from './testing';

/**
 * A power cut at any point of a round: the cabinet stores `getPersistedSnapshot()` as JSON with
 * the money; at power-up the round is restored from it and must play on exactly as it would
 * have (same hidden prizes, same ladder rung, same next steps for the same random numbers).
 */

const PRESSES: readonly LowerRoundEvent[] = [
  play(),
  autoStep(),
  { type: 'COLLECT' },
  { type: 'HOLD', reel: 0 },
  { type: 'HOLD', reel: 2 },
  { type: 'PICK', index: 1 },
  lights(true),
];

/** The same presses and the same random numbers on both tables; what each does, step by step. */
function playOn(table: Table, seed: number, events: number): unknown[] {
  table.rng.use(new Xoshiro128(seed));
  const chooser = new Xoshiro128(seed + 1);
  const seen: unknown[] = [];
  for (let i = 0; i < events; i += 1) {
    const snapshot = table.actor.getSnapshot();
    const open = PRESSES.filter((e) => snapshot.can(e));
    const event = open[chooser.nextUint32() % open.length];
    if (event === undefined) throw new Error('nothing to press');
    table.actor.send(event);
    const after = table.actor.getSnapshot();
    seen.push({ event, step: after.context.step, view: presentLowerRound(after) });
  }
  return seen;
}

function powerCut(table: Table): Table {
  const stored = JSON.stringify(table.actor.getPersistedSnapshot());
  const restored = restoreTable(stored);
  // Storing the restored round again gives the same document: nothing was lost or redrawn.
  expect(JSON.stringify(restored.actor.getPersistedSnapshot())).toBe(stored);
  expect(presentLowerRound(restored.actor.getSnapshot())).toEqual(presentLowerRound(table.actor.getSnapshot()));
  expect(restored.actor.getSnapshot().value).toBe(table.actor.getSnapshot().value);
  return restored;
}

describe('recovery: a round restored from its stored JSON plays on identically', () => {
  it('a ladder at Red Diamond on the seesaw', () => {
    const t = openTable();
    spin(t, { stops: THREE_BELL });
    press(t, play(), riskWords(ladderContext(t), true));
    press(t, play(), riskWords(ladderContext(t), true));
    expect(presentLowerRound(t.actor.getSnapshot()).ladder).toMatchObject({ game: 'seesaw', rung: 7, prizeId: '3-red-diamond' });
    const r = powerCut(t);
    expect(ladderContext(r)).toEqual(ladderContext(t));
    // COLLECT pays the same Red Diamond on both.
    const restoredCollect = restoreTable(JSON.stringify(r.actor.getPersistedSnapshot()));
    expect(press(restoredCollect, { type: 'COLLECT' })).toMatchObject({ moves: [{ kind: 'win', cents: 2000 }], roundOver: true, roundWon: true });
    expect(playOn(r, 31, 60)).toEqual(playOn(t, 31, 60));
  });

  it('two advances left', () => {
    const t = openTable();
    spin(t, { stops: LEMON_GRAPE_ORANGE, advances: 4 });
    press(t, { type: 'HOLD', reel: 0 });
    press(t, { type: 'HOLD', reel: 1 });
    expect(presentLowerRound(t.actor.getSnapshot())).toMatchObject({ phase: 'advancing', advancesLeft: 2, stops: [5, 2, 1] });
    const r = powerCut(t);
    expect(context(r)).toEqual(context(t));
    expect(playOn(r, 32, 60)).toEqual(playOn(t, 32, 60));
  });

  it('a hold offered with one reel held', () => {
    const t = openTable();
    spin(t, { stops: PLUM_PLUM_ORANGE, hold: { autoHeld: true } });
    press(t, { type: 'HOLD', reel: 0 });
    expect(presentLowerRound(t.actor.getSnapshot())).toMatchObject({ phase: 'holdOffered', held: [false, true, false], heldGamePending: true });
    const r = powerCut(t);
    expect(playOn(r, 33, 60)).toEqual(playOn(t, 33, 60));
  });

  it('Cauldrons before the pick: the same hidden prizes, never drawn again', () => {
    const t = openTable();
    spin(t, { stops: THREE_WINDOW, cauldrons: [2, 6, 4] });
    const hidden = storedContext<CauldronsContext>(context(t).cauldrons)?.prizes;
    expect(hidden).toEqual([2, 6, 4]);
    const r = powerCut(t);
    expect(storedContext<CauldronsContext>(context(r).cauldrons)?.prizes).toEqual(hidden);
    // The restored round raises the middle lid with no draw at all: Green Diamond, paid.
    const other = restoreTable(JSON.stringify(r.actor.getPersistedSnapshot()));
    expect(press(other, { type: 'PICK', index: 1 })).toMatchObject({ moves: [{ kind: 'win', cents: 800 }], draws: [], roundOver: true });
    expect(playOn(r, 34, 60)).toEqual(playOn(t, 34, 60));
  });
});
