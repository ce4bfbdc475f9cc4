/** The cabinet configuration of the Gonzo's Gold power-cut test (child and test agree on it). */
import type { CabinetConfig } from '../../config/cabinet-config';

const GAME = 'gonzos-gold' as const;

/** Open-market limits (500 € of credit) and a quick pace, so free spins also run by themselves between the child's presses. */
export function gonzoCutConfig(base: CabinetConfig): CabinetConfig {
  return { ...base, jurisdiction: 'open-market', creditLimitCents: 50_000, autoPaceMs: 20, menu: { games: ['gnomos-mix', GAME], defaultGame: GAME } };
}
