import { MAX_REFILL_COINS } from '../../main/ipc/contract';
import { canStepRefillCoins, DEFAULT_REFILL_COINS, REFILL_STEPS, stepRefillCoins } from './refill-coins';

describe('the refill coin chooser', () => {
  it('starts at a bag of 500 and steps through round counts', () => {
    expect(DEFAULT_REFILL_COINS).toBe(500);
    expect(stepRefillCoins(500, 1)).toBe(1000);
    expect(stepRefillCoins(1000, 1)).toBe(2000);
    expect(stepRefillCoins(500, -1)).toBe(200);
    expect(stepRefillCoins(200, -1)).toBe(100);
  });

  it('stays at its ends, which the cabinet accepts', () => {
    expect(stepRefillCoins(100, -1)).toBe(100);
    expect(stepRefillCoins(MAX_REFILL_COINS, 1)).toBe(MAX_REFILL_COINS);
    expect(canStepRefillCoins(100, -1)).toBe(false);
    expect(canStepRefillCoins(100, 1)).toBe(true);
    expect(canStepRefillCoins(MAX_REFILL_COINS, 1)).toBe(false);
    for (const step of REFILL_STEPS) {
      expect(Number.isInteger(step)).toBe(true);
      expect(step).toBeGreaterThanOrEqual(1);
      expect(step).toBeLessThanOrEqual(MAX_REFILL_COINS);
    }
  });

  it('lands on a step from a count between steps', () => {
    expect(stepRefillCoins(300, 1)).toBe(500);
    expect(stepRefillCoins(300, -1)).toBe(200);
  });
});
