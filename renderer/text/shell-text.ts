/**
 * The words of the game menu and of the video-slot stage, for one language (part of the
 * TextTable). Money arrives already formatted. A game's own words (its title, its features'
 * names, its rules) live in its folder under renderer/games/.
 */
export interface ShellText {
  readonly menu: {
    readonly title: string;
    readonly subtitle: string;
    readonly balance: string;
    readonly collect: string;
    readonly betRange: (min: string, max: string) => string;
    readonly kind: { readonly 'type-b': string; readonly 'video-slot': string };
    readonly resumable: string;
    readonly play: string;
    readonly language: string;
  };
  readonly slot: {
    readonly balance: string;
    readonly win: string;
    readonly totalBet: string;
    readonly coinValue: string;
    readonly lines: string;
    readonly coinsPerLine: string;
    readonly betMax: string;
    readonly spin: string;
    readonly start: string;
    readonly auto: string;
    readonly stopAuto: (played: number, total: number) => string;
    readonly collect: string;
    readonly help: string;
    readonly menu: string;
    readonly jackpot: string;
    readonly notEligible: string;
    readonly lastJackpot: (amount: string) => string;
    readonly lineWin: (line: number, count: number, symbol: string, amount: string, multiplier: number) => string;
    readonly allWins: (count: number, amount: string) => string;
    /** The round reached the jurisdiction's maximum prize per game and ended there. */
    readonly prizeCapTitle: string;
    readonly prizeCapHint: string;
    readonly prizeCapWin: (amount: string) => string;
    readonly scatterWin: (count: number, symbol: string, amount: string) => string;
    /** A cluster win: `count` cells of `symbol` touching. */
    readonly clusterWin: (count: number, symbol: string, amount: string) => string;
    readonly jackpotWin: (amount: string) => string;
    readonly bigWin: string;
    readonly megaWin: string;
    readonly featureWon: (spins: number, name: string) => string;
    readonly pressStart: string;
    readonly featureTotal: (name: string) => string;
    readonly played: string;
    readonly left: string;
    readonly featureWin: string;
    readonly betNotAllowed: string;
    /** Bonus Spin Mode's badge: the operator's free rounds, counted down. */
    readonly bonusSpins: {
      readonly title: string;
      /** Under the big count of spins left: "LEFT OF 10". */
      readonly leftOf: (granted: number) => string;
      readonly atBet: (bet: string) => string;
      readonly free: string;
      readonly freeHint: string;
      readonly won: string;
      readonly over: string;
      /** The SPIN button while a free round is due. */
      readonly spin: string;
    };
    readonly autoplay: {
      readonly title: string;
      readonly spins: string;
      readonly lossLimit: string;
      readonly winLimit: string;
      readonly off: string;
      readonly stopOnJackpot: string;
      readonly stopOnAnyWin: string;
      readonly balanceUp: string;
      readonly reset: string;
      readonly yes: string;
      readonly no: string;
      readonly start: string;
      readonly cancel: string;
      readonly stopped: (reason: string) => string;
    };
    readonly helpTitle: string;
    readonly paytableTitle: string;
    readonly linesTitle: string;
    readonly payAtBet: (bet: string) => string;
    /** The same for a game whose only bet is its total bet (no lines, no coins). */
    readonly payAtTotalBet: (bet: string) => string;
    readonly anywhere: string;
    /** The paytable's header over the cluster sizes. */
    readonly clusterSize: string;
    readonly close: string;
    readonly goodLuck: string;
    readonly tilt: string;
    readonly devCoins: string;
  };
}
