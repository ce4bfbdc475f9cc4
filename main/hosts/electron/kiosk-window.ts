/**
 * The kiosk window and the locks around it: context isolation and sandbox on, no Node in the
 * page, only `window.cabinet` from the preload, a CSP on every response, no navigation away,
 * no new windows, no permission prompts. IPC from any page but ours is refused.
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { IPC_CHANNELS, type CabinetView, type IntentResult } from '../../ipc/contract';
import { CONTENT_SECURITY_POLICY } from '../content-security-policy';
import type { BrowserWindowPort, ElectronMainPort } from './electron-port';

export interface KioskCabinet {
  handleIntent(raw: unknown): Promise<IntentResult>;
  onView(listener: (view: CabinetView) => void): () => void;
  view(): CabinetView;
}

export function openKiosk(electron: ElectronMainPort, cabinet: KioskCabinet, paths: { rendererDir: string; preload: string }): BrowserWindowPort {
  const indexUrl = pathToFileURL(join(paths.rendererDir, 'index.html')).href;

  electron.session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...(details.responseHeaders ?? {}), 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  electron.session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  electron.app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });

  electron.ipcMain.handle(IPC_CHANNELS.intent, async (event, raw) => {
    if (event.senderFrame?.url !== indexUrl) {
      return { ok: false, error: { code: 'not-allowed', message: 'intents are accepted only from the cabinet screen' } } satisfies IntentResult;
    }
    return cabinet.handleIntent(raw);
  });

  // The page asks for the current view once its preload runs: views pushed before then are lost.
  electron.ipcMain.handle(IPC_CHANNELS.ready, async (event) => (event.senderFrame?.url === indexUrl ? cabinet.view() : null));

  const window = new electron.BrowserWindow({
    kiosk: true,
    fullscreen: true,
    autoHideMenuBar: true,
    backgroundColor: '#05040a',
    show: true,
    webPreferences: {
      preload: paths.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
      devTools: process.env.CABINET_DEVTOOLS === '1',
    },
  });
  const unsubscribe = cabinet.onView((view) => window.webContents.send(IPC_CHANNELS.view, view));
  window.on('closed', unsubscribe);
  void window.loadFile(join(paths.rendererDir, 'index.html'));
  return window;
}
