import type { MysteryElvesLevel } from '../../../contract/games/mystery-elves';
import { formatEuros } from '../../format';
import type { DoubleUpWords } from '../../slots/double-up-panel';
import type { SlotGameText } from '../../slots/slot-game';
import { elvesSymbolNames } from './symbols';

/**
 * What the rules say that depends on the cabinet's settings and the bet: the special prizes at
 * the bet, the buy price, the gamble limit, the hours before a waiting game is settled. The game
 * keeps the latest view's (elves-game.ts `slotView`), so HELP always reads the figures in play.
 */
export interface ElvesFacts {
  readonly levels: readonly { readonly level: MysteryElvesLevel; readonly times: number; readonly cents: number }[];
  readonly buyTimes: number;
  readonly buyPriceCents: number | null;
  readonly buyEnabled: boolean;
  readonly gambleLimitCents: number;
  readonly settleAfterHours: number;
}

const DEFAULT_FACTS: ElvesFacts = { levels: [], buyTimes: 70, buyPriceCents: null, buyEnabled: true, gambleLimitCents: 125_000_00, settleAfterHours: 120 };
let facts: ElvesFacts = DEFAULT_FACTS;

/** The figures the rules quote from now on (the latest view's). */
export function setElvesFacts(next: ElvesFacts): void {
  facts = next;
}

/** Mystery Elves' own words: the stage's, the Hold and Win's, the gamble's, BUY FEATURE's, the notices'. */
export interface ElvesWords {
  readonly slot: SlotGameText;
  readonly levels: Readonly<Record<MysteryElvesLevel, string>>;
  readonly holdAndWin: {
    readonly title: string;
    readonly bonuses: (count: number) => string;
    readonly respinsAwarded: (count: number) => string;
    readonly pressPlay: string;
    readonly bought: string;
    readonly respins: string;
    readonly placed: string;
    readonly total: string;
    readonly totalWin: string;
    readonly mystery: string;
    readonly multi: string;
    /** A Mystery or Multiplying bonus's fresh value at the end. */
    readonly fresh: (amount: string) => string;
    readonly captionRespins: string;
    readonly captionMysteries: string;
    readonly captionMultiplier: (factor: number) => string;
    readonly captionDone: (amount: string) => string;
    readonly burst: string;
    readonly full: string;
    readonly fullNote: string;
    readonly capped: (amount: string) => string;
  };
  readonly doubleUp: DoubleUpWords;
  readonly gamble: string;
  readonly buy: {
    readonly button: string;
    readonly price: (times: number, amount: string) => string;
    readonly title: string;
    readonly question: (amount: string) => string;
    readonly note: string;
    readonly confirm: string;
    readonly cancel: string;
  };
  readonly info: { readonly title: string; readonly text: string };
  readonly settled: { readonly title: string; readonly text: (hours: number) => string };
  readonly autoplay: { readonly title: string; readonly left: string; readonly of: (total: number) => string };
}

const LEVELS: Readonly<Record<MysteryElvesLevel, string>> = { MINI: 'MINI', MINOR: 'MINOR', MAJOR: 'MAJOR', GRAND: 'GRAND' };
const JACKPOT_NAMES = Object.fromEntries(Object.keys(LEVELS).map((level) => [`mystery-elves:${level}`, level]));

const STOPS_EN = { 'loss-limit': 'LOSS LIMIT', 'win-limit': 'SINGLE WIN LIMIT', count: 'DONE', credit: 'NO CREDIT', player: 'STOPPED', feature: 'HOLD AND WIN', timeout: 'SETTLED AUTOMATICALLY' };
const STOPS_ES = {
  'loss-limit': 'LÍMITE DE PÉRDIDA',
  'win-limit': 'LÍMITE DE PREMIO',
  count: 'TERMINADO',
  credit: 'SIN CRÉDITO',
  player: 'PARADO',
  feature: 'HOLD AND WIN',
  timeout: 'RESUELTA AUTOMÁTICAMENTE',
};

/** "MINI 10× (2,00 €), MINOR 25× (5,00 €) …" at the bet in play, or the names alone before a view came. */
function levelList(and: string): string {
  if (facts.levels.length === 0) return Object.keys(LEVELS).join(', ');
  const items = facts.levels.map((l) => `${l.level} ${l.times}× (${formatEuros(l.cents)})`);
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;
}

