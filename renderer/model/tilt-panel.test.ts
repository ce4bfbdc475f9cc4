import type { CabinetView, TiltCode, TiltView } from '../../main/ipc/contract';
import { lowerReady, tiltDoorOpen, tiltedView, tiltHopperEmpty, tiltHopperEmptyAttendant, tiltSeveralAttendant, TILT_SINCE } from '../fixtures/views';
import { en } from '../text/en';
import { es } from '../text/es';
import { LANGUAGE_TABLES } from '../text/languages';
import { buttonsNow, firstTiltCode, playStopped, tiltHint, tiltName, tiltPanel } from './tilt-panel';

/** Every code of the contract: the compiler fails here when the contract gains one. */
const EVERY_CODE: Readonly<Record<TiltCode, true>> = {
  'door-open': true,
  'coin-fraud': true,
  'coin-jam': true,
  'coin-credits-lost': true,
  'hopper-empty': true,
  'hopper-jam': true,
  'hopper-runaway': true,
  'hopper-fault': true,
  'bill-jam': true,
  'bill-fraud': true,
  'device-fault': true,
  'handpay-required': true,
  'jackpot-handpay': true,
  'store-locked': true,
};
const CODES = Object.keys(EVERY_CODE) as TiltCode[];

const tilt = (code: TiltCode, actions: TiltView['actions'] = ['clear'], detail = `${code} detail`): TiltView => ({ code, detail, since: TILT_SINCE, actions });
const withKey = (view: CabinetView): CabinetView => ({ ...view, attendantKey: true });

describe('the tilt panel', () => {
  it('stays away while nothing stops play', () => {
    const model = tiltPanel(lowerReady());
    expect(model.shown).toBe(false);
    expect(model.rows).toEqual([]);
    expect(model.callAttendant).toBe(false);
    expect(firstTiltCode(lowerReady())).toBeNull();
    expect(buttonsNow(lowerReady())).toEqual(lowerReady().buttons);
  });

  it('asks the player to call the attendant and offers no action without the key', () => {
    const model = tiltPanel(tiltHopperEmpty());
    expect(model.shown).toBe(true);
    expect(model.callAttendant).toBe(true);
    expect(model.attendant).toBe(false);
    expect(model.actions).toEqual([]);
    expect(model.devices).toEqual([]);
    expect(model.rows).toEqual([{ code: 'hopper-empty', occurrences: [{ detail: 'hopper: 62 coins (12.40 €) unpaid of a 20.00 € payout', since: TILT_SINCE }] }]);
  });

  it('offers the attendant REFILL and HANDPAY for an empty hopper, and lists the devices', () => {
    const view = tiltHopperEmptyAttendant();
    const model = tiltPanel(view);
    expect(model.callAttendant).toBe(false);
    expect(model.attendant).toBe(true);
    expect(model.actions).toEqual(['refill', 'handpay']);
    expect(model.devices.map((d) => d.deviceId)).toEqual(['coin-acceptor', 'hopper', 'bill-validator', 'io-board']);
  });

  it('offers only what the faults allow, in a fixed order; a door alone offers nothing (closing it clears it)', () => {
    expect(tiltPanel(withKey(tiltDoorOpen())).actions).toEqual([]);
    expect(tiltPanel(tiltSeveralAttendant()).actions).toEqual(['clear']);
    const mixed = withKey(tiltedView([tilt('hopper-jam', ['handpay', 'refill']), tilt('coin-fraud'), tilt('door-open', [])]));
    expect(tiltPanel(mixed).actions).toEqual(['clear', 'refill', 'handpay']);
  });

  it('lists every fault, oldest first, one row per kind with each occurrence', () => {
    const view = tiltedView([tilt('door-open', [], 'main door open'), tilt('coin-jam'), tilt('door-open', [], 'cash door open')]);
    const rows = tiltPanel(view).rows;
    expect(rows.map((r) => r.code)).toEqual(['door-open', 'coin-jam']);
    expect(rows[0]?.occurrences.map((o) => o.detail)).toEqual(['main door open', 'cash door open']);
    expect(tiltPanel(tiltSeveralAttendant()).rows.map((r) => r.code)).toEqual(['coin-jam', 'door-open', 'device-fault']);
  });

  it('marks the body with the first fault and dims every game button while play is stopped', () => {
    const view = tiltSeveralAttendant();
    expect(playStopped(view)).toBe(true);
    expect(firstTiltCode(view)).toBe('coin-jam');
    // Even if a cabinet still reported a button available, the screen shows it refused.
    const stale = { ...view, buttons: lowerReady().buttons };
    expect(buttonsNow(stale)).toEqual({ play: false, collect: false, bet: false, hold: [false, false, false], gameChange: false, autoAdvances: false, autoLamp: 'off', collectHoldAll: false, autoPlaying: false });
  });
});

describe('the words for each fault', () => {
  it('names every code in every language, each differently, with a hint for the attendant', () => {
    for (const table of LANGUAGE_TABLES) {
      const names = CODES.map((code) => tiltName(table, code));
      expect(new Set(names).size).toBe(CODES.length);
      for (const code of CODES) {
        expect(tiltName(table, code)).not.toBe(code.toUpperCase());
        expect(tiltHint(table, code).length).toBeGreaterThan(10);
      }
    }
  });

  it('says what a player and an attendant understand', () => {
    expect(tiltName(en, 'door-open')).toBe('DOOR OPEN');
    expect(tiltName(en, 'hopper-empty')).toBe('HOPPER EMPTY');
    expect(tiltName(es, 'hopper-empty')).toBe('HOPPER VACÍO');
    expect(tiltName(es, 'bill-jam')).toBe('ATASCO EN EL BILLETERO');
    expect(tiltHint(en, 'hopper-empty')).toMatch(/REFILL/);
    expect(tiltHint(en, 'hopper-empty')).toMatch(/HANDPAY/);
    expect(tiltHint(es, 'coin-jam')).toMatch(/REARMAR/);
  });

  it('shows a code from a newer cabinet as it comes rather than failing', () => {
    expect(tiltName(en, 'store-error')).toBe('STORE-ERROR');
    expect(tiltHint(en, 'store-error')).toBe('');
  });

  it('names the attendant\'s actions as the hints do', () => {
    for (const table of LANGUAGE_TABLES) {
      expect(table.tilt.hints['hopper-empty']).toContain(table.tilt.actions.refill);
      expect(table.tilt.hints['hopper-empty']).toContain(table.tilt.actions.handpay);
      expect(table.tilt.hints['coin-jam']).toContain(table.tilt.actions.clear);
    }
  });
});
