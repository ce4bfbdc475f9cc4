/**
 * A small fake of the parts of Electron the cabinet uses (see main/hosts/electron/electron-port.ts).
 * Jest maps `electron` here so tests never load the real module. It records what the host asks
 * for, so tests can assert the window's security settings and drive IPC.
 */
import type {
  BrowserWindowOptionsPort,
  BrowserWindowPort,
  IpcMainEventPort,
  WebContentsPort,
} from '../../main/hosts/electron/electron-port';

type Listener = (...args: never[]) => unknown;

export class FakeWebContents implements WebContentsPort {
  readonly sent: { channel: string; args: unknown[] }[] = [];
  readonly listeners = new Map<string, Listener>();
  windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  url = '';
  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }
  on(event: string, listener: Listener): void {
    this.listeners.set(event, listener);
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.windowOpenHandler = handler;
  }
  getURL(): string {
    return this.url;
  }
}

export const created: { options: BrowserWindowOptionsPort; window: FakeBrowserWindow }[] = [];

export class FakeBrowserWindow implements BrowserWindowPort {
  readonly webContents = new FakeWebContents();
  loaded: string | null = null;
  private closed: (() => void) | null = null;
  constructor(options: BrowserWindowOptionsPort) {
    created.push({ options, window: this });
  }
  async loadFile(path: string): Promise<void> {
    this.loaded = path;
  }
  on(_event: 'closed', listener: () => void): void {
    this.closed = listener;
  }
  close(): void {
    this.closed?.();
  }
}

export const handlers = new Map<string, (event: IpcMainEventPort, ...args: unknown[]) => Promise<unknown>>();
export const appListeners = new Map<string, Listener>();
export let headersListener: ((details: { responseHeaders?: Record<string, string[]> }, callback: (r: { responseHeaders: Record<string, string[]> }) => void) => void) | null = null;
export let permissionHandler: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null = null;

export const app = {
  whenReady: async (): Promise<void> => undefined,
  on: (event: string, listener: Listener): void => {
    appListeners.set(event, listener);
  },
  quit: (): void => undefined,
  exit: (): void => undefined,
  getPath: (): string => '/tmp',
};
export const BrowserWindow = FakeBrowserWindow;
export const ipcMain = {
  handle: (channel: string, listener: (event: IpcMainEventPort, ...args: unknown[]) => Promise<unknown>): void => {
    handlers.set(channel, listener);
  },
};
export const session = {
  defaultSession: {
    webRequest: {
      onHeadersReceived: (listener: NonNullable<typeof headersListener>): void => {
        headersListener = listener;
      },
    },
    setPermissionRequestHandler: (handler: NonNullable<typeof permissionHandler>): void => {
      permissionHandler = handler;
    },
  },
};

export function resetFakeElectron(): void {
  created.length = 0;
  handlers.clear();
  appListeners.clear();
  headersListener = null;
  permissionHandler = null;
}
