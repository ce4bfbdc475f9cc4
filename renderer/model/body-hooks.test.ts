import { lowerLadderSeesaw, lowerReady, upperDoubleOrBonuses } from '../fixtures/views';
import { bodyHooks } from './body-hooks';

describe('the test hooks on the body', () => {
  it('name the game in play, the machine\'s phase, and that game\'s round and stops', () => {
    expect(bodyHooks(lowerLadderSeesaw())).toEqual({ activeGame: 'lower', phase: 'lower.ladder', roundId: '9', stops: '2,12,3' });
    expect(bodyHooks(upperDoubleOrBonuses())).toEqual({ activeGame: 'upper', phase: 'upper.doubleOrBonuses', roundId: '4', stops: '6,13,14' });
  });

  it('leave the round empty before the game\'s first round', () => {
    expect(bodyHooks(lowerReady()).roundId).toBe('');
  });
});
