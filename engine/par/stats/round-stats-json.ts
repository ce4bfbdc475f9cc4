import type { RoundStats } from './round-stats';

/**
 * RoundStats as plain JSON (bigints as decimal strings): for checkpoint files and for any
 * channel that does not carry bigints. Worker messages can carry bigints directly.
 */
export type RoundStatsJson = { readonly [K in keyof RoundStats]: RoundStats[K] extends bigint ? string : readonly string[] };

const LIST_KEYS = ['componentWins', 'componentSumOfSquares', 'featureRounds', 'featureWins', 'rangeRounds', 'rangeWins'] as const;
const SCALAR_KEYS = ['stakeUnits', 'rounds', 'totalWin', 'hits', 'sumOfSquares', 'maxWin', 'maxWinCount'] as const;

export function roundStatsToJson(s: RoundStats): RoundStatsJson {
  // Fixed key order: the same stats always print as the same text.
  const out: Record<string, string | string[]> = {};
  for (const k of SCALAR_KEYS) out[k] = s[k].toString();
  for (const k of LIST_KEYS) out[k] = s[k].map(String);
  return out as unknown as RoundStatsJson;
}

function big(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new RangeError(`${what} must be a decimal integer string`);
  return BigInt(value);
}

export function roundStatsFromJson(json: unknown): RoundStats {
  if (typeof json !== 'object' || json === null) throw new RangeError('round stats must be an object');
  const o = json as Record<string, unknown>;
  const list = (k: string): bigint[] => {
    const v = o[k];
    if (!Array.isArray(v)) throw new RangeError(`${k} must be a list`);
    return v.map((x, i) => big(x, `${k}[${i}]`));
  };
  return {
    stakeUnits: big(o['stakeUnits'], 'stakeUnits'),
    rounds: big(o['rounds'], 'rounds'),
    componentWins: list('componentWins'),
    componentSumOfSquares: list('componentSumOfSquares'),
    totalWin: big(o['totalWin'], 'totalWin'),
    hits: big(o['hits'], 'hits'),
    sumOfSquares: big(o['sumOfSquares'], 'sumOfSquares'),
    maxWin: big(o['maxWin'], 'maxWin'),
    maxWinCount: big(o['maxWinCount'], 'maxWinCount'),
    featureRounds: list('featureRounds'),
    featureWins: list('featureWins'),
    rangeRounds: list('rangeRounds'),
    rangeWins: list('rangeWins'),
  };
}
