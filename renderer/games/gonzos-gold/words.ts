import type { SlotGameText } from '../../slots/slot-game';

/** Gonzo's Gold's words: the stage's (symbols, rules, autoplay stops) and its own panels'. */
export interface GonzoWords {
  readonly slot: SlotGameText;
  readonly pick: {
    readonly title: (spins: number) => string;
    readonly hint: string;
    readonly revealed: string;
    readonly next: string;
  };
  readonly badge: {
    readonly title: string;
    readonly left: string;
    readonly of: (awarded: number) => string;
    readonly won: string;
    readonly retrigger: (spins: number) => string;
  };
  readonly expansion: {
    readonly pending: string;
    readonly extraPrize: string;
    readonly cluster: (count: number, symbol: string) => string;
  };
  readonly summary: {
    readonly title: string;
    readonly total: string;
    readonly played: (spins: number) => string;
  };
  readonly settings: {
    readonly button: string;
    readonly title: string;
    readonly space: string;
    readonly spaceNote: string;
    readonly on: string;
    readonly off: string;
    readonly close: string;
  };
  readonly info: {
    readonly clusters: string;
    readonly coins: string;
  };
}

const SYMBOLS_EN = {
  MASK: 'MASK',
  IDOL: 'IDOL',
  SERPENT: 'SERPENT',
  JAGUAR: 'JAGUAR',
  RUBY: 'RUBY',
  EMERALD: 'EMERALD',
  SAPPHIRE: 'SAPPHIRE',
  TOPAZ: 'TOPAZ',
  COIN: 'GOLD COIN',
};
const SYMBOLS_ES = {
  MASK: 'MÁSCARA',
  IDOL: 'ÍDOLO',
  SERPENT: 'SERPIENTE',
  JAGUAR: 'JAGUAR',
  RUBY: 'RUBÍ',
  EMERALD: 'ESMERALDA',
  SAPPHIRE: 'ZAFIRO',
  TOPAZ: 'TOPACIO',
  COIN: 'MONEDA DE ORO',
};

/** Why autoplay stopped, by the key the cabinet sends. */
const STOPS_EN = {
  count: 'ALL ROUNDS PLAYED',
  'any-win': 'A WIN',
  'win-limit': 'SINGLE WIN LIMIT',
  'balance-up': 'BALANCE UP',
  'balance-down': 'BALANCE DOWN LIMIT',
  'loss-limit': 'LOSS LIMIT',
  credit: 'NO CREDIT',
  player: 'STOPPED',
  power: 'POWER CUT',
};
const STOPS_ES = {
  count: 'RONDAS TERMINADAS',
  'any-win': 'UN PREMIO',
  'win-limit': 'LÍMITE DE PREMIO',
  'balance-up': 'EL SALDO SUBIÓ',
  'balance-down': 'LÍMITE DE BAJADA DEL SALDO',
  'loss-limit': 'LÍMITE DE PÉRDIDA',
  credit: 'SIN CRÉDITO',
  player: 'PARADO',
  power: 'CORTE DE LUZ',
};

