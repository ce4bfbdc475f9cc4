/**
 * The figures of the Gnomos Mix lower game, named as the rule document names them. The ids
 * are the renderer's vocabulary too (main/ipc/contract.ts lists the same ids; a test keeps the
 * two lists equal, since the engine may not import from main).
 */
export const GNOMOS_SYMBOLS = [
  'blue-diamond',
  'red-diamond',
  'green-diamond',
  'bell',
  'lemon',
  'orange',
  'grape',
  'plum',
  'bonus',
  'window',
] as const;

export type GnomosSymbol = (typeof GNOMOS_SYMBOLS)[number];

/** The three Diamonds: together they make "any 3 Diamonds". */
export const DIAMONDS: readonly GnomosSymbol[] = ['blue-diamond', 'red-diamond', 'green-diamond'];

export function isGnomosSymbol(value: unknown): value is GnomosSymbol {
  return typeof value === 'string' && (GNOMOS_SYMBOLS as readonly string[]).includes(value);
}
