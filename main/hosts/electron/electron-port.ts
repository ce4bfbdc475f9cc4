/**
 * The part of Electron's API the cabinet uses, typed here so the host compiles and is tested
 * without the `electron` package (its binary cannot be installed on every build machine; jest
 * maps `electron` to test/fakes/electron.ts). Keep it to what the code calls.
 */
export interface WebPreferencesPort {
  preload: string;
  contextIsolation: boolean;
  sandbox: boolean;
  nodeIntegration: boolean;
  webSecurity: boolean;
  spellcheck: boolean;
  devTools: boolean;
}

export interface WebContentsPort {
  send(channel: string, ...args: unknown[]): void;
  on(event: 'will-navigate', listener: (event: { preventDefault(): void }, url: string) => void): void;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  getURL(): string;
}

export interface BrowserWindowPort {
  readonly webContents: WebContentsPort;
  loadFile(path: string): Promise<void>;
  on(event: 'closed', listener: () => void): void;
}

export interface BrowserWindowOptionsPort {
  kiosk: boolean;
  fullscreen: boolean;
  autoHideMenuBar: boolean;
  backgroundColor: string;
  show: boolean;
  webPreferences: WebPreferencesPort;
}

export interface IpcMainEventPort {
  readonly senderFrame: { readonly url: string } | null;
}

export interface ElectronMainPort {
  app: {
    whenReady(): Promise<void>;
    on(event: 'window-all-closed' | 'before-quit', listener: () => void): void;
    on(event: 'web-contents-created', listener: (event: unknown, contents: WebContentsPort) => void): void;
    quit(): void;
    /** Ends at once with this status (a refused start: no window was opened). */
    exit(exitCode?: number): void;
    getPath(name: 'userData'): string;
  };
  BrowserWindow: new (options: BrowserWindowOptionsPort) => BrowserWindowPort;
  ipcMain: {
    handle(channel: string, listener: (event: IpcMainEventPort, ...args: unknown[]) => Promise<unknown>): void;
  };
  session: {
    defaultSession: {
      webRequest: {
        onHeadersReceived(
          listener: (
            details: { responseHeaders?: Record<string, string[]> },
            callback: (response: { responseHeaders: Record<string, string[]> }) => void,
          ) => void,
        ): void;
      };
      setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
    };
  };
}

export interface ElectronPreloadPort {
  contextBridge: { exposeInMainWorld(key: string, api: unknown): void };
  ipcRenderer: {
    invoke(channel: string, ...args: unknown[]): Promise<unknown>;
    on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void;
    removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void;
    send(channel: string, ...args: unknown[]): void;
  };
}