export const GONZO_EN: GonzoWords = {
  slot: {
    title: "GONZO'S GOLD",
    subtitle: '5 × 5 cluster pays',
    symbolNames: SYMBOLS_EN,
    featureNames: { free: 'FREE SPINS' },
    rules: [
      "Gonzo's Gold is played on 5 reels and 5 rows with CLUSTER PAYS: symbols pay in groups, not on lines. A cluster is a group of one symbol whose cells touch side by side or one above the other (corners do not count). MASK, IDOL, SERPENT and JAGUAR pay from 3 in a cluster; RUBY, EMERALD, SAPPHIRE and TOPAZ from 4.",
      'Every cluster that is not connected to another pays on its own, only its highest prize, and the prizes of several clusters are added together. The paytable below gives each prize at the current total bet, up to clusters of 15 cells or more.',
      'The GOLD COIN is the Scatter. Inside a cluster it stands in for any symbol, paying the highest prize it can make, but only together with at least one real symbol of that kind: COINs alone never form a cluster. One COIN may complete clusters of different symbols at the same time, and each of those clusters pays.',
      '3, 4 or 5 COINs anywhere on the grid award 10 FREE SPINS and a bonus of 2×, 20× or 200× the total bet. This also happens during the free spins, each time adding 10 more. Free spins are played at the bet that won them; what they win is added to the balance when they end, together with the round that started them.',
      'EXPANDING SYMBOL: at the start of the free spins, touch one of the five stones (or press START) to reveal the Expanding Symbol, one of the eight regular symbols. The machine draws it; the stone only shows it. It stays for every free spin of the feature, extra spins included.',
      'In each free spin, after the normal wins are paid, Expanding Symbols standing next to each other expand: two side by side cover their whole row, two one above the other cover their whole reel. A COIN standing in for the Expanding Symbol does not expand and does not make a neighbour expand, and symbols that only touch after an expansion do not expand again.',
      "EXTRA PRIZE: then every Expanding Symbol on the grid counts as one cluster, wherever it lies, and pays that symbol's paytable prize for the number of its cells, whenever the count reaches the symbol's minimum (3 or 4).",
      'AUTOPLAY: choose how many rounds and when to stop: on any win, when a single win reaches an amount, when the balance has risen by an amount, or when it has dropped by an amount (always set: the loss limit). RESET clears the stops. GAME SETTINGS (⚙) turns the SPACE key for SPIN on or off.',
      'Total bet as offered by the operator, from 0,20 € to 20,00 €. The return to player is 96.11 %. A malfunction voids all pays and plays.',
    ],
    jackpotNames: {},
    autospinStops: STOPS_EN,
  },
  pick: {
    title: (spins) => `${spins} FREE SPINS`,
    hint: 'TOUCH A STONE TO REVEAL YOUR EXPANDING SYMBOL',
    revealed: 'YOUR EXPANDING SYMBOL',
    next: 'PRESS SPIN TO PLAY',
  },
  badge: {
    title: 'EXPANDING SYMBOL',
    left: 'FREE SPINS LEFT',
    of: (awarded) => `OF ${awarded}`,
    won: 'FREE SPINS WIN',
    retrigger: (spins) => `+${spins} FREE SPINS`,
  },
  expansion: {
    pending: 'EXPANDING SYMBOLS!',
    extraPrize: 'EXTRA PRIZE',
    cluster: (count, symbol) => `${count} × ${symbol}`,
  },
  summary: {
    title: 'FREE SPINS OVER',
    total: 'TOTAL WIN',
    played: (spins) => `${spins} FREE SPINS PLAYED`,
  },
  settings: {
    button: '⚙',
    title: 'GAME SETTINGS',
    space: 'SPACEBAR TO SPIN',
    spaceNote: 'The SPACE key presses SPIN. ENTER always does.',
    on: 'ON',
    off: 'OFF',
    close: 'CLOSE',
  },
  info: {
    clusters: 'CLUSTER PAYS',
    coins: '3+ COINS: 10 FREE SPINS WITH AN EXPANDING SYMBOL',
  },
};

