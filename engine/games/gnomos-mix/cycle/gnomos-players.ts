/**
 * The Gnomos round simulators (maths/simulate.ts) as the cycle simulation's round players, and
 * the player mixes the cycle figures are measured with (docs/games/gnomos-mix-cycles.md):
 *
 * - `default`: every game in the lower game at 0.20 € (the default bet), collecting ladders at
 *   Bell and every Double-or-Bonuses fraction; bonuses are spent as soon as they are held, in the
 *   upper game at 0.20 € + 1 bonus.
 * - `auto-risk`: the same bets with AUTO-RISK on (every ladder and fraction risked to the end),
 *   the riskiest way to play them, so the widest spread of cycle returns.
 */
import { simulateLowerRound, simulateUpperRound } from '../maths/simulate';
import { GNOMOS_POLICIES, type GnomosPolicy } from '../maths/policy';
import type { GnomosRoundPlayers, PlayerMix } from './round-players';

export const GNOMOS_ROUND_PLAYERS: GnomosRoundPlayers<GnomosPolicy> = {
  lower: simulateLowerRound,
  upper: simulateUpperRound,
};

export type GnomosMixName = GnomosPolicy;
export const GNOMOS_MIX_NAMES: readonly GnomosMixName[] = GNOMOS_POLICIES;

export function gnomosPlayerMix(name: GnomosMixName): PlayerMix<GnomosPolicy> {
  return { name, lowerBetCents: 20, upperBetId: '0.20+1', policy: name };
}

export function isGnomosMixName(value: unknown): value is GnomosMixName {
  return typeof value === 'string' && (GNOMOS_MIX_NAMES as readonly string[]).includes(value);
}
