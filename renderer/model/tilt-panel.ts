import type { ButtonAvailability, CabinetView, DeviceHealthView, TiltCode, TiltView } from '../../main/ipc/contract';
import type { TextTable } from '../text/text-table';

/**
 * What the tilt panel shows for a view. Pure, so the rules can be tested: the panel is up while
 * any fault stops play; a player is told to call the attendant; the attendant (key turned) is
 * offered what the cabinet says the faults allow, and sees every device's link.
 */

export type AttendantAction = TiltView['actions'][number];

/** The order the attendant's buttons stand in, whatever order the faults came in. */
export const ATTENDANT_ACTIONS: readonly AttendantAction[] = ['clear', 'refill', 'handpay'];

/** One fault kind on the panel, with every occurrence of it (two doors open are one row, two details). */
export interface TiltRow {
  readonly code: TiltCode;
  readonly occurrences: readonly { readonly detail: string; readonly since: number }[];
}

export interface TiltPanelModel {
  readonly shown: boolean;
  /** One row per fault kind, in the order the first of each came (oldest first). */
  readonly rows: readonly TiltRow[];
  /** The player is asked to call the attendant (the key is not turned). */
  readonly callAttendant: boolean;
  /** The key is turned: actions, hints and the device list show. */
  readonly attendant: boolean;
  /** The attendant's buttons: every action some fault allows, none without the key. */
  readonly actions: readonly AttendantAction[];
  readonly devices: readonly DeviceHealthView[];
}

/** Play is stopped: every game button is refused by the cabinet. */
export function playStopped(view: CabinetView): boolean {
  return view.tilts.length > 0;
}

/** The body's data-tilt: the first fault's code (the contract's `tilt`), or null for no attribute. */
export function firstTiltCode(view: CabinetView): TiltCode | null {
  return view.tilts[0]?.code ?? null;
}

const NOTHING: ButtonAvailability = { play: false, collect: false, bet: false, hold: [false, false, false], gameChange: false, autoAdvances: false, autoLamp: 'off', collectHoldAll: false, autoPlaying: false };

/**
 * The buttons as the screen dims them: the view's own availability, or all off while play is
 * stopped, so a player sees at once that the game does not take presses (the cabinet would refuse
 * them anyway, and says why in the toast).
 */
export function buttonsNow(view: CabinetView): ButtonAvailability {
  return playStopped(view) ? NOTHING : view.buttons;
}

function rowsOf(tilts: readonly TiltView[]): TiltRow[] {
  const rows: { code: TiltCode; occurrences: { detail: string; since: number }[] }[] = [];
  for (const t of tilts) {
    const row = rows.find((r) => r.code === t.code);
    const occurrence = { detail: t.detail, since: t.since };
    if (row) row.occurrences.push(occurrence);
    else rows.push({ code: t.code, occurrences: [occurrence] });
  }
  return rows;
}

export function tiltPanel(view: CabinetView): TiltPanelModel {
  const shown = playStopped(view);
  const attendant = shown && view.attendantKey;
  const offered = new Set(view.tilts.flatMap((t) => t.actions));
  return {
    shown,
    rows: shown ? rowsOf(view.tilts) : [],
    callAttendant: shown && !view.attendantKey,
    attendant,
    actions: attendant ? ATTENDANT_ACTIONS.filter((a) => offered.has(a)) : [],
    devices: attendant ? view.devices : [],
  };
}

/** A fault's name; a code from a newer cabinet than this screen is shown as it comes. */
export function tiltName(text: TextTable, code: string): string {
  return (text.tilt.names as Readonly<Record<string, string | undefined>>)[code] ?? code.toUpperCase();
}

/** What the attendant does about a fault; nothing for a code this screen does not know. */
export function tiltHint(text: TextTable, code: string): string {
  return (text.tilt.hints as Readonly<Record<string, string | undefined>>)[code] ?? '';
}
