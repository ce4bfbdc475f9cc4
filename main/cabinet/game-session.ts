/**
 * The games on the cabinet and which one is in front: one table per enabled game (each restored
 * from its own snapshot), the game menu, and the screen the player is on. The screen is stored
 * (settings key `cabinet.screen`) in the same commit as the press that changed it, so after a
 * power cut the player sees the game — or the menu — exactly where it was. The player may leave
 * a game only when it is idle: no feature, ladder, gamble or pick pending.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import type { Rng } from '../../engine/core/rng';
import type { GameTable } from '../../engine/games/game-module';
import type { GameId, GameMenuView } from '../ipc/contract';
import { GAME_IDS } from '../ipc/contract';
import type { CabinetStore, SettingWrite } from '../store/cabinet-store';
import { betRange, gameKind, gameName, openGame } from './game-registry';

export const SCREEN_KEY = 'cabinet.screen';

interface StoredScreen {
  readonly game: GameId;
  readonly menu: boolean;
}

const isGameId = (x: unknown): x is GameId => typeof x === 'string' && (GAME_IDS as readonly string[]).includes(x);

export class GameSession {
  private readonly tables = new Map<GameId, GameTable>();
  private currentId: GameId;
  private menuOpen: boolean;
  private highlight = 0;

  constructor(
    private readonly store: CabinetStore,
    private readonly rng: Rng,
    private config: CabinetConfig,
  ) {
    const stored = store.getSetting(SCREEN_KEY) as Partial<StoredScreen> | undefined;
    const enabled = config.menu.games;
    this.open();
    // A game left mid-round (it was disabled while stored? never: settings wait for idle) is shown first.
    const storedGame = isGameId(stored?.game) && this.tables.has(stored.game) ? stored.game : null;
    this.currentId = storedGame ?? config.menu.defaultGame;
    // A fresh cabinet starts on the menu; after a power cut the stored screen comes back. A
    // cabinet with one game enabled has no menu: it is that game.
    this.menuOpen = this.single ? false : storedGame === null ? true : stored?.menu === true && this.current.status().idle;
    this.highlight = Math.max(0, enabled.indexOf(this.currentId));
  }

  /** Opens every enabled game's table, plus any stored game that is not idle (it must finish). */
  private open(): void {
    this.tables.clear();
    for (const id of this.config.menu.games) this.tables.set(id, openGame(id, this.rng, this.config, this.store.snapshot(id)));
    for (const id of GAME_IDS) {
      if (this.tables.has(id)) continue;
      const stored = this.store.snapshot(id);
      if (!stored) continue;
      const table = openGame(id, this.rng, this.config, stored);
      if (!table.status().idle) this.tables.set(id, table);
    }
  }

  /** The operator's settings changed (the cabinet is idle): every table reopens with them. */
  reopen(config: CabinetConfig): void {
    this.config = config;
    this.open();
    if (!this.tables.has(this.currentId)) {
      this.currentId = config.menu.defaultGame;
      this.menuOpen = !this.single;
    }
    if (this.single) this.menuOpen = false;
    this.highlight = Math.min(this.highlight, Math.max(0, config.menu.games.length - 1));
  }

  get current(): GameTable {
    const table = this.tables.get(this.currentId);
    if (!table) throw new Error(`no table for ${this.currentId}`);
    return table;
  }

  get currentGame(): GameId {
    return this.currentId;
  }

  get onMenu(): boolean {
    return this.menuOpen;
  }

  /** Every open table (idle checks, operator settings). */
  all(): readonly [GameId, GameTable][] {
    return [...this.tables.entries()];
  }

  /** Every open game is idle: money rules may change. */
  get allIdle(): boolean {
    return [...this.tables.values()].every((t) => t.status().idle);
  }

  private screenWrite(game: GameId, menu: boolean): SettingWrite {
    return { key: SCREEN_KEY, value: { game, menu } satisfies StoredScreen };
  }

  /** One game enabled: the cabinet is that game, with no menu. */
  private get single(): boolean {
    return this.config.menu.games.length <= 1;
  }

  /** Why the player may not go to the menu now, or null. */
  menuRefusal(): string | null {
    if (this.menuOpen) return 'the game menu is already open';
    if (this.single) return 'this cabinet has one game: there is no game menu';
    const status = this.current.status();
    if (!status.idle) return `the game cannot be left now: finish the round first (${status.phase})`;
    if (status.autoPlaying) return 'stop autoplay before leaving the game';
    return null;
  }

  /** Back to the menu: committed, then adopted. */
  toMenu(): string | null {
    const refusal = this.menuRefusal();
    if (refusal) return refusal;
    this.store.commit({ settings: [this.screenWrite(this.currentId, true)], events: [{ kind: 'game-menu', detail: { from: this.currentId } }] });
    this.menuOpen = true;
    this.highlight = Math.max(0, this.config.menu.games.indexOf(this.currentId));
    return null;
  }

  /** Enters a game from the menu. */
  select(id: GameId): string | null {
    if (!this.menuOpen) return 'the game menu is not open: leave this game first';
    if (!this.config.menu.games.includes(id) || !this.tables.has(id)) return `${id} is not enabled on this cabinet`;
    this.store.commit({ settings: [this.screenWrite(id, false)], events: [{ kind: 'game-selected', detail: { game: id } }] });
    this.currentId = id;
    this.menuOpen = false;
    this.highlight = Math.max(0, this.config.menu.games.indexOf(id));
    return null;
  }

  /** BET on the menu: the next tile (a display choice, not stored). */
  moveHighlight(): void {
    const count = this.config.menu.games.length;
    this.highlight = count === 0 ? 0 : (this.highlight + 1) % count;
  }

  /** PLAY on the menu: the highlighted game. */
  get highlighted(): GameId {
    return this.config.menu.games[this.highlight] ?? this.config.menu.defaultGame;
  }

  menuView(): GameMenuView {
    return {
      open: this.menuOpen,
      highlighted: this.highlight,
      current: this.currentId,
      tiles: this.config.menu.games.map((id) => {
        const range = betRange(id, this.config);
        const table = this.tables.get(id);
        return { id, name: gameName(id), kind: gameKind(id), minBetCents: range.minCents, maxBetCents: range.maxCents, resumable: table ? !table.status().idle : false };
      }),
    };
  }
}