function rulesEn(): string[] {
  const price = facts.buyPriceCents !== null ? ` (${formatEuros(facts.buyPriceCents)} at the current bet)` : '';
  return [
    'MYSTERY ELVES: 5 reels, 3 rows and 10 fixed lines. Line wins pay left to right on adjacent reels from reel 1, only the highest win per line; wins on different lines are added. Line wins are multiples of the line bet (the total bet ÷ 10).',
    'WILD substitutes for every symbol in line wins except BONUS and SNOW GLOBE. A line starting with WILDs pays the best of the WILD’s own pay and any symbol it stands for.',
    'SNOW GLOBE is the scatter: it pays anywhere on the screen × the total bet, added to the line wins.',
    `HOLD AND WIN: 6 or more BONUS symbols anywhere start the Hold and Win with 3 respins. Each BONUS shows its value at once: 1× to 18× the total bet, or a MYSTERY or MULTIPLYING function. The BONUS symbols stay in place; every new BONUS stays too and resets the respins to 3. In the respins every empty place spins on its own (with its own reels) and there are no line wins. The feature ends when the respins run out without a new BONUS, or when all 15 places are filled. BONUS symbols pay only in the Hold and Win; the triggering spin’s line and scatter wins are paid with that spin.`,
    `MYSTERY BONUS: at the end of the feature each MYSTERY reveals a special prize (× the total bet): ${levelList('or')}. MULTIPLYING BONUS (at most one on the screen): then reveals a factor that multiplies every other BONUS, revealed prizes included. GRAND and a factor of ×3, ×4 or ×5 never come together. Both then become BONUS symbols with a fresh value from 1× to 18×, added without the factor.`,
    'FULL SCREEN: when all 15 places hold a BONUS, the whole Hold and Win win is doubled (×2). The Hold and Win wins are added up and paid at the end of the feature.',
    facts.buyEnabled
      ? `BUY FEATURE: in the base game you can buy the Hold and Win for ${facts.buyTimes}× the total bet${price}. A spin starts at once and lands at least 6 BONUS symbols; its wins are paid and the Hold and Win follows.`
      : 'BUY FEATURE is not offered on this cabinet.',
    `GAMBLE: any win up to ${formatEuros(facts.gambleLimitCents)} can be gambled, at most 10 times in a row. Guess the colour of the next card, RED or BLACK: a right guess doubles the win, a wrong one loses it. The JOKER counts as either colour. HALVE banks half of the win (rounded down to the cent) and gambles the rest. COLLECT ends the gamble; a win that reaches the limit, or the 10th guess, is collected. The cards shown do not decide the outcome.`,
    'AUTOPLAY plays the chosen number of games at the current bet. Choose the number of games, the session loss limit and, if you wish, a single-win limit: autoplay stops when a limit is exceeded, when you press STOP, or when the games are played. The games left show while it runs.',
    `Incomplete games are resolved automatically after ${facts.settleAfterHours} hours: a win waiting in the gamble is collected and a Hold and Win in progress is played out. Any winnings are paid to your balance.`,
    'The theoretical return to player is 95.01 %. Malfunction voids all pays and plays.',
  ];
}

