/** The cabinet configuration of the Mystery Elves power-cut test (child and test agree on it). */
import type { CabinetConfig } from '../../config/cabinet-config';

const GAME = 'mystery-elves' as const;

/** Open-market limits (500 € of credit) and a quick pace, so respins and reveals also run by themselves between the child's presses. */
export function elvesCutConfig(base: CabinetConfig): CabinetConfig {
  return { ...base, jurisdiction: 'open-market', creditLimitCents: 50_000, autoPaceMs: 20, menu: { games: ['gnomos-mix', GAME], defaultGame: GAME } };
}
