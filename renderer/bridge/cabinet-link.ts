import { SCREEN_LINK_HEADER, SCREEN_LINK_PATH, SCREEN_PROTOCOL_PREFIX, type CabinetApi, type IntentResult } from '../../main/ipc/contract';
import { takeScreenToken, type TokenPage } from './screen-token';
import { createWebBridge, defaultBridgeUrl, NOT_THE_CABINETS_SCREEN, type ConnectionState, type LinkCheck, type WebBridgeOptions } from './web-bridge';

/**
 * How the screen reaches the cabinet. In Electron the preload has put `window.cabinet` in place
 * (IPC): it is used as it is, and the web socket, the address and the secret are never touched.
 * In a browser the page needs this boot's screen secret (screen-token.ts): with it, the
 * WebSocket bridge offers it as its subprotocol; without it, nothing is opened and the screen is
 * told at once that it is not the cabinet's.
 */

/** The parts of `window` the link uses (a test passes its own). */
export interface LinkPage extends TokenPage {
  readonly cabinet?: CabinetApi;
  readonly location: TokenPage['location'] & Pick<Location, 'protocol' | 'host'>;
  readonly fetch: (path: string, init: { headers: Record<string, string>; cache: 'no-store' }) => Promise<{ status: number }>;
}

export interface CabinetLink {
  readonly api: CabinetApi;
  /** True when it is the Electron preload's IPC. */
  readonly preloaded: boolean;
}

export function connectCabinet(page: LinkPage, onConnection: (state: ConnectionState) => void, socketFactory?: WebBridgeOptions['socketFactory']): CabinetLink {
  const preloaded = page.cabinet;
  if (preloaded && typeof preloaded.send === 'function' && typeof preloaded.onView === 'function') {
    return { api: preloaded, preloaded: true };
  }
  const token = takeScreenToken(page);
  if (token === null) {
    onConnection('refused');
    return { api: refusedApi(), preloaded: false };
  }
  const bridge = createWebBridge({
    url: defaultBridgeUrl(page.location),
    protocols: [`${SCREEN_PROTOCOL_PREFIX}${token}`],
    checkLink: () => checkLink(page, token),
    socketFactory,
  });
  bridge.onConnection(onConnection);
  return { api: bridge, preloaded: false };
}

/** Asks the host whether the secret is this boot's (it answers 204 or 401); 'unknown' if it cannot be asked. */
async function checkLink(page: LinkPage, token: string): Promise<LinkCheck> {
  try {
    const { status } = await page.fetch(SCREEN_LINK_PATH, { headers: { [SCREEN_LINK_HEADER]: token }, cache: 'no-store' });
    if (status === 204) return 'ok';
    return status === 401 ? 'refused' : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The API of a screen the cabinet does not take: every press answered with why. */
function refusedApi(): CabinetApi {
  const refused: IntentResult = { ok: false, error: { code: 'not-allowed', message: NOT_THE_CABINETS_SCREEN } };
  return { send: () => Promise.resolve(refused), onView: () => () => undefined };
}
