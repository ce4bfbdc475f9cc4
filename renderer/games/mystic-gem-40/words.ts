import type { MysticGemModeId, MysticGemSuit } from '../../../contract/games/mystic-gem-40';
import type { DoubleUpWords } from '../../slots/double-up-panel';
import type { SlotGameText } from '../../slots/slot-game';

/** 40 Mystic Gem's own panels' words (BUY BONUS, Jackpot Cards, the double up). */
export interface MysticGemWords {
  readonly slot: SlotGameText;
  readonly doubleUp: DoubleUpWords;
  readonly gamble: string;
  readonly buy: {
    readonly button: string;
    readonly title: string;
    readonly intro: string;
    readonly modes: Readonly<Record<MysticGemModeId, string>>;
    readonly modeNotes: Readonly<Record<MysticGemModeId, string>>;
    readonly perGame: string;
    readonly notOffered: string;
    readonly active: (times: string) => string;
    /** A price multiple as this language writes it ("4.5" → "×4.5" or "×4,5"). */
    readonly times: (times: string) => string;
    readonly off: string;
    readonly close: string;
    readonly chosen: string;
  };
  readonly cards: {
    readonly title: string;
    readonly hint: string;
    readonly suits: Readonly<Record<MysticGemSuit, string>>;
    readonly won: (suit: string) => string;
    readonly picks: string;
  };
}

const JACKPOT_NAMES = { 'mystic-gem-40:clubs': '♣', 'mystic-gem-40:diamonds': '♦', 'mystic-gem-40:hearts': '♥', 'mystic-gem-40:spades': '♠' };

const SYMBOLS_EN = {
  WILD: 'WILD',
  GEM: 'GEM',
  STAR: 'STAR',
  SEVEN: 'SEVEN',
  MELON: 'MELON',
  GRAPES: 'GRAPES',
  BELL: 'BELL',
  PLUM: 'PLUM',
  ORANGE: 'ORANGE',
  LEMON: 'LEMON',
  CHERRY: 'CHERRY',
};
const SYMBOLS_ES = {
  WILD: 'WILD',
  GEM: 'GEMA',
  STAR: 'ESTRELLA',
  SEVEN: 'SIETE',
  MELON: 'SANDÍA',
  GRAPES: 'UVAS',
  BELL: 'CAMPANA',
  PLUM: 'CIRUELA',
  ORANGE: 'NARANJA',
  LEMON: 'LIMÓN',
  CHERRY: 'CEREZAS',
};

const STOPS_EN = { 'loss-limit': 'LOSS LIMIT', 'win-limit': 'WIN LIMIT', jackpot: 'JACKPOT', count: 'DONE', credit: 'NO CREDIT', player: 'STOPPED', 'bonus-spins-over': 'BONUS SPINS PLAYED OUT', 'bonus-spins': 'BONUS SPINS CHANGED' };
const STOPS_ES = { 'loss-limit': 'LÍMITE DE PÉRDIDA', 'win-limit': 'LÍMITE DE PREMIO', jackpot: 'JACKPOT', count: 'TERMINADO', credit: 'SIN CRÉDITO', player: 'PARADO', 'bonus-spins-over': 'TIRADAS BONUS TERMINADAS', 'bonus-spins': 'CAMBIO EN TIRADAS BONUS' };

