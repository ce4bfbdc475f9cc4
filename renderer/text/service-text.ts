import type { DiagnosticsView, ServiceRole, ServiceScreen, StoreView } from '../../main/ipc/contract';

/**
 * Every word of the service menu, for one language (part of the TextTable). Money arrives
 * already formatted; dates and clocks too. Meter names unknown to this table are shown as the
 * cabinet sends them, so a newer cabinet's meter is never hidden.
 */
export interface ServiceText {
  readonly title: string;
  /** The button that opens the menu (key turned or a door open). */
  readonly enter: string;
  readonly leave: string;
  readonly roles: Readonly<Record<ServiceRole, string>>;
  readonly signedIn: (role: string) => string;
  readonly entry: { readonly key: string; readonly door: string };
  readonly screens: Readonly<Record<ServiceScreen, string>>;
  /** "For: operator, technician" at the top of each screen. */
  readonly forRoles: (roles: string) => string;
  readonly yes: string;
  readonly no: string;
  readonly cancel: string;
  readonly none: string;
  readonly pin: {
    readonly chooseRole: string;
    readonly enterPin: string;
    readonly ok: string;
    readonly clear: string;
    readonly lockedUntil: (clock: string) => string;
    readonly roleFirst: string;
    readonly newTitle: string;
    readonly newFirst: string;
    readonly newAgain: string;
    readonly newLength: string;
    readonly newMismatch: string;
  };
  readonly audit: {
    readonly cabinet: string;
    readonly meter: string;
    readonly lifetime: string;
    readonly period: string;
    readonly meterNames: Readonly<Record<string, string>>;
    readonly booksBalance: string;
    readonly booksDoNotBalance: (detail: string) => string;
    readonly perGame: string;
    readonly bills: string;
    readonly billValue: string;
    readonly count: string;
    readonly total: string;
    readonly handpays: (count: number, money: string) => string;
    readonly doors: string;
    readonly powerUps: (count: number) => string;
    readonly jackpots: string;
    readonly jackpotsNone: string;
    /** "Now 500,012.34 € · seed 500,000.00 € · set up with 500,000.00 € of the operator's money". */
    readonly jackpotNow: (now: string, seed: string, funding: string) => string;
    readonly jackpotContributions: string;
    readonly jackpotHits: string;
    readonly jackpotPaid: string;
    readonly jackpotReseeds: string;
    readonly jackpotNoHits: string;
    readonly jackpotLastHits: (hits: string) => string;
    readonly cycle: string;
    readonly cycleNone: string;
    readonly cycleLine: (profile: string, played: number, games: number) => string;
    readonly cycleMoney: (staked: string, returned: string, minimum: string) => string;
    /** "Cash return 78.42 % (period) · 80.11 % (lifetime)": coin out ÷ coin in, "—" with nothing staked. */
    readonly cashReturn: (period: string, lifetime: string) => string;
    readonly bonuses: string;
    readonly bonusesWon: string;
    readonly bonusesSpent: string;
    readonly bonusesNet: string;
    readonly bonusesLeft: (count: number) => string;
    readonly periodStarted: (date: string) => string;
    readonly periodNever: string;
    readonly resetPeriod: string;
    readonly resetConfirm: string;
    readonly resetYes: string;
  };
  readonly recall: {
    readonly title: string;
    readonly time: string;
    readonly game: string;
    readonly credits: string;
    readonly stake: string;
    readonly win: string;
    readonly steps: string;
    readonly noRounds: string;
    readonly banner: string;
    readonly prev: string;
    readonly next: string;
    readonly list: string;
    readonly stepOf: (step: number, steps: number) => string;
    readonly creditsLine: (before: string, after: string) => string;
    readonly bonusesLine: (before: number, after: number) => string;
    readonly draws: string;
    readonly moves: string;
    readonly textOnly: string;
  };
  readonly events: {
    readonly chainOk: (count: number) => string;
    readonly chainBroken: (id: string, reason: string) => string;
    readonly kind: string;
    readonly allKinds: string;
    readonly from: string;
    readonly to: string;
    readonly apply: string;
    readonly id: string;
    readonly time: string;
    readonly detail: string;
    readonly showing: (shown: number, total: number) => string;
    readonly empty: string;
  };
  readonly export: {
    readonly usb: string;
    readonly data: string;
    readonly noUsb: string;
    readonly dataFolder: (path: string) => string;
    readonly last: (folder: string, clock: string) => string;
    readonly never: string;
  };
  readonly diagnostics: {
    readonly devices: string;
    readonly lastErrors: string;
    readonly noErrors: string;
    readonly acceptors: string;
    readonly acceptorsOn: string;
    readonly acceptorsOff: string;
    /** Whether each acceptor takes money now (off = master inhibit). */
    readonly inhibits: (coinsAccepted: boolean, billsAccepted: boolean) => string;
    readonly seenNone: string;
    readonly seenDevices: Readonly<Record<DiagnosticsView['seen'][number]['device'], string>>;
    readonly hopper: string;
    readonly hopperCoins: (coins: number) => string;
    readonly pay: string;
    readonly progress: (paid: number, requested: number) => string;
    readonly running: string;
    readonly testMeters: (paidCount: number, paidMoney: string, inCount: number, inMoney: string) => string;
    readonly buttons: string;
    readonly noButtons: string;
    readonly lamps: string;
    readonly lampStates: Readonly<Record<'on' | 'flash' | 'off', string>>;
    readonly allOn: string;
    readonly allOff: string;
    readonly touch: string;
    readonly touchStart: string;
    readonly touchPrompt: (target: number, targets: number) => string;
    readonly touchDetail: (maxError: number, errors: string) => string;
    readonly sound: string;
    readonly soundPlaying: (name: string) => string;
    readonly soundAsk: string;
    readonly screen: string;
    readonly screenAsk: string;
    readonly passed: string;
    readonly failed: string;
  };
  readonly settings: {
    readonly moneyRules: string;
    readonly moneyRulesClosed: (reason: string) => string;
    readonly on: string;
    readonly off: string;
    readonly empty: string;
    /** Moves an entry of an ordered list (the game menu) one place up or down. */
    readonly moveUp: string;
    readonly moveDown: string;
  };
  /** Bonus Spin Mode: the operator's free rounds per game, what they cost, who gave them. */
  readonly promotions: {
    readonly intro: string;
    readonly noGames: string;
    /** "7 of 10 bonus spins left at 1,00 € — paid so far 3,20 € — granted by Operator 2025-03-03 14:02". */
    readonly standing: (left: number, granted: number, bet: string, won: string, by: string, at: string) => string;
    /** The grant is played out (it stays shown until the next paid game). */
    readonly playedOut: (granted: number, bet: string, won: string, by: string, at: string) => string;
    readonly noGrant: string;
    readonly states: { readonly active: string; readonly over: string; readonly none: string };
    /** Why a grant waits (main's words: the player is in a game). */
    readonly busy: (reason: string) => string;
    readonly spins: string;
    readonly totalBet: string;
    readonly fewer: string;
    readonly more: string;
    /** "At most 100 per grant" / "93 more can be added at 1,00 €". */
    readonly maxPerGrant: (max: number) => string;
    readonly topUp: (more: number, bet: string) => string;
    readonly grant: (spins: number, bet: string) => string;
    readonly addSpins: (spins: number, bet: string) => string;
    readonly cancelRemaining: (left: number) => string;
    readonly meters: string;
    readonly metersNote: string;
    readonly metersGranted: string;
    readonly metersPlayed: string;
    readonly metersBet: string;
    readonly metersWon: string;
    readonly log: string;
    readonly logEmpty: string;
    readonly time: string;
    readonly action: string;
    readonly game: string;
    readonly bet: string;
    readonly by: string;
    readonly kinds: { readonly grant: string; readonly cancel: string };
  };
  readonly store: {
    readonly states: Readonly<Record<StoreView['state'], string>>;
    readonly ramClear: string;
    readonly ramClearConfirm: string;
    readonly ramClearWarning: string;
  };
  readonly attendant: {
    readonly tilts: string;
    readonly noTilts: string;
    readonly refillHopper: string;
  };
}
