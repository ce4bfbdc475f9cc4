import type { CabinetView, RecallStepView, RecallView, ServiceView } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { el, setShown, setText } from '../hud/dom';
import { formatDateTime } from '../model/service-events';
import { compactText, recallBar } from '../model/service-recall';
import type { ScreenContext } from './service-dom';
import { note, Redraw, serviceButton, setDisabled, table } from './service-dom';
import type { ServiceScreenPart } from './screen';

/**
 * Game recall: the last 100 rounds as a list; a round touched is replayed step by step. While
 * replaying, this screen is the control bar (previous / next step, back to the list, what the
 * step moved and drew) and the real game stage above shows the round (app.ts feeds it).
 */
export class RecallScreen implements ServiceScreenPart {
  readonly element: HTMLElement;
  private readonly list: HTMLElement;
  private readonly bar: HTMLElement;
  private readonly stepTitle: HTMLElement;
  private readonly stepText: HTMLElement;
  private readonly prev: HTMLButtonElement;
  private readonly next: HTMLButtonElement;
  private readonly listRedraw = new Redraw();
  private readonly stepRedraw = new Redraw();
  private current: RecallView | null = null;

  constructor(private readonly ctx: ScreenContext) {
    const t = ctx.text.service.recall;
    this.list = el('div', { class: 'svc-recall-list' });
    this.prev = serviceButton('recall-prev', t.prev);
    this.prev.addEventListener('click', () => this.step(-1));
    this.next = serviceButton('recall-next', t.next);
    this.next.addEventListener('click', () => this.step(1));
    const back = serviceButton('recall-list', t.list);
    // Back to the list: the same screen again, which main answers with the list.
    back.addEventListener('click', () => ctx.press({ type: 'SERVICE_SCREEN', screen: 'recall' }));
    this.stepTitle = el('div', { class: 'svc-recall-title' });
    this.stepText = el('div', { class: 'svc-recall-step', 'data-testid': 'recall-step' });
    this.bar = el('div', { class: 'svc-recall-bar', hidden: '' }, el('div', { class: 'svc-row' }, this.prev, this.stepTitle, this.next, back), this.stepText);
    this.element = el('div', { class: 'svc-screen svc-recall' }, this.list, this.bar);
  }

  update(_view: CabinetView, service: ServiceView): void {
    const recall = service.recall;
    this.current = recall;
    const replaying = recall !== null && recall.round !== null;
    setShown(this.list, !replaying);
    setShown(this.bar, replaying);
    if (!recall) {
      this.listRedraw.when(null, () => this.list.replaceChildren(note('…')));
      return;
    }
    if (!replaying) {
      this.listRedraw.when(recall.rounds, () => this.list.replaceChildren(this.drawList(recall)));
      return;
    }
    const bar = recallBar(recall);
    setText(this.stepTitle, this.ctx.text.service.recall.stepOf(bar.stepNumber, bar.steps));
    setDisabled(this.prev, bar.prev === null);
    setDisabled(this.next, bar.next === null);
    this.stepRedraw.when([recall.round, recall.step, recall.game === null], () => this.stepText.replaceChildren(...this.drawStep(recall.step, recall.game === null)));
  }

  leave(): void {
    this.listRedraw.forget();
  }

  private step(direction: 1 | -1): void {
    if (!this.current) return;
    const bar = recallBar(this.current);
    const intent = direction > 0 ? bar.next : bar.prev;
    if (intent) this.ctx.press(intent);
  }

  private drawList(recall: RecallView): HTMLElement {
    const t = this.ctx.text.service.recall;
    if (recall.rounds.length === 0) return note(t.noRounds);
    const rows = recall.rounds.map((r) => {
      const open = serviceButton(`recall-round-${r.index}`, formatDateTime(r.at), 'svc-link');
      open.addEventListener('click', () => this.ctx.press({ type: 'SERVICE_RECALL', round: r.index, step: 0 }));
      return {
        cells: [open, `${r.gameId} #${r.roundId}`, `${formatEuros(r.creditsBeforeCents)} → ${formatEuros(r.creditsAfterCents)}`, formatEuros(r.stakeCents), formatEuros(r.winCents), String(r.steps)],
      };
    });
    return el('div', {}, el('h3', { class: 'svc-section-title' }, t.title), table([t.time, t.game, t.credits, t.stake, t.win, t.steps], rows));
  }

  private drawStep(step: RecallStepView | null, textOnly: boolean): HTMLElement[] {
    const t = this.ctx.text.service.recall;
    const out: HTMLElement[] = [];
    if (textOnly) out.push(note(t.textOnly));
    if (!step) return out;
    out.push(
      el('div', { class: 'svc-recall-label' }, `${formatDateTime(step.at)} · ${step.label}`),
      el('div', {}, `${t.creditsLine(formatEuros(step.creditsBeforeCents), formatEuros(step.creditsAfterCents))} · ${t.bonusesLine(step.bonusesBefore, step.bonusesAfter)}`),
      el('div', { class: 'svc-mono' }, `${t.draws}: ${compactText(step.draws)}`),
      el('div', { class: 'svc-mono' }, `${t.moves}: ${compactText(step.moves)}`),
    );
    if (textOnly) out.push(el('div', { class: 'svc-mono' }, compactText(step.detail, 600)));
    return out;
  }
}
