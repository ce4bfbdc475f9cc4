import type { Marquee } from '../../main/ipc/contract';

/**
 * Every word the screen shows, for one language. Money arrives already formatted ("4.00 €"),
 * so a translation only arranges words around it. To add a language, copy en.ts to e.g. es.ts,
 * translate it, and list it in text/languages.ts.
 */
export interface TextTable {
  readonly language: string;
  readonly marquee: {
    readonly [K in Marquee['key']]: (m: Extract<Marquee, { key: K }>, money: (cents: number) => string) => string;
  };
  readonly labels: {
    readonly title: string;
    readonly subtitle: string;
    readonly balance: string;
    readonly bonuses: string;
    readonly prize: string;
    readonly bet: string;
    readonly message: string;
    readonly riskGame: string;
    readonly paytable: string;
    readonly play: string;
    readonly accumulate: string;
    readonly collect: string;
    readonly betButton: string;
    readonly hold: string;
    readonly bonusesUnit: (n: number) => string;
    readonly bonusesShort: string;
    readonly noPrize: string;
    readonly goodLuck: string;
    readonly outOfService: string;
    readonly callAttendant: string;
    readonly payingOut: (remaining: string) => string;
    readonly paidSoFar: (paid: string) => string;
    readonly reconnecting: string;
    readonly noWebgl: string;
    readonly devCoins: string;
    readonly betsDisabled: string;
    readonly bonusLegend: string;
  };
}
