import type { SlotGameText } from '../../slots/slot-game';

const SYMBOLS_EN = { WILD: 'WILD', JACKPOT: 'JACKPOT', SCATTER: 'SCATTER', JEWEL: 'JEWEL', MONA: 'MONA LISA', CROWN: 'CROWN', RING: 'RING', A: 'A', K: 'K', Q: 'Q', J: 'J', TEN: '10' };
const SYMBOLS_ES = { ...SYMBOLS_EN, JEWEL: 'JOYA', CROWN: 'CORONA', RING: 'ANILLO', SCATTER: 'SCATTER', MONA: 'MONA LISA' };

export const MONA_LISA_EN: SlotGameText = {
  title: 'MONA LISA JEWELS',
  subtitle: '25 lines · 5 reels',
  symbolNames: SYMBOLS_EN,
  featureNames: { free: 'FREE SPINS', jewel: 'JEWEL SPINS' },
  rules: [
    'Wins pay left to right on the played lines, the highest win per line. WILD stands for every symbol except SCATTER, JACKPOT and JEWEL.',
    'Three or more SCATTER anywhere award FREE SPINS. In free spins every line win with a WILD is multiplied (×2 with one WILD, ×4 with two).',
    'JEWEL symbols award JEWEL SPINS: the Jewels and WILDs stay held while the other cells spin again; new Jewels are held too.',
    'Five JACKPOT symbols on a played line win the progressive JACKPOT shown at the top, at the bets where it is lit.',
    'Feature spins are played at the bet that awarded them. A malfunction voids all pays and plays.',
  ],
  jackpotNames: {},
  autospinStops: { 'loss-limit': 'LOSS LIMIT', 'win-limit': 'WIN LIMIT', jackpot: 'JACKPOT', feature: 'FEATURE', 'no-credit': 'NO CREDIT', done: 'DONE', player: 'STOPPED' },
};

export const MONA_LISA_ES: SlotGameText = {
  title: 'MONA LISA JEWELS',
  subtitle: '25 líneas · 5 rodillos',
  symbolNames: SYMBOLS_ES,
  featureNames: { free: 'TIRADAS GRATIS', jewel: 'TIRADAS JOYA' },
  rules: [
    'Los premios pagan de izquierda a derecha en las líneas jugadas, el mayor premio por línea. WILD sustituye a todos los símbolos salvo SCATTER, JACKPOT y JOYA.',
    'Tres o más SCATTER en cualquier posición dan TIRADAS GRATIS. En ellas, cada premio de línea con WILD se multiplica (×2 con un WILD, ×4 con dos).',
    'Las JOYAS dan TIRADAS JOYA: las Joyas y los WILD quedan retenidos mientras el resto gira de nuevo; las Joyas nuevas también se retienen.',
    'Cinco JACKPOT en una línea jugada ganan el JACKPOT progresivo que se muestra arriba, con las apuestas en que está iluminado.',
    'Las tiradas de las funciones se juegan con la apuesta que las dio. Una avería anula todos los premios y jugadas.',
  ],
  jackpotNames: {},
  autospinStops: { 'loss-limit': 'LÍMITE DE PÉRDIDA', 'win-limit': 'LÍMITE DE PREMIO', jackpot: 'JACKPOT', feature: 'FUNCIÓN', 'no-credit': 'SIN CRÉDITO', done: 'TERMINADO', player: 'PARADO' },
};
