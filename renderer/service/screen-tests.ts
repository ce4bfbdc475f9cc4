import type { Intent } from '../../main/ipc/contract';
import { SOUND_NAMES, type Sounds } from '../audio/sounds';
import { el, setText } from '../hud/dom';
import { askedDetail, SCREEN_TEST_FILL_MS, SCREEN_TEST_FILLS, SOUND_TEST_GAP_MS } from '../model/service-diagnostics';
import { toStagePoint, touchError, touchResult, touchTargets } from '../model/service-touch';
import type { TextTable } from '../text/text-table';
import { serviceButton } from './service-dom';

/**
 * The tests only the screen can run: touch calibration (five targets on the stage), the sound
 * test (every sound in turn, then "heard?") and the screen test (full-screen fills, then "all
 * right?"). Each ends with SERVICE_TEST_RESULT so the cabinet logs what the technician found.
 */
export class ScreenTests {
  private layer: HTMLElement | null = null;
  private timers: ReturnType<typeof setTimeout>[] = [];

  constructor(
    private readonly text: TextTable,
    private readonly press: (intent: Intent) => void,
    /** The fixed-size stage: touch targets are placed and measured in its pixels. */
    private readonly stage: HTMLElement,
    private readonly sounds: Sounds,
  ) {}

  /** Stops whatever test is running (the screen was left); nothing is reported. */
  cancel(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
    this.sounds.stopSpinLoop();
    this.layer?.remove();
    this.layer = null;
  }

  touch(): void {
    this.cancel();
    const t = this.text.service.diagnostics;
    const width = this.stage.offsetWidth;
    const height = this.stage.offsetHeight;
    const targets = touchTargets(width, height);
    const errors: number[] = [];
    const prompt = el('div', { class: 'svc-test-prompt' });
    const target = el('div', { class: 'svc-touch-target', 'data-testid': 'diag-touch-target' });
    const layer = el('div', { class: 'svc-touch-layer', 'data-testid': 'diag-touch-layer' }, prompt, target);
    const place = (): void => {
      const point = targets[errors.length];
      if (!point) return;
      target.style.left = `${point.x}px`;
      target.style.top = `${point.y}px`;
      target.dataset.index = String(errors.length);
      setText(prompt, t.touchPrompt(errors.length + 1, targets.length));
    };
    layer.addEventListener('pointerdown', (event) => {
      event.preventDefault();
      const point = targets[errors.length];
      if (!point) return;
      errors.push(touchError(point, toStagePoint(event.clientX, event.clientY, this.stage.getBoundingClientRect(), width)));
      if (errors.length < targets.length) {
        place();
        return;
      }
      const result = touchResult(errors);
      this.cancel();
      this.press({ type: 'SERVICE_TEST_RESULT', test: 'touch', passed: result.passed, detail: result.detail });
    });
    place();
    this.show(layer, this.stage);
  }

  sound(): void {
    this.cancel();
    const t = this.text.service.diagnostics;
    const playing = el('div', { class: 'svc-test-prompt', 'data-testid': 'diag-sound-playing' });
    const layer = el('div', { class: 'svc-test-dialog', 'data-testid': 'diag-sound-layer' }, playing);
    this.show(layer, this.stage);
    SOUND_NAMES.forEach((name, i) => {
      this.later(i * SOUND_TEST_GAP_MS, () => {
        setText(playing, t.soundPlaying(name));
        // The reel-spin sound loops: it is started, and stopped with the next sound.
        this.sounds.stopSpinLoop();
        if (name === 'reel-spin') this.sounds.startSpinLoop();
        else this.sounds.play(name);
      });
    });
    this.later(SOUND_NAMES.length * SOUND_TEST_GAP_MS, () => {
      this.sounds.stopSpinLoop();
      this.ask(layer, 'sound', t.soundAsk, SOUND_NAMES);
    });
  }

  screen(): void {
    this.cancel();
    const fill = el('div', { class: 'svc-screen-fill', 'data-testid': 'diag-screen-fill' });
    // Over the whole window, not just the stage: the letterbox bars are screen too.
    this.show(fill, document.body);
    SCREEN_TEST_FILLS.forEach((name, i) => this.later(i * SCREEN_TEST_FILL_MS, () => (fill.dataset.fill = name)));
    this.later(SCREEN_TEST_FILLS.length * SCREEN_TEST_FILL_MS, () => {
      fill.remove();
      const dialog = el('div', { class: 'svc-test-dialog', 'data-testid': 'diag-screen-layer' });
      this.show(dialog, this.stage);
      this.ask(dialog, 'screen', this.text.service.diagnostics.screenAsk, SCREEN_TEST_FILLS);
    });
  }

  private ask(layer: HTMLElement, test: 'sound' | 'screen', question: string, items: readonly string[]): void {
    const t = this.text.service;
    const answer = (passed: boolean): void => {
      this.cancel();
      this.press({ type: 'SERVICE_TEST_RESULT', test, passed, detail: askedDetail(test, passed, items) });
    };
    const yes = serviceButton(`diag-${test}-yes`, t.yes, 'svc-ok');
    yes.addEventListener('click', () => answer(true));
    const no = serviceButton(`diag-${test}-no`, t.no, 'svc-danger');
    no.addEventListener('click', () => answer(false));
    layer.replaceChildren(el('div', { class: 'svc-test-prompt' }, question), el('div', { class: 'svc-row' }, yes, no));
  }

  private show(layer: HTMLElement, parent: HTMLElement): void {
    this.layer?.remove();
    this.layer = layer;
    parent.append(layer);
  }

  private later(ms: number, run: () => void): void {
    this.timers.push(setTimeout(run, ms));
  }
}
