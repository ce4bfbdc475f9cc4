/**
 * Bonus Spin Mode on a real cabinet, as its users meet it: the operator grants free rounds of
 * 40 Mystic Gem on the promotions screen (logged with who and when), the player plays them with
 * PLAY on an empty balance, the wins are real credit, and the promotional meters keep them apart
 * from the paid game's while the cash identity still balances.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { Cabinet } from '../../main/cabinet/cabinet';
import { startTestDevices, type TestDevices } from '../../main/devices/test-devices';
import type { CabinetView, Intent, MysticGemView } from '../../main/ipc/contract';
import { CabinetStore } from '../../main/store/cabinet-store';
import { deskHarness } from './desk-harness';
import { gameRecallView } from '../../main/service/game-recall-view';
import { recallView } from '../../main/service/recall-view';

jest.setTimeout(60_000);

const GAME = 'mystic-gem-40' as const;
const gem = (view: CabinetView): MysticGemView => {
  if (view.game.game !== GAME) throw new Error(`expected 40 Mystic Gem in front, got ${view.game.game}`);
  return view.game;
};

describe('Bonus Spin Mode on the cabinet', () => {
  let dir: string;
  let store: CabinetStore;
  let cabinet: Cabinet;
  let devices: TestDevices;
  const config: CabinetConfig = { ...defaultConfig(), autoPaceMs: 10_000, menu: { games: ['gnomos-mix', 'mona-lisa-jewels', GAME], defaultGame: GAME } };

  const boot = async (seed: number): Promise<void> => {
    cabinet = new Cabinet({ store, config, rng: new Xoshiro128(seed), devices, host: 'web', dataDir: dir, usbPath: null });
    cabinet.boot();
    await cabinet.pollDevices();
  };
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bonus-spins-'));
    store = CabinetStore.open(dir);
    devices = await startTestDevices(config);
    await boot(21);
    await ok({ type: 'SELECT_GAME', game: GAME });
  });
  afterEach(async () => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    await devices.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const { send, ok, refusal, service, until } = deskHarness(() => cabinet);
  /** The factory PIN the first time (then a new one is chosen), that one afterwards. */
  const signIn = async (role: 'technician' | 'operator'): Promise<void> => {
    await ok({ type: 'DEV_SWITCH', name: 'key', on: true });
    await until('the key', () => cabinet.view().switches.key);
    await ok({ type: 'SERVICE_ENTER' });
    const own = role === 'operator' ? '4812' : '5923';
    if ((await send({ type: 'SERVICE_PIN', role, pin: own })).ok) return;
    await ok({ type: 'SERVICE_PIN', role, pin: role === 'operator' ? '3333' : '2222' });
    await ok({ type: 'SERVICE_NEW_PIN', pin: own });
  };
  const leave = async (): Promise<void> => {
    await ok({ type: 'SERVICE_LEAVE' });
    await ok({ type: 'DEV_SWITCH', name: 'key', on: false });
    await until('the key off', () => !cabinet.view().switches.key);
  };
  const grant = (spins: number, totalBetCents: number): Intent => ({ type: 'SERVICE_BONUS_SPINS', game: GAME, spins, totalBetCents });

  it('the operator grants free rounds; the player plays them on an empty balance, wins real credit, and the books balance', async () => {
    await signIn('operator');
    await ok({ type: 'SERVICE_SCREEN', screen: 'promotions' });
    const screen = service().promotions!;
    expect(screen.games.map((g) => g.id)).toEqual([GAME]);
    expect(screen.games[0]!.betsCents).toEqual(gem(cabinet.view()).totalBetsCents);
    await ok(grant(4, 200));
    expect(service().notice).toMatchObject({ tone: 'ok', text: '4 bonus spins granted in 40 Mystic Gem at 2.00 €' });
    expect(service().promotions!.games[0]!.standing).toMatchObject({ granted: 4, remaining: 4, totalBetCents: 200, by: 'operator' });
    expect(service().promotions!.log[0]).toMatchObject({ kind: 'grant', game: GAME, spins: 4, totalBetCents: 200, by: 'operator' });
    expect(store.events({ kind: 'bonus-spins-grant', limit: 1 })[0]!.detail).toEqual({ game: GAME, spins: 4, totalBetCents: 200, by: 'operator' });
    await leave();

    // The player sees them counted down at their bet; nothing was inserted.
    expect(cabinet.view().creditsCents).toBe(0);
    expect(gem(cabinet.view()).bonusSpins).toEqual({ granted: 4, remaining: 4, totalBetCents: 200, wonCents: 0 });
    expect(gem(cabinet.view()).bet.totalCents).toBe(200);
    expect(cabinet.view().buttons.play).toBe(true);
    for (let left = 3; left >= 0; left -= 1) {
      await ok({ type: 'PLAY' });
      expect(gem(cabinet.view()).bonusSpins).toMatchObject({ remaining: left });
    }
    const won = gem(cabinet.view()).bonusSpins!.wonCents;
    expect(cabinet.view().creditsCents).toBe(won);
    const meters = store.meters();
    expect(meters).toMatchObject({ 'coin-in': 0, 'coin-out': 0, 'games-played': 0, 'promo-spins-granted': 4, 'promo-games': 4, 'promo-bet-value': 800, 'promo-won-value': won });
    expect(store.meters(`game:${GAME}:bet:200`)).toMatchObject({ 'promo-games': 4, 'promo-won-value': won });
    // No Jackpot Cards level was fed.
    expect(store.meters(`game:${GAME}`)['jackpot-contributions-micros']).toBe(0);
    expect(store.checkAccounting()).toEqual({ ok: true });

    // Played out: PLAY is a paid game again, at the player's own bet, out of what the free rounds won.
    expect(won).toBeGreaterThanOrEqual(40);
    await ok({ type: 'PLAY' });
    expect(store.meters()['coin-in']).toBe(40);
    expect(gem(cabinet.view()).bonusSpins).toBeNull();

    // Recall replays a free round with its grant.
    const recall = recallView(store, { round: 1, step: 0 }, gameRecallView(config));
    expect(recall.step).toMatchObject({ label: 'bonus-spin', moves: [{ kind: 'promo-stake', cents: 200 }, ...(recall.step!.detail as { winCents: number }).winCents > 0 ? [{ kind: 'promo-win' }] : []] });
    expect(recall.step!.detail).toMatchObject({ bonusSpin: { number: 4, of: 4, by: 'operator' } });
  });

  it('grants are the operator’s alone, at a bet of the game’s table, between games; the rest can be cancelled and survives a restart until then', async () => {
    await signIn('technician');
    expect(await refusal({ type: 'SERVICE_SCREEN', screen: 'promotions' })).toMatch(/promotions screen is for operator/);
    expect(await refusal(grant(5, 200))).toMatch(/SERVICE_BONUS_SPINS is for operator/);
    await leave();

    await signIn('operator');
    expect(await refusal(grant(5, 50))).toBe("a total bet of 50 c is not on the game's table of bets");
    expect(await refusal(grant(500, 200))).toMatch(/1 to 100 bonus spins/);
    expect(await refusal({ type: 'SERVICE_BONUS_SPINS', game: 'mona-lisa-jewels', spins: 5, totalBetCents: 200 })).toBe('Mona Lisa Jewels has no Bonus Spin Mode');
    expect(await refusal({ type: 'SERVICE_BONUS_SPINS', game: 'no-such-game', spins: 5, totalBetCents: 200 })).toBe('no-such-game is not on the game menu');
    await ok(grant(6, 40));
    await leave();
    await ok({ type: 'PLAY' });
    expect(gem(cabinet.view()).bonusSpins).toMatchObject({ remaining: 5 });

    // A power cut: the grant stands where it was.
    cabinet.stop();
    await cabinet.settled();
    store.close();
    store = CabinetStore.open(dir);
    await boot(22);
    expect(gem(cabinet.view()).bonusSpins).toMatchObject({ granted: 6, remaining: 5, totalBetCents: 40 });

    await signIn('operator');
    await ok({ type: 'SERVICE_SCREEN', screen: 'promotions' });
    await ok({ type: 'SERVICE_BONUS_SPINS_CANCEL', game: GAME });
    expect(service().notice).toMatchObject({ tone: 'ok', text: '5 bonus spins left in 40 Mystic Gem cancelled' });
    expect(service().promotions!.log.map((l) => l.kind)).toEqual(['cancel', 'grant']);
    expect(store.events({ kind: 'bonus-spins-cancel', limit: 1 })[0]!.detail).toEqual({ game: GAME, spins: 5, totalBetCents: 40, by: 'operator' });
    expect(await refusal({ type: 'SERVICE_BONUS_SPINS_CANCEL', game: GAME })).toBe('no bonus spins are waiting in this game');
    await leave();
    expect(gem(cabinet.view()).bonusSpins).toBeNull();
    expect(store.meters()).toMatchObject({ 'promo-spins-granted': 6, 'promo-games': 1 });
  });

  it('a grant waits for the player to finish the game in play', async () => {
    for (let i = 0; i < 5; i += 1) await ok({ type: 'DEV_INSERT_COIN', valueCents: 200 });
    await ok({ type: 'GAME', game: GAME, action: { type: 'TOTAL_BET', cents: 200 } } as Intent);
    // Play until a win waits for COLLECT or the double up.
    for (let i = 0; i < 200 && gem(cabinet.view()).phase !== 'won'; i += 1) {
      if (gem(cabinet.view()).phase === 'jackpotCards') await ok({ type: 'GAME', game: GAME, action: { type: 'CARD', index: gem(cabinet.view()).jackpotCards.pick!.cards.indexOf(null) } } as Intent);
      else await ok({ type: 'PLAY' });
    }
    expect(gem(cabinet.view()).phase).toBe('won');
    await signIn('operator');
    await ok({ type: 'SERVICE_SCREEN', screen: 'promotions' });
    expect(service().promotions!.games[0]!.busy).toMatch(/middle of a game/);
    expect(await refusal(grant(5, 40))).toMatch(/between games/);
    expect(store.events({ kind: 'bonus-spins-grant', limit: 1 })).toEqual([]);
    expect(store.meters()['promo-spins-granted']).toBe(0);
  });
});
