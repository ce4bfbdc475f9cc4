/**
 * Gnomos Mix's rules as the player reads them under HELP, in each language the cabinet speaks.
 * They say what the machines in engine/games/gnomos-mix do (docs/games/gnomos-mix*.md); the
 * amounts for the bet chosen are on the PRIZES table beside the reels, always on screen.
 */
export interface RulesText {
  readonly button: string;
  readonly title: string;
  readonly close: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}

const en: RulesText = {
  button: 'HELP',
  title: 'GNOMOS MIX GOLDEN EDITION — HOW TO PLAY',
  close: 'BACK TO THE GAME',
  sections: [
    {
      heading: 'Lower game',
      paragraphs: [
        'Choose the bet with BET or the coins beside the PRIZES table (0,20 € to 20 €, as the operator offers them). PLAY spins the three reels.',
        'The centre line pays as the PRIZES table shows for the bet chosen: in euros, or in bonuses (B). Only the best prize of the line is paid.',
      ],
    },
    {
      heading: 'The risk ladder',
      paragraphs: [
        'A prize from any 3 Diamonds up to 3 Bell goes onto the ladder. COLLECT takes it; PLAY risks it for the next rung.',
        'On any 3 Diamonds a lost risk loses the prize. From 3 Plum to 3 Bell a lost risk turns the prize into bonuses (0,80 € each). On 3 Green and 3 Red Diamond a lost risk steps down one rung. 3 Blue Diamond is the top and is paid at once.',
        'A prize above 3 Bell won on the reels is paid at once. AUTO-RISK risks every step for you.',
      ],
    },
    {
      heading: 'Holds, advances and the Extra Spin',
      paragraphs: [
        'After a losing game with two equal figures on the line the machine may offer a free held game: ADVANCE/HOLD under a reel holds it (two reels at most), PLAY spins the others.',
        'Advances may be given after a losing game or a bonus prize: each ADVANCE moves its reel one figure. AUTO ADVANCES spends them on the best result. Advances not spent are lost when the game ends.',
        'Now and then a losing game gets an Extra Spin, which always lands a prize.',
      ],
    },
    {
      heading: 'The Cauldrons',
      paragraphs: ['3 Window opens three cauldrons, each with a hidden prize. Lift one lid: up to 3 Bell its prize goes onto the ladder, above it is paid at once.'],
    },
    {
      heading: 'Bonuses and the upper game',
      paragraphs: [
        'Bonuses (B) count apart from the balance and are spent only in the upper game. They are never paid out as money. GAME CHANGE moves between the two games.',
        'Each upper bet is cash plus bonuses, from 0,20 € + 1 B to 20 € + 200 B. Three equal figures on any of its 8 lines pay cash. Mushroom, Flower and Log start a minigame (Strawberry, Three Choices, Find the Prizes, Discover the Treasure) that pays at least the line prize, up to the bet’s maximum prize.',
        'Double-or-Bonuses: an upper prize is played in fractions. COLLECT takes the fraction in play; PLAY risks it: it may double, otherwise it becomes bonuses at 0,80 € each. Holding COLLECT takes everything.',
      ],
    },
    {
      heading: 'Automatic play',
      paragraphs: ['AUTO-PLAY plays the number of games chosen; AUTO-PLAY again stops it. AUTO-RISK and AUTO ADVANCES decide the risks and advances on their own.'],
    },
  ],
};

const es: RulesText = {
  button: 'AYUDA',
  title: 'GNOMOS MIX GOLDEN EDITION — CÓMO SE JUEGA',
  close: 'VOLVER AL JUEGO',
  sections: [
    {
      heading: 'Juego inferior',
      paragraphs: [
        'Elija la apuesta con APUESTA o con las monedas junto a la tabla de PREMIOS (de 0,20 € a 20 €, según las ofrezca el operador). JUGAR hace girar los tres rodillos.',
        'La línea central paga lo que muestra la tabla de PREMIOS para la apuesta elegida: en euros o en bonos (B). Solo se paga el mejor premio de la línea.',
      ],
    },
    {
      heading: 'La escalera de riesgo',
      paragraphs: [
        'Un premio desde cualquier 3 Diamantes hasta 3 Campanas sube a la escalera. COBRAR lo cobra; JUGAR lo arriesga por el escalón siguiente.',
        'En cualquier 3 Diamantes, un riesgo perdido pierde el premio. De 3 Ciruelas a 3 Campanas, un riesgo perdido convierte el premio en bonos (0,80 € cada uno). En 3 Diamantes Verdes y 3 Rojos, un riesgo perdido baja un escalón. 3 Diamantes Azules es la cima y se paga al momento.',
        'Un premio por encima de 3 Campanas en los rodillos se paga al momento. AUTO-RIESGO arriesga cada escalón por usted.',
      ],
    },
    {
      heading: 'Retenciones, avances y la Tirada Extra',
      paragraphs: [
        'Tras una partida sin premio con dos figuras iguales en la línea, la máquina puede ofrecer una partida retenida gratis: AVANCE/RETENCIÓN bajo un rodillo lo retiene (dos como máximo) y JUGAR hace girar los demás.',
        'Tras una partida sin premio o un premio en bonos pueden darse avances: cada AVANCE mueve su rodillo una figura. AUTO AVANCES los gasta en el mejor resultado. Los avances no gastados se pierden al acabar la partida.',
        'De vez en cuando una partida sin premio recibe una Tirada Extra, que siempre da premio.',
      ],
    },
    {
      heading: 'Los Calderos',
      paragraphs: ['3 Ventanas abre tres calderos, cada uno con un premio oculto. Levante una tapa: hasta 3 Campanas su premio sube a la escalera; por encima se paga al momento.'],
    },
    {
      heading: 'Los bonos y el juego superior',
      paragraphs: [
        'Los bonos (B) se cuentan aparte del saldo y solo se gastan en el juego superior. Nunca se pagan en dinero. CAMBIO DE JUEGO pasa de un juego al otro.',
        'Cada apuesta superior es dinero más bonos, de 0,20 € + 1 B a 20 € + 200 B. Tres figuras iguales en cualquiera de sus 8 líneas pagan dinero. Seta, Flor y Tronco abren un minijuego (Fresa, Tres Opciones, Encuentra los Premios, Descubre el Tesoro) que paga al menos el premio de la línea, hasta el premio máximo de la apuesta.',
        'Doble o Bonos: un premio superior se juega por fracciones. COBRAR cobra la fracción en juego; JUGAR la arriesga: puede doblarse y, si no, se convierte en bonos a 0,80 € cada uno. Mantener COBRAR pulsado lo cobra todo.',
      ],
    },
    {
      heading: 'Juego automático',
      paragraphs: ['AUTO-JUEGO juega el número de partidas elegido; AUTO-JUEGO otra vez lo detiene. AUTO-RIESGO y AUTO AVANCES deciden por su cuenta los riesgos y los avances.'],
    },
  ],
};

const BY_LANGUAGE: Readonly<Record<string, RulesText>> = { en, es };

/** The rules in the screen's language (English for a language without its own text yet). */
export function gnomosRulesText(language: string): RulesText {
  return BY_LANGUAGE[language] ?? en;
}
