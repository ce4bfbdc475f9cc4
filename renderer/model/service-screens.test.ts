import type { SettingView } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { cabinetView, serviceOpen, serviceView, upperReady } from '../fixtures/views';
import { currencyFromQuery, displayReloadUrl, masterVolume } from './display-settings';
import { cashReturnText, meterLabel, meterValue, percentFromBps, returnBps } from './service-audit';
import { askedDetail, lampList, payoutPerMille, stepHopperCoins } from './service-diagnostics';
import { dateInputValue, dayEndMs, dayStartMs, eventsIntent } from './service-events';
import { compactText, recallBar, stageKey, stageView } from './service-recall';
import { settingControl, settingLocked, settingValueText, toggledChoices } from './service-settings';
import { toStagePoint, touchError, touchResult, touchTargets, TOUCH_TOLERANCE_PX } from './service-touch';

describe('touch calibration', () => {
  it('puts the targets in the four corners and the centre of the stage', () => {
    expect(touchTargets(1280, 800, 60)).toEqual([
      { x: 60, y: 60 },
      { x: 1220, y: 60 },
      { x: 1220, y: 740 },
      { x: 60, y: 740 },
      { x: 640, y: 400 },
    ]);
  });

  it('measures a touch in stage pixels, whatever the stage is scaled to', () => {
    // A 1280-wide stage shown 1.5 times larger, 40 px from the left of the window.
    const rect = { left: 40, top: 0, width: 1920 };
    expect(toStagePoint(40 + 90, 90, rect, 1280)).toEqual({ x: 60, y: 60 });
    expect(touchError({ x: 60, y: 60 }, toStagePoint(40 + 90 + 12, 90 + 16, rect, 1280))).toBe(Math.round(Math.hypot(8, 32 / 3)));
  });

  it('passes when the worst touch is within the tolerance, and says every error', () => {
    const good = touchResult([3, 0, TOUCH_TOLERANCE_PX, 7, 1]);
    expect(good.passed).toBe(true);
    expect(good.maxError).toBe(20);
    expect(good.detail).toContain('3, 0, 20, 7, 1');
    expect(touchResult([3, 21, 2, 1, 0]).passed).toBe(false);
    expect(touchResult([]).passed).toBe(false);
  });

  it('rounds the error to whole pixels', () => {
    expect(touchError({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(touchError({ x: 0, y: 0 }, { x: 1.2, y: 0 })).toBe(1);
  });
});

describe('the event filter', () => {
  it('turns the dates into the start and the end of those local days', () => {
    expect(dayStartMs('2025-03-04')).toBe(new Date(2025, 2, 4).getTime());
    expect(dayEndMs('2025-03-04')).toBe(new Date(2025, 2, 5).getTime() - 1);
  });

  it('takes an empty or impossible date as no limit', () => {
    expect(dayStartMs('')).toBeNull();
    expect(dayEndMs('2025-02-31')).toBeNull();
    expect(dayStartMs('04/03/2025')).toBeNull();
  });

  it('sends every kind for an empty choice', () => {
    expect(eventsIntent('', '', '')).toEqual({ type: 'SERVICE_EVENTS', kind: null, fromMs: null, toMs: null });
    expect(eventsIntent('door-opened', '2025-03-04', '2025-03-04')).toEqual({
      type: 'SERVICE_EVENTS',
      kind: 'door-opened',
      fromMs: new Date(2025, 2, 4).getTime(),
      toMs: new Date(2025, 2, 5).getTime() - 1,
    });
  });

  it('shows a filter back in the date inputs', () => {
    expect(dateInputValue(new Date(2025, 0, 9, 23, 59).getTime())).toBe('2025-01-09');
    expect(dateInputValue(null)).toBe('');
  });
});

describe('setting controls', () => {
  const items = serviceView().settings?.items ?? [];
  const byKey = (key: string): SettingView => {
    const item = items.find((i) => i.key === key);
    if (!item) throw new Error(key);
    return item;
  };

  it('offers one lit button per choice for a single choice', () => {
    expect(settingControl(byKey('display.language'))).toEqual({
      kind: 'single',
      options: [
        { value: 'es', selected: true },
        { value: 'en', selected: false },
      ],
    });
  });

  it('steps a range by its step and stops at its ends', () => {
    const volume = byKey('display.volume');
    expect(settingControl(volume)).toEqual({ kind: 'range', value: 80, minus: 70, plus: 90 });
    expect(settingControl({ ...volume, value: 100 })).toEqual({ kind: 'range', value: 100, minus: 90, plus: null });
    expect(settingControl({ ...volume, value: 5 })).toEqual({ kind: 'range', value: 5, minus: 0, plus: 15 });
    expect(settingControl({ ...volume, value: 0 })).toMatchObject({ minus: null });
  });

  it('toggles one choice of a many-choice setting, keeping the choices\' order', () => {
    const bets = byKey('game.bets');
    expect(settingControl(bets)).toMatchObject({ kind: 'many' });
    expect(toggledChoices(bets, 500)).toEqual([20, 100, 500]);
    expect(toggledChoices(bets, 20)).toEqual([100]);
    expect(toggledChoices({ ...bets, value: [500] }, 20)).toEqual([20, 500]);
  });

  it('is a switch for a yes/no value', () => {
    const flag: SettingView = { key: 'sound.attract', label: 'Attract sound', rule: 'anytime', value: true, choices: null, many: false, range: null, unit: 'text' };
    expect(settingControl(flag)).toEqual({ kind: 'switch', on: true });
  });

  it('shuts money rules while the cabinet says they cannot change', () => {
    const settings = serviceView().settings;
    if (!settings) throw new Error('fixture has settings');
    expect(settingLocked(byKey('game.bets'), settings)).toBe(true);
    expect(settingLocked(byKey('display.volume'), settings)).toBe(false);
    expect(settingLocked(byKey('game.bets'), { ...settings, moneyRulesOpen: true })).toBe(false);
  });

  it('writes values in their unit', () => {
    const words = { on: 'ON', off: 'OFF', none: 'none' };
    expect(settingValueText(byKey('game.bets'), [20, 100], formatEuros, words)).toBe('0.20 €, 1.00 €');
    expect(settingValueText(byKey('display.volume'), 80, formatEuros, words)).toBe('80 %');
    expect(settingValueText(byKey('display.language'), 'es', formatEuros, words)).toBe('es');
    expect(settingValueText(byKey('game.bets'), [], formatEuros, words)).toBe('none');
  });
});

describe('recall on the game stage', () => {
  const replaying = (step: number) => {
    const base = serviceView({ screen: 'recall' });
    if (!base.recall) throw new Error('fixture has recall');
    const game = upperReady().game;
    return serviceOpen({
      ...base,
      recall: {
        ...base.recall,
        round: 0,
        steps: 3,
        game,
        step: { index: step, label: 'spin', at: 0, creditsBeforeCents: 2000, creditsAfterCents: 1980, bonusesBefore: 5, bonusesAfter: 4, moves: [], draws: [3, 9, 1], detail: null },
      },
    });
  };

  it('draws the live cabinet unless a round with its picture is replayed', () => {
    expect(stageKey(cabinetView())).toBe('live');
    expect(stageKey(serviceOpen(serviceView({ screen: 'recall' })))).toBe('live');
    expect(stageKey(replaying(1))).toBe('recall:0:1');
  });

  it('gives the stage the recalled game with the step\'s balance, and nothing to press', () => {
    const live = replaying(1);
    const shown = stageView(live);
    expect(shown.game).toEqual({ ...live.service?.recall?.game, autoPlay: 0 });
    expect(shown.creditsCents).toBe(1980);
    expect(shown.bonuses).toBe(4);
    expect(Object.values(shown.buttons).flat().every((b) => b === false || b === 'off')).toBe(true);
    expect(shown.tilts).toEqual([]);
    expect(shown.payout).toBeNull();
    expect(shown.marquee).toEqual({ key: 'good-luck' });
  });

  it('leaves the live view untouched otherwise', () => {
    const live = cabinetView();
    expect(stageView(live)).toBe(live);
  });

  it('steps back and forth within the round', () => {
    const first = recallBar(replaying(0).service?.recall ?? (null as never));
    expect(first).toMatchObject({ stepNumber: 1, steps: 3, prev: null, next: { type: 'SERVICE_RECALL', round: 0, step: 1 } });
    const last = recallBar(replaying(2).service?.recall ?? (null as never));
    expect(last).toMatchObject({ stepNumber: 3, prev: { type: 'SERVICE_RECALL', round: 0, step: 1 }, next: null });
  });

  it('writes the journal\'s draws and moves as one short line', () => {
    expect(compactText({ reel: [3, 9], cents: 20 })).toBe('{reel:[3,9],cents:20}');
    expect(compactText(null)).toBe('—');
    expect(compactText('x'.repeat(500), 20)).toHaveLength(20);
  });
});

describe('the audit figures', () => {
  it('shows money meters as money and counts as numbers', () => {
    expect(meterValue({ name: 'coin-in', lifetime: 12_340, period: 2_000, unit: 'cents' }, 'lifetime', formatEuros)).toBe('123.40 €');
    expect(meterValue({ name: 'games-played', lifetime: 420, period: 37, unit: 'count' }, 'period', formatEuros)).toBe('37');
  });

  it('names a meter in words, or as the cabinet calls it when unknown', () => {
    expect(meterLabel({ 'coin-in': 'Coin in' }, 'coin-in')).toBe('Coin in');
    expect(meterLabel({}, 'new-meter')).toBe('new-meter');
  });

  it('writes percentages from basis points without floating point', () => {
    expect(percentFromBps(7000)).toBe('70.00 %');
    expect(percentFromBps(9205)).toBe('92.05 %');
    expect(returnBps(9_870, 12_340)).toBe(7998);
    expect(returnBps(5, 0)).toBeNull();
  });

  it('writes a cash return with two decimals, or a dash when nothing was staked', () => {
    expect(cashReturnText(7800)).toBe('78.00 %');
    expect(cashReturnText(8011)).toBe('80.11 %');
    expect(cashReturnText(null)).toBe('—');
  });
});

describe('diagnostics', () => {
  it('steps the hopper test between 1 and 100 coins', () => {
    expect(stepHopperCoins(10, 1)).toBe(20);
    expect(stepHopperCoins(100, 1)).toBe(100);
    expect(stepHopperCoins(1, -1)).toBe(1);
    expect(stepHopperCoins(10, -1)).toBe(5);
  });

  it('shows the test payout\'s progress', () => {
    expect(payoutPerMille({ requested: 10, paid: 3, running: true })).toBe(300);
    expect(payoutPerMille(null)).toBe(0);
  });

  it('lists the named lamps and any other the cabinet reports', () => {
    const d = serviceView().diagnostics;
    if (!d) throw new Error('fixture has diagnostics');
    expect(lampList({ ...d, lamps: { ...d.lamps, auto: 'flash' } })).toEqual(['play', 'collect', 'bet', 'auto']);
  });

  it('logs what was played and what the technician answered', () => {
    expect(askedDetail('screen', false, ['red', 'green'])).toBe('fills shown: red, green; technician answered no');
  });
});

describe('display settings', () => {
  const page = { language: 'en', currency: 'en' as const };

  it('reloads in the cabinet\'s language, keeping the other parameters', () => {
    const url = displayReloadUrl('http://127.0.0.1:8080/?ws=9000&lang=en', { language: 'es', currency: 'en', volume: 50 }, page);
    expect(url).toBe('http://127.0.0.1:8080/?ws=9000&lang=es&currency=en');
  });

  it('reloads for another money style once the page has one', () => {
    expect(displayReloadUrl('http://h/', { language: 'en', currency: 'es', volume: 50 }, page)).toBe('http://h/?lang=en&currency=es');
    expect(displayReloadUrl('http://h/', { language: 'en', currency: 'es', volume: 50 }, { language: 'en', currency: null })).toBeNull();
  });

  it('stays when the page already shows what the cabinet asks', () => {
    expect(displayReloadUrl('http://h/', { language: 'en', currency: 'en', volume: 50 }, page)).toBeNull();
  });

  it('never reloads to the same address (no reload loop)', () => {
    expect(displayReloadUrl('http://h/?lang=es&currency=en', { language: 'es', currency: 'en', volume: 0 }, page)).toBeNull();
  });

  it('reads the money style from the address', () => {
    expect(currencyFromQuery('?lang=es&currency=es')).toBe('es');
    expect(currencyFromQuery('?currency=xx')).toBeNull();
  });

  it('turns 0–100 into the master volume', () => {
    expect(masterVolume(80)).toBe(0.8);
    expect(masterVolume(150)).toBe(1);
    expect(masterVolume(-5)).toBe(0);
  });
});
