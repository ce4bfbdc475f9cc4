import type { ServiceRole } from '../../main/ipc/contract';
import { cabinetView, serviceOpen, serviceView, SERVICE_NOW } from '../fixtures/views';
import { lockoutUntil, screenRoles, serviceEntryShown, serviceMode, serviceTabs } from './service-menu';
import { confirmNewPin, EMPTY_NEW_PIN_PAD, EMPTY_PIN_PAD, maskedPin, pickRole, signInIntent, typeDigit, type NewPinPad } from './service-pin';

const enabledFor = (role: ServiceRole): string[] =>
  serviceTabs(serviceView({ role }))
    .filter((t) => t.enabled)
    .map((t) => t.id);

describe('the SERVICE button', () => {
  it('shows with the key turned or either door open, while the menu is closed', () => {
    const switches = (key: boolean, mainDoor: boolean, cashDoor: boolean) => cabinetView({ switches: { key, mainDoor, cashDoor, dev: true } });
    expect(serviceEntryShown(switches(false, false, false))).toBe(false);
    expect(serviceEntryShown(switches(true, false, false))).toBe(true);
    expect(serviceEntryShown(switches(false, true, false))).toBe(true);
    expect(serviceEntryShown(switches(false, false, true))).toBe(true);
  });

  it('steps aside once the menu is open', () => {
    expect(serviceEntryShown(serviceOpen())).toBe(false);
  });
});

describe('the menu bar', () => {
  it('enables only the screens whose roles include the signed-in role', () => {
    expect(enabledFor('attendant')).toEqual(['attendant', 'pin']);
    expect(enabledFor('technician')).toEqual(['attendant', 'audit', 'recall', 'events', 'diagnostics', 'settings', 'store', 'pin']);
    expect(enabledFor('operator')).toEqual(['attendant', 'audit', 'recall', 'events', 'export', 'settings', 'pin']);
  });

  it('lists every screen, lighting the one shown', () => {
    const tabs = serviceTabs(serviceView({ role: 'operator', screen: 'events' }));
    expect(tabs).toHaveLength(9);
    expect(tabs.filter((t) => t.active).map((t) => t.id)).toEqual(['events']);
  });

  it('enables nothing before a PIN is accepted', () => {
    expect(serviceTabs(serviceView({ role: null })).some((t) => t.enabled)).toBe(false);
  });

  it('says who each screen is for as the cabinet lists it', () => {
    expect(screenRoles(serviceView(), 'audit')).toEqual(['operator', 'technician']);
    // A cabinet that lists no screens still has the contract's table.
    expect(screenRoles(serviceView({ screens: [] }), 'store')).toEqual(['technician']);
  });
});

describe('the overlay mode', () => {
  it('is the PIN pad until someone signs in', () => {
    expect(serviceMode(serviceView({ role: null }))).toBe('pin');
  });

  it('is the new-PIN pad alone after a factory PIN', () => {
    expect(serviceMode(serviceView({ mustChangePin: true }))).toBe('new-pin');
  });

  it('is the menu otherwise, the PIN screen included', () => {
    expect(serviceMode(serviceView())).toBe('menu');
    expect(serviceMode(serviceView({ screen: 'pin' }))).toBe('menu');
  });

  it('is a recall replay only when a round with its picture is on the stage', () => {
    const recall = serviceView().recall;
    if (!recall) throw new Error('fixture has recall');
    const game = cabinetView().game;
    expect(serviceMode(serviceView({ screen: 'recall', recall: { ...recall, round: 0, steps: 3, game } }))).toBe('recall');
    expect(serviceMode(serviceView({ screen: 'recall', recall: { ...recall, round: 0, steps: 3, game: null } }))).toBe('menu');
    expect(serviceMode(serviceView({ screen: 'recall' }))).toBe('menu');
  });
});

describe('lockouts', () => {
  const locked = serviceView({ role: null, lockouts: [{ role: 'technician', untilMs: SERVICE_NOW + 300_000 }] });

  it('shows a locked role until its lock ends', () => {
    expect(lockoutUntil(locked, 'technician', SERVICE_NOW)).toBe(SERVICE_NOW + 300_000);
    expect(lockoutUntil(locked, 'operator', SERVICE_NOW)).toBeNull();
  });

  it('frees the role once the time has passed, even before a new view', () => {
    expect(lockoutUntil(locked, 'technician', SERVICE_NOW + 300_000)).toBeNull();
  });
});

describe('the sign-in PIN pad', () => {
  it('asks for a role before the PIN', () => {
    expect(signInIntent({ role: null, digits: '1234' })).toBe('role-first');
  });

  it('sends the role and the digits typed', () => {
    let pad = pickRole(EMPTY_PIN_PAD, 'operator');
    for (const d of '3333') pad = { ...pad, digits: typeDigit(pad.digits, d) };
    expect(signInIntent(pad)).toEqual({ type: 'SERVICE_PIN', role: 'operator', pin: '3333' });
  });

  it('stops at eight digits and ignores anything but a digit', () => {
    let digits = '';
    for (const d of '1234567890') digits = typeDigit(digits, d);
    expect(digits).toBe('12345678');
    expect(typeDigit('12', 'x')).toBe('12');
  });

  it('starts the PIN afresh when another role is chosen', () => {
    const pad = { role: 'attendant' as const, digits: '11' };
    expect(pickRole(pad, 'operator')).toEqual({ role: 'operator', digits: '' });
    expect(pickRole(pad, 'attendant')).toBe(pad);
  });

  it('never shows the digits', () => {
    expect(maskedPin('2468')).toBe('●●●●');
    expect(maskedPin('2468')).not.toMatch(/\d/);
  });
});

describe('the new-PIN pad', () => {
  const typed = (pad: NewPinPad, digits: string): NewPinPad => ({ ...pad, digits });

  it('takes the PIN twice and sends it when both match', () => {
    const first = confirmNewPin(typed(EMPTY_NEW_PIN_PAD, '4827'));
    expect(first.intent).toBeNull();
    expect(first.pad.first).toBe('4827');
    const second = confirmNewPin(typed(first.pad, '4827'));
    expect(second.intent).toEqual({ type: 'SERVICE_NEW_PIN', pin: '4827' });
  });

  it('refuses fewer than 4 or more than 8 digits', () => {
    expect(confirmNewPin(typed(EMPTY_NEW_PIN_PAD, '123')).pad.problem).toBe('length');
    expect(confirmNewPin(typed(EMPTY_NEW_PIN_PAD, '123456789')).pad.problem).toBe('length');
    expect(confirmNewPin(typed(EMPTY_NEW_PIN_PAD, '12345678')).pad.first).toBe('12345678');
  });

  it('starts over, saying so, when the second PIN differs', () => {
    const first = confirmNewPin(typed(EMPTY_NEW_PIN_PAD, '4827')).pad;
    const second = confirmNewPin(typed(first, '4828'));
    expect(second.intent).toBeNull();
    expect(second.pad).toEqual({ first: null, digits: '', problem: 'mismatch' });
  });
});
