import type { CabinetView } from '../../main/ipc/contract';
import { viewSoundCues } from './sound-cues';

function view(over: { credits?: number; roundId?: number; phase?: string; payout?: CabinetView['payout'] }): CabinetView {
  return {
    creditsCents: over.credits ?? 100,
    payout: over.payout ?? null,
    game: { phase: over.phase ?? 'idle', lastSpin: { roundId: over.roundId ?? 1 } },
  } as unknown as CabinetView;
}

describe('viewSoundCues', () => {
  it('drops a coin when credit rises with nothing else going on', () => {
    expect(viewSoundCues(view({ credits: 100 }), view({ credits: 150 }))).toEqual(['coin-drop']);
  });

  it('is silent for the first view and for credit from a round or a risk game', () => {
    expect(viewSoundCues(null, view({}))).toEqual([]);
    expect(viewSoundCues(view({ credits: 100, roundId: 1 }), view({ credits: 500, roundId: 2 }))).toEqual([]);
    expect(viewSoundCues(view({ credits: 100, phase: 'up-bonus-ladder' }), view({ credits: 500, phase: 'idle' }))).toEqual([]);
    expect(viewSoundCues(view({ credits: 100, phase: 'up-bonus-ladder' }), view({ credits: 500, phase: 'up-bonus-ladder' }))).toEqual([]);
  });

  it('ticks as the hopper pays', () => {
    const a = view({ credits: 0, payout: { remainingCents: 300, paidCents: 0 } });
    const b = view({ credits: 0, payout: { remainingCents: 250, paidCents: 50 } });
    expect(viewSoundCues(a, b)).toEqual(['payout-tick']);
    expect(viewSoundCues(b, b)).toEqual([]);
  });
});
