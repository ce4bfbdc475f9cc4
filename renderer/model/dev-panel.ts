import { PANEL_SWITCH_NAMES, type CabinetView, type Intent, type PanelSwitchName } from '../../main/ipc/contract';

/**
 * The development panel: coins and bills for the emulated acceptor and validator, and the key
 * and door switches of the emulated I/O board. Each part shows only when the cabinet says it may
 * be used (an emulator is fitted, the switches are the development panel's to flip), so a
 * cabinet with real devices shows none of it.
 */
export interface DevPanelModel {
  readonly coinsCents: readonly number[] | null;
  readonly billsCents: readonly number[] | null;
  /** Each switch as the I/O board reports it (true: key turned, door open), or null. */
  readonly switches: Readonly<Record<PanelSwitchName, boolean>> | null;
}

const someOrNull = (values: readonly number[] | null): readonly number[] | null => (values && values.length > 0 ? values : null);

export function devPanel(view: CabinetView): DevPanelModel {
  const s = view.switches;
  return {
    coinsCents: someOrNull(view.coinAcceptor.devCoinsCents),
    billsCents: someOrNull(view.billValidator.devBillsCents),
    switches: s.dev ? { key: s.key, mainDoor: s.mainDoor, cashDoor: s.cashDoor } : null,
  };
}

/** Some part of the panel shows (a screen keeps room for it where its stage puts it). */
export function devPanelShown(view: CabinetView): boolean {
  const model = devPanel(view);
  return model.coinsCents !== null || model.billsCents !== null || model.switches !== null;
}

/** The switches in the panel's order. */
export const DEV_SWITCHES: readonly PanelSwitchName[] = PANEL_SWITCH_NAMES;

/** A switch pressed: flip it from where the cabinet last reported it. */
export function switchIntent(view: CabinetView | null, name: PanelSwitchName): Intent {
  return { type: 'DEV_SWITCH', name, on: !(view?.switches[name] ?? false) };
}
