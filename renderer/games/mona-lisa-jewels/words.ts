import type { SlotGameText } from '../../slots/slot-game';

const SYMBOLS_EN = { WILD: 'WILD', JACKPOT: 'JACKPOT', SCATTER: 'SCATTER', JEWEL: 'JEWEL', MONA: 'MONA LISA', CROWN: 'CROWN', RING: 'RING', A: 'A', K: 'K', Q: 'Q', J: 'J', TEN: '10' };
const SYMBOLS_ES = { ...SYMBOLS_EN, JEWEL: 'JOYA', CROWN: 'CORONA', RING: 'ANILLO', SCATTER: 'SCATTER', MONA: 'MONA LISA' };

export const MONA_LISA_EN: SlotGameText = {
  title: 'MONA LISA JEWELS',
  subtitle: '25 lines · 5 reels',
  symbolNames: SYMBOLS_EN,
  featureNames: { free: 'FREE SPINS', jewel: 'JEWEL SPINS' },
  rules: [
    'Wins pay left to right on the played lines, only the highest win per line; scatter wins pay anywhere × the total bet. WILD stands for every symbol except SCATTER and JACKPOT; a WILD standing in for a JEWEL gives no Jewel spins.',
    '2 or 3 JEWELS on reel 1 award 2 JEWEL SPINS: reel 1 stays as it landed, the Jewels and WILDs on the other reels are held, and new ones are held too. No multipliers in Jewel spins; they always play before normal free spins.',
    '3 or more SCATTER anywhere award 10 FREE SPINS, also inside free spins. A winning line with 1 / 2 / 3 or more WILDs pays ×2 / ×4 / ×8.',
    'Five JACKPOT symbols on a played line at 25 lines and 10 coins per line win the progressive shown at the top for the coin played; otherwise the paytable pays. It cannot be won in Jewel spins. Every bet adds 0.5 % to it.',
    'Feature spins keep the bet that awarded them, and autospin never starts them by itself. What one game pays (its spin, the feature spins it starts and the jackpot) is limited to the maximum prize per game of the jurisdiction: a game that reaches it is paid the maximum and ends. A malfunction voids all pays and plays.',
  ],
  jackpotNames: {},
  autospinStops: { 'loss-limit': 'LOSS LIMIT', 'win-limit': 'WIN LIMIT', jackpot: 'JACKPOT', count: 'DONE', credit: 'NO CREDIT', player: 'STOPPED' },
};

export const MONA_LISA_ES: SlotGameText = {
  title: 'MONA LISA JEWELS',
  subtitle: '25 líneas · 5 rodillos',
  symbolNames: SYMBOLS_ES,
  featureNames: { free: 'TIRADAS GRATIS', jewel: 'TIRADAS JOYA' },
  rules: [
    'Los premios pagan de izquierda a derecha en las líneas jugadas, solo el mayor por línea; los SCATTER pagan en cualquier posición × la apuesta total. WILD sustituye a todos los símbolos salvo SCATTER y JACKPOT; un WILD en lugar de una JOYA no da tiradas Joya.',
    '2 o 3 JOYAS en el rodillo 1 dan 2 TIRADAS JOYA: el rodillo 1 queda como paró, las Joyas y los WILD de los demás rodillos quedan retenidos, y los nuevos también. Sin multiplicadores; se juegan siempre antes que las tiradas gratis.',
    '3 o más SCATTER en cualquier posición dan 10 TIRADAS GRATIS, también dentro de ellas. Una línea premiada con 1 / 2 / 3 o más WILD paga ×2 / ×4 / ×8.',
    'Cinco JACKPOT en una línea jugada con 25 líneas y 10 monedas por línea ganan el progresivo que se muestra arriba para la moneda jugada; si no, paga la tabla. No se gana en tiradas Joya. Cada apuesta le suma un 0,5 %.',
    'Las tiradas de las funciones mantienen la apuesta que las dio y el juego automático nunca las empieza solo. Lo que paga una jugada (su tirada, las tiradas que inicia y el jackpot) tiene el límite del premio máximo por jugada de la normativa: una jugada que lo alcanza cobra el máximo y termina. Una avería anula todos los premios y jugadas.',
  ],
  jackpotNames: {},
  autospinStops: { 'loss-limit': 'LÍMITE DE PÉRDIDA', 'win-limit': 'LÍMITE DE PREMIO', jackpot: 'JACKPOT', count: 'TERMINADO', credit: 'SIN CRÉDITO', player: 'PARADO' },
};
