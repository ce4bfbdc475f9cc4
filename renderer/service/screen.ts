import type { CabinetView, ServiceView } from '../../main/ipc/contract';

/** One screen of the service menu: built once, shown while chosen, fed every view meanwhile. */
export interface ServiceScreenPart {
  readonly element: HTMLElement;
  update(view: CabinetView, service: ServiceView): void;
  /** Taken off screen (another screen chosen, or the menu closed): drop any half-done step. */
  leave(): void;
}