export const MYSTIC_GEM_EN: MysticGemWords = {
  slot: {
    title: '40 MYSTIC GEM',
    subtitle: '40 lines · 5 reels',
    symbolNames: SYMBOLS_EN,
    featureNames: {},
    rules: [
      '5 reels, 4 rows and 40 fixed lines. Wins pay left to right on adjacent reels starting with reel 1, only the highest win per line; line wins are multiplied by the line bet (the total bet ÷ 40). Wins on different lines are added together.',
      'WILD lands only on reels 2, 3 and 4 and then EXPANDS to cover its whole reel. It stands in for every symbol except the GEM and STAR scatters. Wins are paid after the WILDs have expanded.',
      'SCATTERS pay anywhere × the total bet and are added to the line wins: 3 / 4 / 5 GEMS (on all reels) pay 5× / 20× / 100×; 3 STARS (on reels 1, 3 and 5) pay 20×.',
      'BUY BONUS: 1, 2 or 3 expanding WILDs on reels 2–4 for 4.5×, 15× or 71.5× the total bet. GUARANTEED PRIZES: 1 or 2 expanding WILDs with at least one winning line for 12× or 25× the total bet. The price is the whole stake of each game; prizes are paid at the chosen total bet. A chosen mode stays on for every game until you turn it off. Bought games show no scatters, so scatter pays come only in the base game. A buy is offered only at bets where its price is within the maximum stake.',
      'JACKPOT CARDS may start at random when a game has ended and its wins are collected. Twelve cards lie face down: pick cards until three of one suit show. That level (♣ lowest, ♦, ♥, ♠ highest) is paid at its value at that moment and added to the balance. The four levels grow with a share of every stake (nothing is taken from the bet). Autoplay pauses during the round and resumes after it. Jackpot Cards wins cannot be doubled, and the feature does not run in Bonus Spin Mode.',
      'DOUBLE UP: a win up to the double-up limit can be gambled. Press GAMBLE and choose RED or BLACK: a right guess doubles the amount, a wrong one loses it. The attempts per win are limited (1 to 5, set by the operator); the last five cards are shown. COLLECT adds the win to the balance.',
      'Total bet 0,40 € to 50,00 €. The return to player is 96.08 %. A malfunction voids all pays and plays.',
    ],
    jackpotNames: JACKPOT_NAMES,
    autospinStops: STOPS_EN,
  },
  doubleUp: {
    title: 'DOUBLE UP',
    betAmount: 'BET AMOUNT',
    betToWin: 'BET TO WIN',
    attempts: 'ATTEMPTS LEFT',
    history: 'HISTORY',
    red: 'RED',
    black: 'BLACK',
    collect: 'COLLECT',
    hint: 'RED OR BLACK?',
  },
  gamble: 'GAMBLE',
  buy: {
    button: 'BUY BONUS',
    title: 'BUY BONUS',
    intro: 'Expanding WILDs on reels 2–4 in every game until you turn it off. No scatter pays in bought games.',
    modes: { base: 'BASE GAME', buy1: '1 EXPANDING WILD', buy2: '2 EXPANDING WILDS', buy3: '3 EXPANDING WILDS', guaranteed1: '1 WILD + GUARANTEED PRIZES', guaranteed2: '2 WILDS + GUARANTEED PRIZES' },
    modeNotes: {
      base: 'Normal games at the total bet',
      buy1: 'WILD on reel 2, 3 or 4',
      buy2: 'WILDs on two of reels 2, 3, 4',
      buy3: 'WILDs on reels 2, 3 and 4',
      guaranteed1: 'At least one winning line',
      guaranteed2: 'At least one winning line',
    },
    perGame: 'PER GAME',
    notOffered: 'NOT AT THIS BET',
    active: (times) => `BUY ×${times} ACTIVE`,
    times: (times) => `×${times}`,
    off: 'TURN OFF',
    close: 'CLOSE',
    chosen: 'ON',
  },
  cards: {
    title: 'JACKPOT CARDS',
    hint: 'PICK CARDS UNTIL THREE OF A SUIT SHOW',
    suits: { clubs: 'CLUBS', diamonds: 'DIAMONDS', hearts: 'HEARTS', spades: 'SPADES' },
    won: (suit) => `YOU WIN ${suit}`,
    picks: 'PICKS',
  },
};

