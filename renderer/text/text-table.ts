import type { DeviceHealthView, LadderView, Marquee, MinigameKindView, PanelSwitchName, TiltCode, TiltView } from '../../main/ipc/contract';
import type { ServiceText } from './service-text';
import type { ShellText } from './shell-text';

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
    readonly upperPaytable: string;
    readonly play: string;
    readonly accumulate: string;
    readonly collect: string;
    readonly collectAllHint: string;
    readonly betButton: string;
    readonly bonusesUnit: (n: number) => string;
    readonly bonusesShort: string;
    readonly noPrize: string;
    readonly goodLuck: string;
    readonly payingOut: (remaining: string) => string;
    readonly paidSoFar: (paid: string) => string;
    readonly reconnecting: string;
    /** The web host refused this screen: opened without this boot's screen secret. */
    readonly notTheScreen: string;
    /** A money device does not answer (play goes on): its names joined, then the call. */
    readonly deviceNotice: (kinds: readonly ('hopper' | 'coin-acceptor' | 'bill-validator')[]) => string;
    readonly noWebgl: string;
    /** The development panel's one visible title; the group names below are its tooltips. */
    readonly devPanel: string;
    readonly devCoins: string;
    readonly devBills: string;
    readonly betsDisabled: string;
    readonly bonusLegend: string;
    readonly minigameTag: string;
    readonly maxPrize: string;
  };
  /** The function buttons and the ADVANCE/HOLD buttons. */
  readonly buttons: {
    readonly gameChange: string;
    /** Back to the cabinet's game menu (shown when the operator enabled more than one game). */
    readonly menu: string;
    readonly toUpper: string;
    readonly toLower: string;
    readonly autoPlay: string;
    readonly autoPlayLeft: (games: number) => string;
    readonly autoPlayMenuTitle: string;
    readonly autoPlayGames: (games: number) => string;
    readonly autoRisk: string;
    readonly autoAdvances: string;
    readonly advanceHold: string;
    readonly hold: string;
    readonly held: string;
    readonly advance: string;
    readonly pick: string;
    readonly advances: string;
  };
  /** The lower game's risk ladder and how it ended. */
  readonly ladder: {
    readonly games: Readonly<Record<LadderView['game'], string>>;
    readonly upNothing: (next: string, now: string) => string;
    readonly upBonus: (next: string, now: string) => string;
    readonly seesaw: (up: string, down: string, now: string) => string;
    readonly collected: (cents: string) => string;
    readonly maximum: (cents: string) => string;
    readonly bonuses: (from: string, bonuses: number) => string;
    readonly nothing: (lost: string) => string;
  };
  /** Lines the marquee says while a feature waits for the player. */
  readonly phase: {
    readonly holdOffered: string;
    readonly advancing: (advances: number) => string;
    readonly cauldrons: string;
    readonly extraSpin: string;
    readonly lineWins: (lines: number, cents: string) => string;
  };
  readonly cauldrons: {
    readonly yours: string;
  };
  readonly minigame: {
    readonly names: Readonly<Record<MinigameKindView, string>>;
    readonly strawberryPrompt: (picks: number) => string;
    readonly threeChoicesPrompt: (discards: number) => string;
    readonly threeChoicesLast: string;
    readonly findPrizesPrompt: string;
    readonly treasurePrompt: string;
    readonly sign: (picks: number) => string;
    readonly discardsLeft: (discards: number) => string;
    readonly offer: string;
    readonly stop: string;
    readonly stopx2: string;
    readonly result: (cents: string, bonuses: number) => string;
  };
  readonly dob: {
    readonly title: string;
    readonly prompt: (double: string, now: string) => string;
    readonly doubles: (n: number) => string;
    readonly banked: string;
    readonly bonusesWon: string;
    readonly toCome: string;
    readonly fractions: (played: number, total: number) => string;
    readonly playHint: string;
    readonly collectHint: string;
    /** Why Double-or-Bonuses ended, by the engine's end reason; an unknown reason is shown as it comes. */
    readonly endReasons: Readonly<Record<string, string>>;
  };
  /** The tilt panel: what stopped the machine, and the attendant's side of it (key turned). */
  readonly tilt: {
    readonly stopped: string;
    readonly callAttendant: string;
    readonly attendantMode: string;
    /** A fault's name, for the player and the attendant alike. */
    readonly names: Readonly<Record<TiltCode, string>>;
    /** What the attendant does about it (shown with the key turned). */
    readonly hints: Readonly<Record<TiltCode, string>>;
    readonly since: (clock: string) => string;
    readonly actions: Readonly<Record<TiltView['actions'][number], string>>;
    readonly refillCoins: (coins: number) => string;
    readonly fewer: string;
    readonly more: string;
    readonly devices: string;
    readonly noDevices: string;
    readonly deviceKinds: Readonly<Record<DeviceHealthView['kind'], string>>;
    readonly deviceStates: Readonly<Record<DeviceHealthView['state'], string>>;
    /** Before each configuration fault set-up found (a coin id that disagrees with the coin table). */
    readonly configurationFault: string;
  };
  /** The development panel's switches (the emulated I/O board). */
  readonly switches: {
    readonly title: string;
    readonly names: Readonly<Record<PanelSwitchName, string>>;
    /** The key turned / a door open. */
    readonly on: Readonly<Record<PanelSwitchName, string>>;
    readonly off: Readonly<Record<PanelSwitchName, string>>;
  };
  /** The service menu (renderer/service/). */
  readonly service: ServiceText;
  /** The game menu and the video-slot stage (renderer/shell/, renderer/slots/). */
  readonly shell: ShellText;
}
