import type { Marquee } from '../../main/ipc/contract';
import { en } from './en';
import { es } from './es';
import type { TextTable } from './text-table';

/** The languages the screen can speak; add a table here after writing it. */
const TABLES: Readonly<Record<string, TextTable>> = { en, es };

/** Every table, for tests that check each language says every moment. */
export const LANGUAGE_TABLES: readonly TextTable[] = Object.values(TABLES);

export const DEFAULT_LANGUAGE = 'en';

/** The table for a language code ("es", "en-GB"), falling back to English. */
export function textTableFor(language: string | null | undefined): TextTable {
  const code = (language ?? '').toLowerCase();
  return TABLES[code] ?? TABLES[code.split('-')[0] ?? ''] ?? en;
}

/** The marquee line in words. */
export function marqueeText(table: TextTable, marquee: Marquee, money: (cents: number) => string): string {
  // Each key's function takes exactly its own marquee variant; the switch keeps that typed.
  switch (marquee.key) {
    case 'insert-coins':
      return table.marquee['insert-coins'](marquee, money);
    case 'press-play':
      return table.marquee['press-play'](marquee, money);
    case 'no-credit-for-bet':
      return table.marquee['no-credit-for-bet'](marquee, money);
    case 'good-luck':
      return table.marquee['good-luck'](marquee, money);
    case 'win':
      return table.marquee.win(marquee, money);
    case 'bonus-win':
      return table.marquee['bonus-win'](marquee, money);
    case 'no-prize':
      return table.marquee['no-prize'](marquee, money);
    case 'paying-out':
      return table.marquee['paying-out'](marquee, money);
    case 'paid-out':
      return table.marquee['paid-out'](marquee, money);
    case 'tilt':
      return table.marquee.tilt(marquee, money);
    default: {
      // A key this renderer does not know yet (newer cabinet): show nothing rather than crash.
      const unknown: { key?: unknown } = marquee;
      return typeof unknown.key === 'string' ? unknown.key.toUpperCase() : '';
    }
  }
}
