import type { GnomosCabinetView } from './model/gnomos-cabinet-view';
import { cabinetView, gnomos, lowerGame, upperLineWins } from './fixtures/views';
import { afterView, classifyView, NOTHING_SHOWN, reelChange, type ShownState } from './round-sync';

function lowerRound(version: number, roundId: number | null): GnomosCabinetView {
  const lastSpin =
    roundId === null
      ? null
      : { roundId, stops: [1, 2, 3] as const, creditsBeforeCents: 500, stakeCents: 20, winCents: 0, bonusesWon: 0, prizeId: null, origin: 'spin' as const, held: [false, false, false] as const };
  return cabinetView({ version, game: gnomos({ lower: lowerGame({ lastSpin, stops: [1, 2, 3] }) }) });
}

function run(views: GnomosCabinetView[], start: ShownState = NOTHING_SHOWN): string[] {
  let shown = start;
  return views.map((v) => {
    const action = classifyView(shown, v);
    shown = afterView(shown, v, action);
    return action;
  });
}

describe('classifyView', () => {
  it('shows the first view as it stands, even with a round in it (power-cut recovery)', () => {
    expect(run([lowerRound(10, 7)])).toEqual(['still']);
  });

  it('ignores views that are not newer than the one shown', () => {
    expect(run([lowerRound(10, 7), lowerRound(10, 8), lowerRound(9, 9), lowerRound(11, 7)])).toEqual(['still', 'ignore', 'ignore', 'update']);
  });

  it('after a reset (reconnect) the next view is shown still again, whatever its version', () => {
    let shown = NOTHING_SHOWN;
    for (const v of [lowerRound(10, 7), lowerRound(11, 8)]) shown = afterView(shown, v, classifyView(shown, v));
    expect(classifyView(shown, lowerRound(3, 9))).toBe('ignore');
    expect(classifyView(NOTHING_SHOWN, lowerRound(3, 9))).toBe('still');
  });
});

describe('reelChange', () => {
  it('spins a game for a newer round only, once', () => {
    expect(reelChange(7, lowerRound(11, 8), 'lower')).toBe('spin');
    expect(reelChange(8, lowerRound(12, 8), 'lower')).toBe('none');
  });

  it('spins for the first round after none', () => {
    expect(reelChange(null, lowerRound(3, 1), 'lower')).toBe('spin');
    expect(reelChange(null, lowerRound(2, null), 'lower')).toBe('none');
  });

  it('jumps without spinning to an older round (history reset) or to no round at all', () => {
    expect(reelChange(7, lowerRound(11, 3), 'lower')).toBe('jump');
    expect(reelChange(7, lowerRound(11, null), 'lower')).toBe('jump');
  });

  it('reads each game its own rounds: an upper round never spins the lower reels', () => {
    const view = upperLineWins();
    expect(reelChange(null, view, 'upper')).toBe('spin');
    expect(reelChange(null, view, 'lower')).toBe('none');
    expect(reelChange(view.game.upper.lastSpin?.roundId ?? null, view, 'upper')).toBe('none');
  });
});