function rulesEs(): string[] {
  const price = facts.buyPriceCents !== null ? ` (${formatEuros(facts.buyPriceCents)} con la apuesta actual)` : '';
  return [
    'MYSTERY ELVES: 5 rodillos, 3 filas y 10 líneas fijas. Los premios de línea pagan de izquierda a derecha en rodillos contiguos desde el rodillo 1, solo el mayor por línea; los premios de líneas distintas se suman. Son múltiplos de la apuesta por línea (la apuesta total ÷ 10).',
    'El WILD sustituye a todos los símbolos en los premios de línea salvo BONUS y BOLA DE NIEVE. Una línea que empieza con WILD paga lo mejor entre el premio del propio WILD y el de cualquier símbolo al que sustituya.',
    'La BOLA DE NIEVE es el scatter: paga en cualquier posición × la apuesta total y se suma a los premios de línea.',
    'HOLD AND WIN: 6 o más símbolos BONUS en cualquier posición activan el Hold and Win con 3 tiradas. Cada BONUS muestra su valor al momento: de 1× a 18× la apuesta total, o una función MISTERIO o MULTIPLICADOR. Los BONUS se quedan en su sitio; cada BONUS nuevo también se queda y devuelve las tiradas a 3. En las tiradas cada posición vacía gira por su cuenta (con sus propios rodillos) y no hay premios de línea. La función termina cuando se acaban las tiradas sin un BONUS nuevo o cuando se llenan las 15 posiciones. Los BONUS solo pagan en el Hold and Win; los premios de línea y scatter de la tirada que lo activa se pagan con esa tirada.',
    `BONUS MISTERIO: al final de la función cada MISTERIO descubre un premio especial (× la apuesta total): ${levelList('o')}. BONUS MULTIPLICADOR (como mucho uno en pantalla): después descubre un factor que multiplica todos los demás BONUS, premios descubiertos incluidos. GRAND y un factor ×3, ×4 o ×5 nunca coinciden. Luego ambos se convierten en BONUS con un valor nuevo de 1× a 18×, que se suma sin el factor.`,
    'PANTALLA LLENA: si las 15 posiciones tienen un BONUS, todo el premio del Hold and Win se dobla (×2). Los premios del Hold and Win se suman y se pagan al final de la función.',
    facts.buyEnabled
      ? `COMPRAR FUNCIÓN: en el juego base puede comprar el Hold and Win por ${facts.buyTimes}× la apuesta total${price}. Empieza al momento una tirada con al menos 6 símbolos BONUS; sus premios se pagan y después sigue el Hold and Win.`
      : 'COMPRAR FUNCIÓN no se ofrece en esta máquina.',
    `DOBLAR: cualquier premio hasta ${formatEuros(facts.gambleLimitCents)} se puede arriesgar, como mucho 10 veces seguidas. Adivine el color de la carta siguiente, ROJO o NEGRO: si acierta, el premio se dobla; si falla, se pierde. El JOKER vale por los dos colores. MITAD cobra la mitad del premio (redondeada al céntimo hacia abajo) y arriesga el resto. COBRAR termina el doblado; un premio que llega al límite, o el 10.º intento, se cobra. Las cartas mostradas no deciden el resultado.`,
    'JUEGO AUTOMÁTICO juega el número de jugadas elegido con la apuesta actual. Elija el número de jugadas, el límite de pérdida de la sesión y, si quiere, un límite por premio: se detiene al superar un límite, al pulsar PARAR o al terminar las jugadas. Mientras juega se muestran las jugadas que quedan.',
    `Las jugadas incompletas se resuelven automáticamente tras ${facts.settleAfterHours} horas: un premio pendiente en el doblado se cobra y un Hold and Win en curso se juega hasta el final. Los premios se abonan a su saldo.`,
    'La devolución teórica al jugador es del 95,01 %. Una avería anula todos los premios y jugadas.',
  ];
}

export const ELVES_EN: ElvesWords = {
  slot: {
    title: 'MYSTERY ELVES',
    subtitle: '10 lines · 5 reels · Hold and Win',
    symbolNames: elvesSymbolNames('en'),
    featureNames: { holdAndWin: 'HOLD AND WIN' },
    get rules() {
      return rulesEn();
    },
    jackpotNames: JACKPOT_NAMES,
    autospinStops: STOPS_EN,
  },
  levels: LEVELS,
  holdAndWin: {
    title: 'HOLD AND WIN',
    bonuses: (count) => `${count} BONUS`,
    respinsAwarded: (count) => `${count} RESPINS`,
    pressPlay: 'PRESS PLAY',
    bought: 'FEATURE BOUGHT',
    respins: 'RESPINS',
    placed: 'BONUS',
    total: 'TOTAL',
    totalWin: 'TOTAL WIN',
    mystery: 'MYSTERY',
    multi: 'MULTI',
    fresh: (amount) => `+${amount}`,
    captionRespins: 'EVERY NEW BONUS STAYS AND RESETS THE RESPINS TO 3',
    captionMysteries: 'THE MYSTERY BONUSES REVEAL THEIR PRIZES',
    captionMultiplier: (factor) => `MULTIPLYING BONUS: EVERY OTHER BONUS ×${factor}`,
    captionDone: (amount) => `HOLD AND WIN PAYS ${amount}`,
    burst: 'EVERY BONUS',
    full: 'FULL SCREEN',
    fullNote: 'ALL BONUS WINS DOUBLED',
    capped: (amount) => `MAXIMUM PRIZE · ${amount} PAID`,
  },
  doubleUp: {
    title: 'GAMBLE',
    betAmount: 'STAKE',
    betToWin: 'TO WIN',
    attempts: 'ATTEMPTS LEFT',
    history: 'LAST CARDS',
    red: 'RED',
    black: 'BLACK',
    collect: 'COLLECT',
    hint: 'RED OR BLACK?',
    halve: 'HALVE',
    halveBanks: (amount) => `BANKS ${amount}`,
    banked: 'BANKED',
    right: 'RIGHT!',
    wrong: 'WRONG',
    joker: 'JOKER',
    limit: (amount) => `LIMIT ${amount}`,
  },
  gamble: 'GAMBLE',
  buy: {
    button: 'BUY FEATURE',
    price: (times, amount) => `${times}× · ${amount}`,
    title: 'BUY FEATURE',
    question: (amount) => `Buy the Hold and Win for ${amount}?`,
    note: 'A spin starts at once and lands at least 6 BONUS symbols: the Hold and Win follows.',
    confirm: 'BUY',
    cancel: 'CANCEL',
  },
  info: { title: 'HOLD AND WIN', text: '6 or more BONUS symbols start it' },
  settled: {
    title: 'GAME SETTLED AUTOMATICALLY',
    text: (hours) => `The last game waited ${hours} hours for a decision and was resolved automatically. Any winnings were paid to your balance.`,
  },
  autoplay: { title: 'AUTOPLAY', left: 'GAMES LEFT', of: (total) => `OF ${total}` },
};

