/**
 * The Gnomos round simulators (maths/simulate.ts) as the cycle simulation's round players, and
 * the players the cycle figures are measured with (docs/games/gnomos-mix-cycles.md), all at the
 * default bets, lower game 0.20 € and upper game 0.20 € + 1 bonus:
 *
 * - `default`: the reference player the setting holds for: AUTO-RISK off (every prize and
 *   fraction collected), and up to the upper game whenever the bonuses cover its bet;
 * - `auto-risk`: the same with AUTO-RISK on (every ladder and fraction risked to the end);
 * - `never-upstairs`: AUTO-RISK off, never plays the upper game: the bonuses pile up unused.
 */
import { simulateLowerRound, simulateUpperRound } from '../maths/simulate';
import type { GnomosPolicy } from '../maths/policy';
import type { GnomosRoundPlayers, PlayerMix } from './round-players';

export const GNOMOS_ROUND_PLAYERS: GnomosRoundPlayers<GnomosPolicy> = {
  lower: simulateLowerRound,
  upper: simulateUpperRound,
};

export const GNOMOS_MIX_NAMES = ['default', 'auto-risk', 'never-upstairs'] as const;
export type GnomosMixName = (typeof GNOMOS_MIX_NAMES)[number];

export function gnomosPlayerMix(name: GnomosMixName): PlayerMix<GnomosPolicy> {
  const policy: GnomosPolicy = name === 'auto-risk' ? 'auto-risk' : 'default';
  return { name, lowerBetCents: 20, upperBetId: '0.20+1', policy, upstairs: name === 'never-upstairs' ? 'never' : 'when-covered' };
}

export function isGnomosMixName(value: unknown): value is GnomosMixName {
  return typeof value === 'string' && (GNOMOS_MIX_NAMES as readonly string[]).includes(value);
}
