import type { ServiceIntent, ServiceRole } from '../../main/ipc/contract';

/**
 * The PIN pads as state, so the rules are testable: the sign-in pad (a role, then digits) and
 * the new-PIN pad (the PIN twice, 4–8 digits, both the same). The digits never leave the pad
 * but in the intent; main checks the PIN itself.
 */

export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 8;
export const PIN_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;

export interface PinPad {
  readonly role: ServiceRole | null;
  readonly digits: string;
}

export const EMPTY_PIN_PAD: PinPad = { role: null, digits: '' };

/** Choosing a role starts its PIN afresh: digits typed for another role are not carried over. */
export function pickRole(pad: PinPad, role: ServiceRole): PinPad {
  return pad.role === role ? pad : { role, digits: '' };
}

/** A digit is added up to the longest PIN; further presses do nothing. */
export function typeDigit(digits: string, digit: string): string {
  if (!/^\d$/.test(digit) || digits.length >= PIN_MAX_DIGITS) return digits;
  return digits + digit;
}

/** Dots for the digits typed, never the digits. */
export function maskedPin(digits: string): string {
  return '●'.repeat(digits.length);
}

export type PinProblem = 'role-first' | 'length' | 'mismatch';

/** OK on the sign-in pad: the intent, or what is missing (main judges the PIN itself). */
export function signInIntent(pad: PinPad): ServiceIntent | PinProblem {
  if (pad.role === null) return 'role-first';
  if (pad.digits.length === 0) return 'length';
  return { type: 'SERVICE_PIN', role: pad.role, pin: pad.digits };
}

export interface NewPinPad {
  /** The PIN typed the first time, once accepted as long enough; null while typing it. */
  readonly first: string | null;
  readonly digits: string;
  readonly problem: PinProblem | null;
}

export const EMPTY_NEW_PIN_PAD: NewPinPad = { first: null, digits: '', problem: null };

/**
 * OK on the new-PIN pad. The first OK keeps the PIN (when 4–8 digits) and asks for it again;
 * the second sends it when both match, or starts over saying they differed.
 */
export function confirmNewPin(pad: NewPinPad): { readonly pad: NewPinPad; readonly intent: ServiceIntent | null } {
  if (pad.digits.length < PIN_MIN_DIGITS || pad.digits.length > PIN_MAX_DIGITS) {
    return { pad: { ...pad, digits: '', problem: 'length' }, intent: null };
  }
  if (pad.first === null) return { pad: { first: pad.digits, digits: '', problem: null }, intent: null };
  if (pad.first !== pad.digits) return { pad: { first: null, digits: '', problem: 'mismatch' }, intent: null };
  return { pad: EMPTY_NEW_PIN_PAD, intent: { type: 'SERVICE_NEW_PIN', pin: pad.digits } };
}
