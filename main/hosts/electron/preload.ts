/**
 * The preload of the kiosk window: puts `window.cabinet` (the CabinetApi of the contract) in the
 * page and nothing else. It runs sandboxed, so it may require only 'electron'.
 */
import { IPC_CHANNELS, type CabinetApi, type CabinetView, type Intent, type IntentResult } from '../../ipc/contract';
import type { ElectronPreloadPort } from './electron-port';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { contextBridge, ipcRenderer } = require('electron') as ElectronPreloadPort;

let latest: CabinetView | null = null;
const listeners = new Set<(view: CabinetView) => void>();
const show = (view: CabinetView): void => {
  if (latest && view.version < latest.version) return;
  latest = view;
  for (const listener of listeners) listener(view);
};
ipcRenderer.on(IPC_CHANNELS.view, (_event, view) => show(view as CabinetView));
void ipcRenderer.invoke(IPC_CHANNELS.ready).then((view) => {
  if (view) show(view as CabinetView);
});

const api: CabinetApi = {
  send: (intent: Intent) => ipcRenderer.invoke(IPC_CHANNELS.intent, intent) as Promise<IntentResult>,
  onView: (listener) => {
    listeners.add(listener);
    if (latest) listener(latest);
    return () => listeners.delete(listener);
  },
};

contextBridge.exposeInMainWorld('cabinet', api);
