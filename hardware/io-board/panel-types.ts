/**
 * The cabinet's button panel, lamps, key switch and doors in the cabinet's own words. The I/O
 * board carries them as bits; the fixed bit order lives here so the board firmware, the driver,
 * the emulator and docs/devices-io-board.md can never disagree about which wire is which.
 */

/** ADVANCE/HOLD ×3, COLLECT, PLAY/ACCUMULATE, AUTO, BET, GAME CHANGE. */
export type PanelButton = 'hold1' | 'hold2' | 'hold3' | 'collect' | 'play' | 'auto' | 'bet' | 'gameChange';

/** The attendant key switch and the two door switches. */
export type PanelSwitch = 'key' | 'mainDoor' | 'cashDoor';

/** Every button has a lamp; the tower (alarm/attendant candle) is the one lamp without a button. */
export type Lamp = PanelButton | 'tower';

/** `flash` is done by the board itself at 2 Hz, so a flashing lamp keeps flashing between host frames. */
export type LampState = 'off' | 'on' | 'flash';

/**
 * A change of a debounced input level. For a switch `on` means: key turned to its attendant
 * position, or door OPEN (the state that stops play).
 */
export type PanelEvent =
  | { readonly kind: 'button'; readonly button: PanelButton; readonly pressed: boolean }
  | { readonly kind: 'switch'; readonly name: PanelSwitch; readonly on: boolean };

export type PanelInput = PanelButton | PanelSwitch;

export const PANEL_BUTTONS: readonly PanelButton[] = ['hold1', 'hold2', 'hold3', 'collect', 'play', 'auto', 'bet', 'gameChange'];

export const PANEL_SWITCHES: readonly PanelSwitch[] = ['key', 'mainDoor', 'cashDoor'];

/** Bit n of the READ_INPUTS mask is `INPUT_BITS[n]`; bits 11..15 are reserved and read 0. */
export const INPUT_BITS: readonly PanelInput[] = [...PANEL_BUTTONS, ...PANEL_SWITCHES];

/** Lamp n occupies bits 2n..2n+1 of the SET_LAMPS payload (see io-payloads.ts). */
export const LAMPS: readonly Lamp[] = [...PANEL_BUTTONS, 'tower'];

export function isPanelButton(input: PanelInput): input is PanelButton {
  return (PANEL_BUTTONS as readonly string[]).includes(input);
}

/** The mask bit of one input. */
export function inputBit(input: PanelInput): number {
  return 1 << INPUT_BITS.indexOf(input);
}
