import { SERVICE_SCREEN_ROLES, type CabinetView, type ServiceRole, type ServiceScreen, type ServiceView } from '../../main/ipc/contract';

/**
 * What the service overlay shows for a view. Pure: main holds who is signed in, which screen
 * and its data; these rules only turn that into what is drawn and what is enabled.
 */

/** The SERVICE button shows while the key is turned or a door is open, and the menu is closed. */
export function serviceEntryShown(view: CabinetView): boolean {
  const s = view.switches;
  return view.service === null && (s.key || s.mainDoor || s.cashDoor);
}

/**
 * The overlay's shape: the PIN pad (nobody signed in), the new-PIN pad alone (a factory PIN was
 * used: nothing else until the role has its own), a recall replay drawn on the game stage (the
 * overlay shrinks to a control bar), or the menu with one screen.
 */
export type ServiceMode = 'pin' | 'new-pin' | 'recall' | 'menu';

export function serviceMode(service: ServiceView): ServiceMode {
  if (service.role === null) return 'pin';
  if (service.mustChangePin) return 'new-pin';
  const recall = service.recall;
  if (service.screen === 'recall' && recall !== null && recall.round !== null && recall.game !== null) return 'recall';
  return 'menu';
}

/** Who may use a screen: as the cabinet lists it, else the contract's table. */
export function screenRoles(service: ServiceView, screen: ServiceScreen): readonly ServiceRole[] {
  return service.screens.find((s) => s.id === screen)?.roles ?? SERVICE_SCREEN_ROLES[screen];
}

export interface ServiceTab {
  readonly id: ServiceScreen;
  /** The signed-in role may open it (main refuses the others anyway). */
  readonly enabled: boolean;
  readonly active: boolean;
}

/** The menu bar: every screen the cabinet lists, in its order. */
export function serviceTabs(service: ServiceView): readonly ServiceTab[] {
  const role = service.role;
  return service.screens.map((s) => ({ id: s.id, enabled: role !== null && s.roles.includes(role), active: s.id === service.screen }));
}

/** When the role's lockout ends, or null when the role may try a PIN now. */
export function lockoutUntil(service: ServiceView, role: ServiceRole, nowMs: number): number | null {
  const lock = service.lockouts.find((l) => l.role === role && l.untilMs > nowMs);
  return lock ? lock.untilMs : null;
}