export const MYSTIC_GEM_ES: MysticGemWords = {
  slot: {
    title: '40 MYSTIC GEM',
    subtitle: '40 líneas · 5 rodillos',
    symbolNames: SYMBOLS_ES,
    featureNames: {},
    rules: [
      '5 rodillos, 4 filas y 40 líneas fijas. Los premios pagan de izquierda a derecha en rodillos contiguos desde el rodillo 1, solo el mayor por línea; los premios de línea se multiplican por la apuesta por línea (la apuesta total ÷ 40). Los premios de líneas distintas se suman.',
      'El WILD sale solo en los rodillos 2, 3 y 4 y se EXPANDE hasta cubrir todo su rodillo. Sustituye a todos los símbolos salvo los scatter GEMA y ESTRELLA. Los premios se pagan después de expandirse los WILD.',
      'Los SCATTER pagan en cualquier posición × la apuesta total y se suman a los premios de línea: 3 / 4 / 5 GEMAS (en todos los rodillos) pagan 5× / 20× / 100×; 3 ESTRELLAS (en los rodillos 1, 3 y 5) pagan 20×.',
      'COMPRAR BONO: 1, 2 o 3 WILD expansivos en los rodillos 2–4 por 4,5×, 15× o 71,5× la apuesta total. PREMIOS GARANTIZADOS: 1 o 2 WILD expansivos con al menos una línea premiada por 12× o 25× la apuesta total. El precio es toda la apuesta de cada jugada; los premios se pagan a la apuesta total elegida. El modo elegido sigue activo en todas las jugadas hasta que lo desactive. Las jugadas compradas no muestran scatter: sus premios solo se dan en el juego base. Una compra solo se ofrece con apuestas cuyo precio no supera la apuesta máxima.',
      'JACKPOT CARDS puede empezar al azar cuando una jugada ha terminado y se han cobrado sus premios. Doce cartas boca abajo: elija cartas hasta que salgan tres del mismo palo. Ese nivel (♣ el menor, ♦, ♥, ♠ el mayor) se paga con su valor en ese momento y se suma al saldo. Los cuatro niveles crecen con una parte de cada apuesta (no se descuenta de la apuesta). El juego automático se detiene durante la ronda y sigue después. Los premios de Jackpot Cards no se pueden doblar y la función no se juega en el modo de tiradas de bono.',
      'DOBLAR: un premio hasta el límite de doblado se puede arriesgar. Pulse DOBLAR y elija ROJO o NEGRO: si acierta, el importe se dobla; si falla, se pierde. Los intentos por premio están limitados (de 1 a 5, según el operador); se muestran las cinco últimas cartas. COBRAR suma el premio al saldo.',
      'Apuesta total de 0,40 € a 50,00 €. La devolución al jugador es del 96,08 %. Una avería anula todos los premios y jugadas.',
    ],
    jackpotNames: JACKPOT_NAMES,
    autospinStops: STOPS_ES,
  },
  doubleUp: {
    title: 'DOBLAR',
    betAmount: 'IMPORTE APOSTADO',
    betToWin: 'PREMIO POSIBLE',
    attempts: 'INTENTOS',
    history: 'HISTORIAL',
    red: 'ROJO',
    black: 'NEGRO',
    collect: 'COBRAR',
    hint: '¿ROJO O NEGRO?',
  },
  gamble: 'DOBLAR',
  buy: {
    button: 'COMPRAR BONO',
    title: 'COMPRAR BONO',
    intro: 'WILD expansivos en los rodillos 2–4 en cada jugada hasta que lo desactive. Sin premios de scatter en las jugadas compradas.',
    modes: {
      base: 'JUEGO BASE',
      buy1: '1 WILD EXPANSIVO',
      buy2: '2 WILD EXPANSIVOS',
      buy3: '3 WILD EXPANSIVOS',
      guaranteed1: '1 WILD + PREMIOS GARANTIZADOS',
      guaranteed2: '2 WILD + PREMIOS GARANTIZADOS',
    },
    modeNotes: {
      base: 'Jugadas normales a la apuesta total',
      buy1: 'WILD en el rodillo 2, 3 o 4',
      buy2: 'WILD en dos de los rodillos 2, 3, 4',
      buy3: 'WILD en los rodillos 2, 3 y 4',
      guaranteed1: 'Al menos una línea premiada',
      guaranteed2: 'Al menos una línea premiada',
    },
    perGame: 'POR JUGADA',
    notOffered: 'NO CON ESTA APUESTA',
    active: (times) => `COMPRA ×${times.replace('.', ',')} ACTIVA`,
    times: (times) => `×${times.replace('.', ',')}`,
    off: 'DESACTIVAR',
    close: 'CERRAR',
    chosen: 'ACTIVO',
  },
  cards: {
    title: 'JACKPOT CARDS',
    hint: 'ELIJA CARTAS HASTA QUE SALGAN TRES DEL MISMO PALO',
    suits: { clubs: 'TRÉBOLES', diamonds: 'DIAMANTES', hearts: 'CORAZONES', spades: 'PICAS' },
    won: (suit) => `¡GANA ${suit}!`,
    picks: 'CARTAS',
  },
};
