import type { DisplaySettings } from '../../main/ipc/contract';
import type { MoneyStyle } from '../format';

/**
 * The service menu's display settings applied to the page. A language or money style other
 * than the page's is applied by reloading the page with ?lang= and ?currency= (other query
 * parameters kept): the simplest way to be sure every text on screen is rebuilt. Volume is the
 * sounds' master volume and needs no reload.
 */

export interface PageDisplay {
  readonly language: string;
  /** Null until the first view has said (the page then takes it without reloading). */
  readonly currency: MoneyStyle | null;
}

/** The address to reload to, or null when the page already shows what the cabinet asks. */
export function displayReloadUrl(href: string, display: DisplaySettings, page: PageDisplay): string | null {
  const wrongLanguage = display.language !== page.language;
  const wrongCurrency = page.currency !== null && page.currency !== display.currency;
  if (!wrongLanguage && !wrongCurrency) return null;
  const url = new URL(href);
  url.searchParams.set('lang', display.language);
  url.searchParams.set('currency', display.currency);
  const next = url.toString();
  // The same address again would reload for ever: a page that cannot follow the setting stays.
  return next === href ? null : next;
}

/** ?currency= from the address, when it names a style. */
export function currencyFromQuery(search: string): MoneyStyle | null {
  const value = new URLSearchParams(search).get('currency');
  return value === 'es' || value === 'en' ? value : null;
}

/** 0–100 → the master volume 0–1 (out-of-range values held to the ends). */
export function masterVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 1;
  return Math.min(100, Math.max(0, volume)) / 100;
}
