/** The cabinet configuration of the 40 Mystic Gem power-cut test (child and test agree on it). */
import type { CabinetConfig } from '../../config/cabinet-config';

const GAME = 'mystic-gem-40' as const;

/** Open-market limits (500 € of credit) and bought games up to 200 €: every buy is offered at 0,40 €. */
export function mysticGemCutConfig(base: CabinetConfig): CabinetConfig {
  return {
    ...base,
    jurisdiction: 'open-market',
    creditLimitCents: 50_000,
    menu: { games: ['gnomos-mix', 'mona-lisa-jewels', GAME], defaultGame: GAME },
    games: { ...base.games, [GAME]: { ...base.games[GAME], maxBoughtStakeCents: 20_000 } },
  };
}