export const ELVES_ES: ElvesWords = {
  slot: {
    title: 'MYSTERY ELVES',
    subtitle: '10 líneas · 5 rodillos · Hold and Win',
    symbolNames: elvesSymbolNames('es'),
    featureNames: { holdAndWin: 'HOLD AND WIN' },
    get rules() {
      return rulesEs();
    },
    jackpotNames: JACKPOT_NAMES,
    autospinStops: STOPS_ES,
  },
  levels: LEVELS,
  holdAndWin: {
    title: 'HOLD AND WIN',
    bonuses: (count) => `${count} BONUS`,
    respinsAwarded: (count) => `${count} TIRADAS`,
    pressPlay: 'PULSE JUGAR',
    bought: 'FUNCIÓN COMPRADA',
    respins: 'TIRADAS',
    placed: 'BONUS',
    total: 'TOTAL',
    totalWin: 'PREMIO TOTAL',
    mystery: 'MISTERIO',
    multi: 'MULTI',
    fresh: (amount) => `+${amount}`,
    captionRespins: 'CADA BONUS NUEVO SE QUEDA Y DEVUELVE LAS TIRADAS A 3',
    captionMysteries: 'LOS BONUS MISTERIO DESCUBREN SU PREMIO',
    captionMultiplier: (factor) => `BONUS MULTIPLICADOR: LOS DEMÁS BONUS ×${factor}`,
    captionDone: (amount) => `EL HOLD AND WIN PAGA ${amount}`,
    burst: 'TODOS LOS BONUS',
    full: 'PANTALLA LLENA',
    fullNote: 'TODOS LOS PREMIOS BONUS DOBLADOS',
    capped: (amount) => `PREMIO MÁXIMO · ${amount} PAGADOS`,
  },
  doubleUp: {
    title: 'DOBLAR',
    betAmount: 'IMPORTE APOSTADO',
    betToWin: 'PREMIO POSIBLE',
    attempts: 'INTENTOS',
    history: 'ÚLTIMAS CARTAS',
    red: 'ROJO',
    black: 'NEGRO',
    collect: 'COBRAR',
    hint: '¿ROJO O NEGRO?',
    halve: 'MITAD',
    halveBanks: (amount) => `COBRA ${amount}`,
    banked: 'COBRADO',
    right: '¡ACIERTO!',
    wrong: 'FALLO',
    joker: 'JOKER',
    limit: (amount) => `LÍMITE ${amount}`,
  },
  gamble: 'DOBLAR',
  buy: {
    button: 'COMPRAR FUNCIÓN',
    price: (times, amount) => `${times}× · ${amount}`,
    title: 'COMPRAR FUNCIÓN',
    question: (amount) => `¿Comprar el Hold and Win por ${amount}?`,
    note: 'Empieza al momento una tirada con al menos 6 símbolos BONUS: después sigue el Hold and Win.',
    confirm: 'COMPRAR',
    cancel: 'CANCELAR',
  },
  info: { title: 'HOLD AND WIN', text: '6 o más símbolos BONUS lo activan' },
  settled: {
    title: 'JUGADA RESUELTA AUTOMÁTICAMENTE',
    text: (hours) => `La última jugada esperó ${hours} horas una decisión y se resolvió automáticamente. Los premios se abonaron a su saldo.`,
  },
  autoplay: { title: 'JUEGO AUTOMÁTICO', left: 'JUGADAS RESTANTES', of: (total) => `DE ${total}` },
};

export const elvesWords = (language: string): ElvesWords => (language === 'es' ? ELVES_ES : ELVES_EN);
