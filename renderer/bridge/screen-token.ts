import { SCREEN_FRAGMENT_KEY, SCREEN_SECRET_PATTERN } from '../../main/ipc/contract';

/**
 * The screen secret the web host hands its own screen in the address's fragment
 * (`#screen=<secret>`; see SCREEN_PROTOCOL_PREFIX in the contract). Taken at load: kept in
 * sessionStorage, so a reload of the kiosk (the service menu reloads the page to change the
 * language) still holds it, and taken out of the visible address (history.replaceState), so it
 * is not on screen, in a screenshot or in the history. The Electron window has no use for it.
 */

export const SCREEN_SECRET_STORAGE_KEY = 'cabinet-screen-secret';

/** The parts of `window` the pickup touches (a test passes its own). */
export interface TokenPage {
  readonly location: { readonly hash: string; readonly href: string };
  readonly history: { readonly state: unknown; replaceState(state: unknown, unused: string, url: string): void };
  /** sessionStorage; null where the browser gives none (reading it may also throw). */
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/**
 * The secret from the address, else the one kept from an earlier load of this tab; null when
 * there is none (the page was opened at the plain address, or what it carried is not a secret).
 */
export function takeScreenToken(page: TokenPage): string | null {
  const fragment = new URLSearchParams(page.location.hash.replace(/^#/, ''));
  const fromAddress = fragment.get(SCREEN_FRAGMENT_KEY);
  if (fromAddress !== null) {
    fragment.delete(SCREEN_FRAGMENT_KEY);
    const url = new URL(page.location.href);
    url.hash = fragment.toString();
    page.history.replaceState(page.history.state, '', url.toString());
    // An address that names a secret wins over a kept one, even when it is wrong: the screen
    // then says it is not the cabinet's rather than quietly using another.
    if (!SCREEN_SECRET_PATTERN.test(fromAddress)) return null;
    try {
      page.storage?.setItem(SCREEN_SECRET_STORAGE_KEY, fromAddress);
    } catch {
      // Storage refused (full, or disabled): this load still has the secret; a reload will not.
    }
    return fromAddress;
  }
  try {
    const kept = page.storage?.getItem(SCREEN_SECRET_STORAGE_KEY) ?? null;
    return kept !== null && SCREEN_SECRET_PATTERN.test(kept) ? kept : null;
  } catch {
    return null;
  }
}
