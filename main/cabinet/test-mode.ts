/**
 * The seeded test mode: an end-to-end test replays a whole session (holds, ladders, minigames)
 * exactly by starting the cabinet with a known seed. Real play must never run on a predictable
 * generator, so a production build (bundled with `--production`, as `npm run dist` does) refuses
 * to start in this mode, and a development build says loudly that it is in it.
 */
import type { Rng } from '../../engine/core/rng';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { CryptoRng } from './crypto-rng';

/** Replaced by the bundler (build/bundle.mjs): 'production' for `npm run dist`, else 'development'. */
declare const CABINET_BUILD: string | undefined;

export type BuildKind = 'production' | 'development';

export function buildKind(): BuildKind {
  return typeof CABINET_BUILD !== 'undefined' && CABINET_BUILD === 'production' ? 'production' : 'development';
}

export class TestModeRefusedError extends Error {
  constructor() {
    super('this is a production build: the seeded test mode (--test-seed / CABINET_TEST_SEED) is refused; real play uses the cryptographic generator only');
    this.name = 'TestModeRefusedError';
  }
}

export const TEST_MODE_WARNING = 'TEST MODE: seeded, predictable randomness. Never use this cabinet for real play.';

/** The generator the cabinet plays with: cryptographic, or seeded in a development build's test mode. */
export function cabinetRng(testSeed: number | undefined, kind: BuildKind = buildKind()): Rng {
  if (testSeed === undefined) return new CryptoRng();
  if (kind === 'production') throw new TestModeRefusedError();
  return new Xoshiro128(testSeed);
}

/** The generator for a host's start arguments; in test mode the warning goes to the log first. */
export function testModeRng(args: { readonly testSeed: number | undefined }, log: (line: string) => void = (line) => console.error(line)): Rng {
  const rng = cabinetRng(args.testSeed);
  if (args.testSeed !== undefined) log(`${TEST_MODE_WARNING} (seed ${args.testSeed})`);
  return rng;
}
