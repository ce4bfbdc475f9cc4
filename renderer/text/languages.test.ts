import type { Marquee } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { en } from './en';
import { es } from './es';
import { LANGUAGE_TABLES, marqueeText, textTableFor } from './languages';

const say = (m: Marquee): string => marqueeText(en, m, formatEuros);

describe('marquee in English', () => {
  it('says every key', () => {
    expect(say({ key: 'insert-coins' })).toBe('INSERT COINS');
    expect(say({ key: 'press-play' })).toBe('PRESS PLAY');
    expect(say({ key: 'no-credit-for-bet', betCents: 100 })).toBe('NOT ENOUGH CREDIT FOR 1.00 €');
    expect(say({ key: 'good-luck' })).toBe('GOOD LUCK!');
    expect(say({ key: 'win', cents: 400 })).toBe('YOU WIN 4.00 €');
    expect(say({ key: 'bonus-win', bonuses: 2 })).toBe('YOU WIN 2 BONUSES');
    expect(say({ key: 'bonus-win', bonuses: 1 })).toBe('YOU WIN 1 BONUS');
    expect(say({ key: 'no-prize' })).toMatch(/NO PRIZE/);
    expect(say({ key: 'paying-out', remainingCents: 320 })).toBe('PAYING 3.20 €');
    expect(say({ key: 'paid-out', cents: 320 })).toMatch(/^PAID 3.20 €/);
    expect(say({ key: 'tilt', code: 'E21' })).toBe('OUT OF SERVICE — CALL ATTENDANT (E21)');
    expect(say({ key: 'tilt', code: 'coin-fraud' })).toBe('OUT OF SERVICE — COIN FRAUD');
  });

  it('shows an unknown key from a newer cabinet rather than failing', () => {
    expect(say({ key: 'jackpot' } as unknown as Marquee)).toBe('JACKPOT');
  });
});

describe('the Spanish table', () => {
  it('speaks the rule book\'s words', () => {
    expect(marqueeText(es, { key: 'insert-coins' }, formatEuros)).toBe('INTRODUZCA MONEDAS');
    expect(es.labels.collect).toBe('COBRAR');
    expect(es.ladder.games['up-bonus']).toBe('SUBE-BONOS');
    expect(es.buttons.advances).toBe('AVANCES');
  });

  it('differs from English on every label (nothing left untranslated by mistake)', () => {
    const same = Object.entries(es.labels).filter(([k, v]) => typeof v === 'string' && v === (en.labels as Record<string, unknown>)[k]).map(([k]) => k);
    // Names and symbols that are the same in both languages.
    expect(same.sort()).toEqual(['bonusesShort', 'noPrize', 'subtitle', 'title']);
  });
});

describe('textTableFor', () => {
  it('picks the language asked for, falling back to English', () => {
    expect(textTableFor('es').language).toBe('es');
    expect(textTableFor('es-ES').language).toBe('es');
    expect(textTableFor('en').language).toBe('en');
    expect(textTableFor('en-GB').language).toBe('en');
    expect(textTableFor('xx').language).toBe('en');
    expect(textTableFor(null).language).toBe('en');
    expect(LANGUAGE_TABLES.map((t) => t.language).sort()).toEqual(['en', 'es']);
  });
});

describe('the service menu in both languages', () => {
  /** Every string (and every function's result for sample arguments) of a table, by path. */
  const words = (value: unknown, path = ''): [string, string][] => {
    if (typeof value === 'string') return [[path, value]];
    if (typeof value === 'function') return [[path, String((value as (...args: unknown[]) => unknown)('X', 'Y', 'Z', 'W'))]];
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => words(v, `${path}.${k}`));
    return [];
  };

  it('says every service word in each language, none of them empty', () => {
    const english = words(en.service);
    const spanish = new Map(words(es.service));
    expect(english.length).toBeGreaterThan(150);
    for (const [path, text] of english) {
      expect(spanish.get(path)).toBeDefined();
      expect(text.trim()).not.toBe('');
      expect(spanish.get(path)?.trim()).not.toBe('');
    }
    expect(spanish.size).toBe(english.length);
  });

  it('translates the service menu rather than copying the English', () => {
    const spanish = new Map(words(es.service));
    const same = words(en.service).filter(([path, text]) => spanish.get(path) === text);
    // Digits-only or symbol labels and the names of things that are the same in both.
    expect(same.length).toBeLessThan(12);
  });
});
