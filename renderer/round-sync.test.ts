import type { CabinetView, GnomosSpinView } from '../main/ipc/contract';
import { afterView, classifyView, NOTHING_SHOWN, type ShownState } from './round-sync';

function view(version: number, roundId: number | null): CabinetView {
  const lastSpin: GnomosSpinView | null =
    roundId === null ? null : { roundId, stops: [1, 2, 3], creditsBeforeCents: 500, stakeCents: 20, winCents: 0, bonusesWon: 0, prizeId: null };
  return {
    version,
    host: 'web',
    creditsCents: 480,
    bonuses: 0,
    marquee: { key: 'press-play' },
    buttons: { play: true, collect: true, bet: true, hold: [false, false, false] },
    payout: null,
    tilt: null,
    coinAcceptor: { accepting: true, devCoinsCents: null },
    game: { game: 'gnomos-mix', phase: 'idle', betCents: 20, bets: [], reels: [], stops: [1, 2, 3], lastSpin, paytable: [] },
  };
}

function run(views: CabinetView[], start: ShownState = NOTHING_SHOWN): string[] {
  let shown = start;
  return views.map((v) => {
    const action = classifyView(shown, v);
    shown = afterView(shown, v, action);
    return action;
  });
}

describe('classifyView', () => {
  it('shows the first view as it stands, even with a round in it (power-cut recovery)', () => {
    expect(run([view(10, 7)])).toEqual(['still']);
    expect(run([view(1, null)])).toEqual(['still']);
  });

  it('spins for a newer round only, once', () => {
    expect(run([view(10, 7), view(11, 8), view(12, 8), view(13, 8)])).toEqual(['still', 'spin', 'update', 'update']);
  });

  it('spins for the first round after none', () => {
    expect(run([view(1, null), view(2, null), view(3, 1)])).toEqual(['still', 'update', 'spin']);
  });

  it('ignores views that are not newer than the one shown', () => {
    expect(run([view(10, 7), view(10, 8), view(9, 9), view(11, 7)])).toEqual(['still', 'ignore', 'ignore', 'update']);
  });

  it('shows an older round (history reset) without spinning', () => {
    expect(run([view(10, 7), view(11, 3), view(12, 4)])).toEqual(['still', 'still', 'spin']);
    expect(run([view(10, 7), view(11, null)])).toEqual(['still', 'still']);
  });

  it('after a reset (reconnect) the next view is shown still again', () => {
    let shown = NOTHING_SHOWN;
    for (const v of [view(10, 7), view(11, 8)]) shown = afterView(shown, v, classifyView(shown, v));
    expect(shown.roundId).toBe(8);
    shown = NOTHING_SHOWN;
    // The cabinet restarted: its version may even have gone down.
    expect(classifyView(shown, view(3, 9))).toBe('still');
  });
});