export const GONZO_ES: GonzoWords = {
  slot: {
    title: "GONZO'S GOLD",
    subtitle: 'grupos en 5 × 5',
    symbolNames: SYMBOLS_ES,
    featureNames: { free: 'TIRADAS GRATIS' },
    rules: [
      "Gonzo's Gold se juega con 5 rodillos y 5 filas con PREMIOS POR GRUPOS: los símbolos pagan en grupos, no en líneas. Un grupo es un conjunto de un mismo símbolo cuyas casillas se tocan de lado o una encima de otra (las esquinas no cuentan). MÁSCARA, ÍDOLO, SERPIENTE y JAGUAR pagan desde 3 en un grupo; RUBÍ, ESMERALDA, ZAFIRO y TOPACIO desde 4.",
      'Cada grupo que no está unido a otro paga por separado, solo su premio mayor, y los premios de varios grupos se suman. La tabla de premios da cada premio con la apuesta total actual, hasta grupos de 15 casillas o más.',
      'La MONEDA DE ORO es el Scatter. Dentro de un grupo sustituye a cualquier símbolo y paga el mayor premio posible, pero solo junto a al menos un símbolo real de esa clase: las MONEDAS solas nunca forman un grupo. Una MONEDA puede completar a la vez grupos de símbolos distintos, y cada uno de esos grupos paga.',
      '3, 4 o 5 MONEDAS en cualquier posición conceden 10 TIRADAS GRATIS y un premio de 2×, 20× o 200× la apuesta total. También ocurre durante las tiradas gratis, sumando 10 más cada vez. Las tiradas gratis se juegan con la apuesta que las ganó; lo que ganan se suma al saldo cuando terminan, junto con la jugada que las empezó.',
      'SÍMBOLO EXPANSIVO: al empezar las tiradas gratis, toque una de las cinco piedras (o pulse EMPEZAR) para descubrir el Símbolo Expansivo, uno de los ocho símbolos normales. Lo sortea la máquina; la piedra solo lo muestra. Se mantiene en todas las tiradas gratis de la función, también en las tiradas extra.',
      'En cada tirada gratis, después de pagar los premios normales, los Símbolos Expansivos que están juntos se expanden: dos de lado cubren toda su fila, dos uno encima de otro cubren todo su rodillo. Una MONEDA que sustituye al Símbolo Expansivo no se expande ni hace que otro se expanda, y los símbolos que solo se tocan después de una expansión no vuelven a expandirse.',
      'PREMIO EXTRA: después, todos los Símbolos Expansivos de la pantalla cuentan como un solo grupo, estén donde estén, y pagan el premio de ese símbolo en la tabla por el número de sus casillas, siempre que lleguen al mínimo del símbolo (3 o 4).',
      'JUEGO AUTOMÁTICO: elija cuántas rondas y cuándo parar: con cualquier premio, cuando un solo premio llegue a un importe, cuando el saldo haya subido un importe o cuando haya bajado un importe (siempre fijado: el límite de pérdida). RESTABLECER quita las paradas. AJUSTES DEL JUEGO (⚙) activa o desactiva la tecla ESPACIO para GIRAR.',
      'Apuesta total según la ofrezca el operador, de 0,20 € a 20,00 €. La devolución al jugador es del 96,11 %. Una avería anula todos los premios y jugadas.',
    ],
    jackpotNames: {},
    autospinStops: STOPS_ES,
  },
  pick: {
    title: (spins) => `${spins} TIRADAS GRATIS`,
    hint: 'TOQUE UNA PIEDRA PARA DESCUBRIR SU SÍMBOLO EXPANSIVO',
    revealed: 'SU SÍMBOLO EXPANSIVO',
    next: 'PULSE GIRAR PARA JUGAR',
  },
  badge: {
    title: 'SÍMBOLO EXPANSIVO',
    left: 'TIRADAS GRATIS',
    of: (awarded) => `DE ${awarded}`,
    won: 'GANADO',
    retrigger: (spins) => `+${spins} TIRADAS GRATIS`,
  },
  expansion: {
    pending: '¡SÍMBOLOS EXPANSIVOS!',
    extraPrize: 'PREMIO EXTRA',
    cluster: (count, symbol) => `${count} × ${symbol}`,
  },
  summary: {
    title: 'FIN DE LAS TIRADAS GRATIS',
    total: 'PREMIO TOTAL',
    played: (spins) => `${spins} TIRADAS GRATIS JUGADAS`,
  },
  settings: {
    button: '⚙',
    title: 'AJUSTES DEL JUEGO',
    space: 'ESPACIO PARA GIRAR',
    spaceNote: 'La tecla ESPACIO pulsa GIRAR. ENTER siempre lo hace.',
    on: 'SÍ',
    off: 'NO',
    close: 'CERRAR',
  },
  info: {
    clusters: 'PREMIOS POR GRUPOS',
    coins: '3+ MONEDAS: 10 TIRADAS GRATIS CON SÍMBOLO EXPANSIVO',
  },
};
