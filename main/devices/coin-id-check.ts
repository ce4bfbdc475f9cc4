/**
 * Checks the coin acceptor's programmed coins against the cabinet's coin table. The table says
 * what a position is worth; the acceptor's coin id (ccTalk header 184, e.g. "EU050A": country,
 * value code, issue) says which coin it actually takes there. If they disagree — a 50 c coin
 * credited as 10 c, or a foreign coin — the position must not take coins: it is inhibited and
 * reported as a configuration fault until the table or the acceptor's programming is fixed.
 */
import type { CoinDefinition } from '../../config/cabinet-config';

/** The cabinet's money is euros: ccTalk writes the euro's "country" as EU. */
export const CABINET_COIN_COUNTRY = 'EU';

export interface CoinIdFault {
  readonly position: number;
  /** What the coin table says the position is worth. */
  readonly tableCents: number;
  /** The acceptor's id for the position, null when nothing is programmed there. */
  readonly coinId: string | null;
  /** In words, for the diagnostics screen and the event log. */
  readonly text: string;
}

/**
 * The value in cents a ccTalk coin id stands for, or null if it is not a euro coin id. The value
 * code is three characters: digits in the smallest unit ("005", "050", "200"), or digits around
 * a multiplier letter that marks the decimal point ("2K5" = 2500).
 */
export function coinIdValueCents(coinId: string): number | null {
  const match = /^([A-Z]{2})([0-9A-Z.]{3})/.exec(coinId.trim());
  if (!match || match[1] !== CABINET_COIN_COUNTRY) return null;
  const code = match[2] as string;
  if (/^\d{3}$/.test(code)) return Number(code);
  const multiplied = /^(\d*)([KM])(\d*)$/.exec(code);
  if (!multiplied) return null;
  const [, whole = '', letter, fraction = ''] = multiplied;
  const scale = letter === 'K' ? 1000 : 1_000_000;
  const value = Number(`${whole || '0'}.${fraction || '0'}`) * scale;
  return Number.isSafeInteger(value) ? value : null;
}

/** Every position of the table whose programmed coin is not the coin the table pays. */
export function coinIdFaults(table: readonly CoinDefinition[], coinIds: ReadonlyMap<number, string>): CoinIdFault[] {
  const faults: CoinIdFault[] = [];
  for (const coin of table) {
    const coinId = coinIds.get(coin.position) ?? null;
    if (coinId === null) {
      faults.push({ position: coin.position, tableCents: coin.valueCents, coinId, text: `coin position ${coin.position}: the table pays ${coin.valueCents} c but the acceptor has no coin programmed there; position inhibited` });
      continue;
    }
    const value = coinIdValueCents(coinId);
    if (value !== coin.valueCents) {
      const what = value === null ? `"${coinId}" there, which is not a euro coin` : `"${coinId}" (${value} c) there`;
      faults.push({ position: coin.position, tableCents: coin.valueCents, coinId, text: `coin position ${coin.position}: the table pays ${coin.valueCents} c but the acceptor takes ${what}; position inhibited` });
    }
  }
  return faults;
}
