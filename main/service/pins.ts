/**
 * The service menu's PINs: one per role (attendant, technician, operator), stored as a salted
 * scrypt hash, never in clear. Repeated wrong PINs lock the role out for a while; the failure
 * count and the lock live in the store, so pulling the plug does not reset them. Every entry,
 * refusal, lockout and change goes to the event log.
 *
 * A new cabinet has factory PINs (documented), marked as such: the menu asks for a new one the
 * first time a role enters with it.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { CabinetStore } from '../store/cabinet-store';

export const ROLES = ['attendant', 'technician', 'operator'] as const;
export type Role = (typeof ROLES)[number];

/** Factory PINs, to be changed at first entry (docs/service.md). */
export const FACTORY_PINS: Readonly<Record<Role, string>> = { attendant: '1111', technician: '2222', operator: '3333' };
/** Wrong PINs in a row before the role is locked out. */
export const MAX_FAILURES = 5;
export const LOCKOUT_MS = 5 * 60_000;
/** scrypt cost: about 50 ms per check on the cabinet's CPU, enough to make guessing offline slow. */
const SCRYPT = { N: 1 << 14, r: 8, p: 1, keyLength: 32 } as const;

interface StoredPin {
  readonly salt: string;
  readonly hash: string;
  readonly factory: boolean;
}

interface StoredAttempts {
  readonly failures: number;
  readonly lockedUntil: number | null;
}

export type PinCheck =
  | { readonly ok: true; readonly mustChange: boolean }
  | { readonly ok: false; readonly reason: string; readonly lockedUntil: number | null };

const pinKey = (role: Role): string => `service:pin:${role}`;
const attemptsKey = (role: Role): string => `service:attempts:${role}`;

function hashPin(pin: string, salt: Buffer): Buffer {
  return scryptSync(pin, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
}

export function validPin(pin: unknown): pin is string {
  return typeof pin === 'string' && /^\d{4,8}$/.test(pin);
}

export class PinBook {
  constructor(
    private readonly store: CabinetStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Checks a PIN for a role; a wrong one counts towards the lockout. */
  check(role: Role, pin: string): PinCheck {
    const attempts = this.attempts(role);
    const now = this.now();
    if (attempts.lockedUntil !== null && now < attempts.lockedUntil) {
      this.store.commit({ events: [{ kind: 'service-pin-refused', detail: { role, reason: 'locked out' } }] });
      return { ok: false, reason: `${role} is locked out after ${MAX_FAILURES} wrong PINs; try again in ${Math.ceil((attempts.lockedUntil - now) / 60_000)} min`, lockedUntil: attempts.lockedUntil };
    }
    const stored = this.stored(role);
    const right = validPin(pin) && timingSafeEqual(hashPin(pin, Buffer.from(stored.salt, 'hex')), Buffer.from(stored.hash, 'hex'));
    if (right) {
      this.store.commit({ settings: [{ key: attemptsKey(role), value: { failures: 0, lockedUntil: null } }], events: [{ kind: 'service-pin-accepted', detail: { role } }] });
      return { ok: true, mustChange: stored.factory };
    }
    const failures = (attempts.lockedUntil !== null ? 0 : attempts.failures) + 1;
    const lockedUntil = failures >= MAX_FAILURES ? now + LOCKOUT_MS : null;
    this.store.commit({
      settings: [{ key: attemptsKey(role), value: { failures: lockedUntil ? 0 : failures, lockedUntil } }],
      events: [{ kind: lockedUntil ? 'service-lockout' : 'service-pin-refused', detail: { role, failures } }],
    });
    return lockedUntil
      ? { ok: false, reason: `wrong PIN: ${role} is locked out for ${LOCKOUT_MS / 60_000} min`, lockedUntil }
      : { ok: false, reason: `wrong PIN (${MAX_FAILURES - failures} more before a lockout)`, lockedUntil: null };
  }

  /** Sets a role's PIN (after the role or a higher one entered); refuses a weak or factory PIN. */
  change(role: Role, pin: string, by: Role): void {
    if (!validPin(pin)) throw new RangeError('a PIN is 4 to 8 digits');
    if (/^(\d)\1+$/.test(pin) || pin === FACTORY_PINS[role]) throw new RangeError('choose a PIN that is not all one digit nor the factory PIN');
    const salt = randomBytes(16);
    const value: StoredPin = { salt: salt.toString('hex'), hash: hashPin(pin, salt).toString('hex'), factory: false };
    this.store.commit({ settings: [{ key: pinKey(role), value }], events: [{ kind: 'service-pin-changed', detail: { role, by } }] });
  }

  /** When the role's lockout ends, or null when it may try. */
  lockedUntil(role: Role): number | null {
    const until = this.attempts(role).lockedUntil;
    return until !== null && until > this.now() ? until : null;
  }

  private stored(role: Role): StoredPin {
    const value = this.store.getSetting(pinKey(role)) as StoredPin | undefined;
    if (value && typeof value.salt === 'string' && typeof value.hash === 'string') return value;
    // Never set: the factory PIN, hashed on the fly with a fixed salt (nothing secret about it).
    const salt = Buffer.from(`factory-${role}`);
    return { salt: salt.toString('hex'), hash: hashPin(FACTORY_PINS[role], salt).toString('hex'), factory: true };
  }

  private attempts(role: Role): StoredAttempts {
    const value = this.store.getSetting(attemptsKey(role)) as StoredAttempts | undefined;
    return value && Number.isInteger(value.failures) ? value : { failures: 0, lockedUntil: null };
  }
}
