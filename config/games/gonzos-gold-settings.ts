/**
 * Gonzo's Gold as the operator sets it (config `games.gonzos-gold`, service menu): the bets
 * offered and the one a round starts at. Every bet is one of the game's own (whole multiples of
 * 0,20 € from 0,20 € to 20,00 €), so every prize of the paytable is whole cents at it.
 */
import { GONZO_BETS_CENTS } from '../../engine/games/gonzos-gold/paytable';

export interface GonzoSettings {
  /** Rising, no repeats, each one of the game's bets. */
  readonly betsCents: readonly number[];
  readonly defaultBetCents: number;
}

type Json = Record<string, unknown>;
type Fail = (path: string, message: string) => never;
type Int = (value: unknown, path: string, min: number, max: number) => number;

export function parseGonzoSettings(game: Json, fail: Fail, int: Int): GonzoSettings {
  const path = 'games.gonzos-gold';
  for (const key of Object.keys(game)) if (key !== 'betsCents' && key !== 'defaultBetCents') fail(`${path}.${key}`, 'is not a known setting');
  const list = Array.isArray(game.betsCents) ? game.betsCents : fail(`${path}.betsCents`, 'must be a list');
  if (list.length === 0) fail(`${path}.betsCents`, 'must offer at least one bet');
  const bets = list.map((b, i) => {
    const cents = int(b, `${path}.betsCents[${i}]`, 1, 1_000_000);
    if (!GONZO_BETS_CENTS.includes(cents)) fail(`${path}.betsCents[${i}]`, `(${cents}) must be one of the game's bets ${GONZO_BETS_CENTS.join(', ')} cents`);
    return cents;
  });
  bets.forEach((c, i) => {
    if (i > 0 && c <= (bets[i - 1] as number)) fail(`${path}.betsCents`, `must be in rising order without repeats, got ${bets.join(', ')}`);
  });
  const defaultBet = int(game.defaultBetCents, `${path}.defaultBetCents`, 1, 1_000_000);
  if (!bets.includes(defaultBet)) fail(`${path}.defaultBetCents`, `(${defaultBet}) must be one of the bets ${bets.join(', ')}`);
  return { betsCents: bets, defaultBetCents: defaultBet };
}
