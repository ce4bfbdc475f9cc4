import type { Marquee } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { en } from './en';
import { marqueeText, textTableFor } from './languages';

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
  });

  it('shows an unknown key from a newer cabinet rather than failing', () => {
    expect(say({ key: 'jackpot' } as unknown as Marquee)).toBe('JACKPOT');
  });
});

describe('textTableFor', () => {
  it('falls back to English', () => {
    expect(textTableFor('en').language).toBe('en');
    expect(textTableFor('en-GB').language).toBe('en');
    expect(textTableFor('xx').language).toBe('en');
    expect(textTableFor(null).language).toBe('en');
  });
});
