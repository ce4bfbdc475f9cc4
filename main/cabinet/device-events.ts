/**
 * Puts what happens to the devices' links in the event log, for the diagnostics screen and the
 * operator: a device that falls silent or loses its port, answers again, or whose set-up found
 * a configuration fault (a coin id that disagrees with the coin table). Each change once.
 */
import type { DeviceHealthView } from '../ipc/contract';
import type { CabinetStore } from '../store/cabinet-store';
import type { EventWrite } from '../store/store-types';

export class DeviceEvents {
  private readonly states = new Map<string, DeviceHealthView['state']>();
  private readonly faults = new Map<string, string>();

  constructor(private readonly store: CabinetStore) {}

  record(devices: readonly DeviceHealthView[]): void {
    const events: EventWrite[] = [];
    for (const d of devices) {
      const before = this.states.get(d.deviceId);
      if (before !== d.state) {
        this.states.set(d.deviceId, d.state);
        if (d.state === 'no-reply' || d.state === 'unplugged') events.push({ kind: 'device-silent', detail: { deviceId: d.deviceId, state: d.state, port: d.port, lastError: d.lastError } });
        else if (d.state === 'ok' && (before === 'no-reply' || before === 'unplugged')) events.push({ kind: 'device-answering', detail: { deviceId: d.deviceId, port: d.port } });
      }
      const faults = d.configurationFaults.join('\n');
      if (faults !== (this.faults.get(d.deviceId) ?? '')) {
        this.faults.set(d.deviceId, faults);
        for (const fault of d.configurationFaults) events.push({ kind: 'device-configuration-fault', detail: { deviceId: d.deviceId, fault } });
      }
    }
    if (events.length > 0) this.store.commit({ events });
  }
}
