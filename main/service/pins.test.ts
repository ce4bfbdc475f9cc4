import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CabinetStore } from '../store/cabinet-store';
import { FACTORY_PINS, LOCKOUT_MS, MAX_FAILURES, PinBook } from './pins';

describe('service PINs', () => {
  let dir: string;
  let store: CabinetStore;
  let now: number;
  const book = (): PinBook => new PinBook(store, () => now);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pins-'));
    store = CabinetStore.open(dir);
    now = 1_700_000_000_000;
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a role in with its factory PIN and asks for a new one, which is stored hashed', () => {
    expect(book().check('technician', FACTORY_PINS.technician)).toEqual({ ok: true, mustChange: true });
    book().change('technician', '48213', 'technician');
    expect(book().check('technician', FACTORY_PINS.technician)).toMatchObject({ ok: false });
    expect(book().check('technician', '48213')).toEqual({ ok: true, mustChange: false });
    expect(JSON.stringify(store.getSetting('service:pin:technician'))).not.toContain('48213');
    expect(store.events({ kind: 'service-pin-changed', limit: 1 })[0]?.detail).toEqual({ role: 'technician', by: 'technician' });
  });

  it('keeps roles apart', () => {
    expect(book().check('attendant', FACTORY_PINS.operator)).toMatchObject({ ok: false });
    expect(book().check('operator', FACTORY_PINS.operator)).toMatchObject({ ok: true });
  });

  it('locks a role out after repeated wrong PINs, across a restart, and lets it in once the time is up', () => {
    for (let i = 1; i < MAX_FAILURES; i += 1) expect(book().check('operator', '0000')).toMatchObject({ ok: false, lockedUntil: null });
    expect(book().check('operator', '0000')).toMatchObject({ ok: false, reason: expect.stringContaining('locked out') });
    store.close();
    store = CabinetStore.open(dir);
    expect(book().check('operator', FACTORY_PINS.operator)).toMatchObject({ ok: false, reason: expect.stringContaining('locked out') });
    now += LOCKOUT_MS + 1;
    expect(book().check('operator', FACTORY_PINS.operator)).toMatchObject({ ok: true });
    expect(store.events({ kind: 'service-lockout' })).toHaveLength(1);
  });

  it('refuses weak PINs', () => {
    expect(() => book().change('attendant', '12', 'operator')).toThrow(/4 to 8 digits/);
    expect(() => book().change('attendant', '7777', 'operator')).toThrow(/all one digit/);
    expect(() => book().change('attendant', FACTORY_PINS.attendant, 'operator')).toThrow(/factory PIN/);
  });
});
