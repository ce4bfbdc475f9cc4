/**
 * The figures of the Gnomos Mix upper game. The rule document names only Mushroom, Flower and
 * Log (three of one on a line may start a minigame); the rest of the set is a product decision
 * (docs/games/gnomos-mix-upper.md): a gnome-forest theme with one jackpot figure, two high
 * figures, the three minigame figures in the middle of the table, and two low figures.
 * Listed best first.
 */
export const UPPER_SYMBOLS = [
  'golden-gnome',
  'pot-of-gold',
  'clover',
  'mushroom',
  'flower',
  'log',
  'acorn',
  'leaf',
] as const;

export type UpperSymbol = (typeof UPPER_SYMBOLS)[number];

/** Three of one of these on a prize line may start a minigame (the rule document). */
export const MINIGAME_SYMBOLS: readonly UpperSymbol[] = ['mushroom', 'flower', 'log'];

export function isUpperSymbol(value: unknown): value is UpperSymbol {
  return typeof value === 'string' && (UPPER_SYMBOLS as readonly string[]).includes(value);
}
