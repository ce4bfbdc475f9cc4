import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The operator's setting played, not computed: `npm run par -- gnomos-mix --setting N --spins
 * 1000000` plays a million rounds of the whole machine at each setting (lower game at 0.20 €,
 * bonuses spent in the upper game at 0.20 € + 1 whenever they cover it, AUTO-RISK off) with the
 * engine's own functions, beside the exact figures. Run as the built command (two at a time),
 * because the rounds are three times faster outside jest's sandbox.
 *
 * Seeded, so the figures are fixed. What a Monte Carlo can show at this size: the setting and
 * the exact cash return both inside the run's 99 % interval, which is about ±1.7 points (a
 * game's cash has a standard deviation of about 6.6 stakes, mostly from the upper game's
 * minigames); the exact figure itself is within ±0.5 (engine/games/gnomos-mix/maths/settings.test.ts).
 */
const CLI = join(__dirname, '..', '..', 'dist', 'build', 'par', 'cli.js');
const SETTINGS = [70, 75, 80, 85, 90, 95];
const ROUNDS = 1_000_000;
const run = promisify(execFile);

interface Simulation {
  rounds: number;
  upperRounds: number;
  cashInCents: number;
  cashOutCents: number;
  cashReturn: string;
  interval99: string;
  exactCashReturn: string;
  exactInsideInterval: boolean;
  bonuses: { won: number; spent: number; left: number };
}

async function simulate(setting: number): Promise<Simulation> {
  const { stdout } = await run(process.execPath, [CLI, 'gnomos-mix', '--setting', String(setting), '--bet', '20', '--spins', String(ROUNDS), '--seed', String(setting), '--format', 'json'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(stdout) as { simulation: Simulation }).simulation;
}

const percent = (text: string): number => Number.parseFloat(text);

describe('a million rounds per setting return the setting in cash', () => {
  const results = new Map<number, Simulation>();

  beforeAll(async () => {
    for (let i = 0; i < SETTINGS.length; i += 2) {
      const pair = SETTINGS.slice(i, i + 2);
      const sims = await Promise.all(pair.map(simulate));
      pair.forEach((setting, k) => results.set(setting, sims[k] as Simulation));
    }
  }, 180_000);

  it.each(SETTINGS)('setting %p %%', (setting) => {
    const s = results.get(setting);
    if (s === undefined) throw new Error(`no run at ${setting}`);
    const simulated = percent(s.cashReturn);
    const halfWidth = percent(s.interval99.replace('±', ''));
    expect(s.rounds).toBe(ROUNDS);
    expect(simulated).toBeCloseTo((100 * s.cashOutCents) / s.cashInCents, 3);
    expect(s.exactInsideInterval).toBe(true);
    expect(Math.abs(percent(s.exactCashReturn) - setting)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(simulated - setting)).toBeLessThanOrEqual(halfWidth);
    expect(halfWidth).toBeLessThan(2.5);
    // Bonuses are counted, never lost: won = spent + left; they are spent whenever they cover the
    // bet, so what is left is what the last rounds won (tens of thousands are won in a session).
    expect(s.bonuses.won).toBe(s.bonuses.spent + s.bonuses.left);
    expect(s.bonuses.won).toBeGreaterThan(50_000);
    expect(s.bonuses.left).toBeLessThan(30);
    expect(s.upperRounds).toBeGreaterThan(0.04 * ROUNDS);
  });
});
