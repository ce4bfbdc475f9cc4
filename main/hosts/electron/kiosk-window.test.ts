import * as fake from '../../../test/fakes/electron';
import { IPC_CHANNELS, type CabinetView, type IntentResult } from '../../ipc/contract';
import type { ElectronMainPort } from './electron-port';
import { openKiosk, type KioskCabinet } from './kiosk-window';

// The host is handed the fake Electron of test/fakes/electron.ts (jest also maps `electron` there).
const electron = fake;

function fakeCabinet(): KioskCabinet & { received: unknown[] } {
  const received: unknown[] = [];
  const view = { version: 1 } as CabinetView;
  return {
    received,
    handleIntent: async (raw: unknown): Promise<IntentResult> => {
      received.push(raw);
      return { ok: true };
    },
    onView: (listener) => {
      listener(view);
      return () => undefined;
    },
    view: () => view,
  };
}

describe('Electron kiosk window', () => {
  beforeEach(() => fake.resetFakeElectron());

  it('opens a locked-down kiosk: isolation, sandbox, no Node, a preload, a CSP on every response', () => {
    openKiosk(electron as unknown as ElectronMainPort, fakeCabinet(), { rendererDir: '/opt/cabinet/renderer', preload: '/opt/cabinet/preload.js' });
    const [{ options, window }] = fake.created as [(typeof fake.created)[number]];
    expect(options.kiosk).toBe(true);
    expect(options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, preload: '/opt/cabinet/preload.js' });
    expect(window.loaded).toBe('/opt/cabinet/renderer/index.html');
    let headers: Record<string, string[]> = {};
    fake.headersListener?.({ responseHeaders: {} }, (response) => {
      headers = response.responseHeaders;
    });
    expect(headers['Content-Security-Policy']?.[0]).toContain("script-src 'self'");
    let granted = true;
    fake.permissionHandler?.(null, 'media', (answer) => {
      granted = answer;
    });
    expect(granted).toBe(false);
  });

  it('blocks navigation and new windows', () => {
    openKiosk(electron as unknown as ElectronMainPort, fakeCabinet(), { rendererDir: '/r', preload: '/p.js' });
    const contents = new fake.FakeWebContents();
    fake.appListeners.get('web-contents-created')?.({} as never, contents as never);
    let prevented = false;
    contents.listeners.get('will-navigate')?.({ preventDefault: () => (prevented = true) } as never, 'https://example.com' as never);
    expect(prevented).toBe(true);
    expect(contents.windowOpenHandler?.({ url: 'https://example.com' })).toEqual({ action: 'deny' });
  });

  it('takes intents only from the cabinet page and sends views to it', async () => {
    const cabinet = fakeCabinet();
    openKiosk(electron as unknown as ElectronMainPort, cabinet, { rendererDir: '/r', preload: '/p.js' });
    const handle = fake.handlers.get(IPC_CHANNELS.intent);
    expect(await handle?.({ senderFrame: { url: 'file:///r/index.html' } }, { type: 'PLAY' })).toEqual({ ok: true });
    const foreign = await handle?.({ senderFrame: { url: 'https://evil.example/' } }, { type: 'COLLECT' });
    expect(foreign).toMatchObject({ ok: false, error: { code: 'not-allowed' } });
    expect(cabinet.received).toEqual([{ type: 'PLAY' }]);
    const [{ window }] = fake.created as [(typeof fake.created)[number]];
    expect(window.webContents.sent[0]).toEqual({ channel: IPC_CHANNELS.view, args: [{ version: 1 }] });
  });
});
