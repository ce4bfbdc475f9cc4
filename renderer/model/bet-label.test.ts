import { UPPER_BETS, lowerReady, upperReady } from '../fixtures/views';
import { betMeterText, upperBetIconText } from './bet-label';

describe('the BET meter and the upper bet icons', () => {
  it('shows the lower bet in euros and the upper bet as cash plus bonuses', () => {
    expect(betMeterText(lowerReady(), 'B')).toBe('0.20 €');
    expect(betMeterText(upperReady(), 'B')).toBe('0.20 € + 1 B');
  });

  it('tells the two 20 € upper bets apart by their bonuses', () => {
    const [a, b] = UPPER_BETS.slice(4).map((bet) => upperBetIconText(bet, 'B'));
    expect(a).toEqual({ cash: '20 €', bonuses: '+100 B' });
    expect(b).toEqual({ cash: '20 €', bonuses: '+200 B' });
  });
});
