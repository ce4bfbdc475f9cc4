import { LOWER_PAYTABLE, ladderCentsFor, lowerLadderSeesaw, lowerLadderUpNothing, lowerReady } from '../fixtures/views';
import { ladderLights, ladderRowIds, riskChoice } from './ladder-lights';

describe('the ladder lights of the paytable', () => {
  it('each rung is the paytable row paying its cents at the bet, any 3 Diamonds up to Blue Diamond', () => {
    expect(ladderRowIds(LOWER_PAYTABLE, 20, ladderCentsFor(20))).toEqual([
      'any-3-diamonds',
      '3-plum',
      '3-grape',
      '3-orange',
      '3-lemon',
      '3-bell',
      '3-green-diamond',
      '3-red-diamond',
      '3-blue-diamond',
    ]);
    // At 1 € the same rows pay other amounts; the mapping follows the bet's column.
    expect(ladderRowIds(LOWER_PAYTABLE, 100, ladderCentsFor(100))[7]).toBe('3-red-diamond');
    expect(ladderRowIds(LOWER_PAYTABLE, 100, [123])).toEqual([null]);
  });

  it('during the seesaw every rung lights, the one in play flashing (current)', () => {
    const lights = ladderLights(lowerLadderSeesaw().game.lower);
    expect(lights?.game).toBe('seesaw');
    expect(lights?.lamps.map((l) => l.light)).toEqual(['passed', 'passed', 'passed', 'passed', 'passed', 'passed', 'current', 'ahead', 'ahead']);
    expect(lights?.lamps[6]).toEqual({ rung: 6, cents: 800, rowId: '3-green-diamond', light: 'current' });
  });

  it('Up-Nothing starts at the bottom rung', () => {
    const lights = ladderLights(lowerLadderUpNothing().game.lower);
    expect(lights?.lamps[0]?.light).toBe('current');
    expect(lights?.lamps.slice(1).every((l) => l.light === 'ahead')).toBe(true);
  });

  it('no risk game, no lights', () => {
    expect(ladderLights(lowerReady().game.lower)).toBeNull();
  });

  it('says what PLAY may bring and what COLLECT banks', () => {
    const seesaw = lowerLadderSeesaw().game.lower.ladder;
    const upNothing = lowerLadderUpNothing().game.lower.ladder;
    if (!seesaw || !upNothing) throw new Error('fixtures without ladders');
    expect(riskChoice(seesaw)).toEqual({ game: 'seesaw', upCents: 2000, downCents: 400, collectCents: 800 });
    expect(riskChoice(upNothing)).toEqual({ game: 'up-nothing', upCents: 80, downCents: null, collectCents: 40 });
  });
});
