import { SERVICE_ROLES, type CabinetView, type PromotionsView, type ServiceRole, type ServiceView } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { el } from '../hud/dom';
import { formatDateTime } from '../model/service-events';
import type { ScreenContext } from './service-dom';
import { cell, note, Redraw, section, serviceButton, table } from './service-dom';
import type { ServiceScreenPart } from './screen';

type PromotionGameView = PromotionsView['games'][number];

/** The spins a grant starts at, and the quick choices (those above the cabinet's maximum are left out). */
const DEFAULT_SPINS = 10;
const SPIN_PRESETS = [5, 10, 20, 50, 100] as const;

/** What the operator has picked for one game on this screen (not main's: forgotten on leaving). */
interface Choice {
  readonly spins: number;
  readonly betCents: number | null;
}

/** The grant the buttons would send for a game, worked out from the pick and main's view. */
interface GrantPlan {
  readonly spins: number;
  readonly betCents: number | null;
  /** The most spins this grant may give (less while spins are left: a top-up adds to them). */
  readonly limit: number;
  /** Spins are left: only more at the standing bet may be granted (main refuses another bet). */
  readonly topUp: boolean;
}

function plan(game: PromotionGameView, maxSpins: number, choice: Choice | undefined): GrantPlan {
  const standing = game.standing;
  const topUp = standing !== null && standing.remaining > 0;
  const limit = Math.max(0, topUp ? maxSpins - standing.remaining : maxSpins);
  const spins = Math.min(Math.max(1, choice?.spins ?? DEFAULT_SPINS), Math.max(1, limit));
  const smallest = game.betsCents.length > 0 ? Math.min(...game.betsCents) : null;
  const chosen = choice?.betCents ?? null;
  const betCents = topUp ? standing.totalBetCents : chosen !== null && game.betsCents.includes(chosen) ? chosen : smallest;
  return { spins, betCents, limit, topUp };
}

/**
 * The operator's promotions: Bonus Spin Mode per game that offers it. Each game shows its
 * standing grant (spins left of those granted, the bet, what they paid, who granted them and
 * when), a choice of how many spins and at which of the game's total bets, GRANT and, while spins
 * are left, CANCEL REMAINING. Below, the promotional meters and the last grants and
 * cancellations. The grant itself is main's: the screen only sends the operator's pick.
 */
export class PromotionsScreen implements ServiceScreenPart {
  readonly element: HTMLElement;
  private readonly body: HTMLElement;
  private readonly redraw = new Redraw();
  private readonly choices = new Map<string, Choice>();
  private promotions: PromotionsView | null = null;

  constructor(private readonly ctx: ScreenContext) {
    this.body = el('div', { class: 'svc-promo', 'data-testid': 'promotions' });
    this.element = el('div', { class: 'svc-screen' }, this.body);
  }

  update(_view: CabinetView, service: ServiceView): void {
    this.promotions = service.promotions;
    this.draw();
  }

  leave(): void {
    // The picks go back to their defaults the next time the screen is opened.
    this.choices.clear();
    this.redraw.forget();
  }

  private draw(): void {
    const promotions = this.promotions;
    this.redraw.when({ promotions, choices: [...this.choices] }, () => this.body.replaceChildren(...(promotions ? this.parts(promotions) : [note('…')])));
  }

  private choose(game: string, change: (current: Choice) => Choice): void {
    const current = this.choices.get(game) ?? { spins: DEFAULT_SPINS, betCents: null };
    this.choices.set(game, change(current));
    this.draw();
  }

  private parts(promotions: PromotionsView): HTMLElement[] {
    const t = this.ctx.text.service.promotions;
    const games = promotions.games.map((game) => this.game(game, promotions.maxSpins));
    return [
      note(t.intro, 'promotions-intro'),
      ...(games.length ? games : [el('div', { class: 'svc-reason', 'data-testid': 'promotions-none' }, t.noGames)]),
      el('div', { class: 'svc-promo-books' }, this.meters(promotions), this.log(promotions)),
    ];
  }

  private game(game: PromotionGameView, maxSpins: number): HTMLElement {
    const t = this.ctx.text.service.promotions;
    const id = `promotions-${game.id}`;
    const standing = game.standing;
    const state = standing === null ? 'none' : standing.remaining > 0 ? 'active' : 'over';
    const by = (role: string): string => ((SERVICE_ROLES as readonly string[]).includes(role) ? this.ctx.text.service.roles[role as ServiceRole] : role);
    const standingText =
      standing === null
        ? t.noGrant
        : standing.remaining > 0
          ? t.standing(standing.remaining, standing.granted, formatEuros(standing.totalBetCents), formatEuros(standing.wonCents), by(standing.by), formatDateTime(standing.atMs))
          : t.playedOut(standing.granted, formatEuros(standing.totalBetCents), formatEuros(standing.wonCents), by(standing.by), formatDateTime(standing.atMs));

    const head = el(
      'div',
      { class: 'svc-promo-head' },
      el('span', { class: 'svc-promo-name', 'data-testid': `${id}-name` }, game.name),
      el('span', { class: 'svc-promo-state', 'data-state': state, 'data-testid': `${id}-state` }, t.states[state]),
    );
    if (standing !== null && standing.remaining > 0) {
      head.append(el('span', { class: 'svc-promo-left' }, el('b', {}, String(standing.remaining)), ` / ${standing.granted}`));
    }
    const parts: HTMLElement[] = [head, el('div', { class: 'svc-promo-standing', 'data-testid': `${id}-standing` }, standingText)];
    if (game.busy !== null) parts.push(el('div', { class: 'svc-reason', 'data-testid': `${id}-busy` }, t.busy(game.busy)));

    const pick = plan(game, maxSpins, this.choices.get(game.id));
    const bet = pick.betCents === null ? '—' : formatEuros(pick.betCents);

    // How many: − and + by one, and the usual amounts in one touch.
    const fewer = serviceButton(`${id}-spins-minus`, t.fewer, 'svc-promo-step');
    fewer.disabled = pick.spins <= 1;
    fewer.addEventListener('click', () => this.choose(game.id, (c) => ({ ...c, spins: pick.spins - 1 })));
    const more = serviceButton(`${id}-spins-plus`, t.more, 'svc-promo-step');
    more.disabled = pick.spins >= pick.limit;
    more.addEventListener('click', () => this.choose(game.id, (c) => ({ ...c, spins: pick.spins + 1 })));
    const presets = SPIN_PRESETS.filter((n) => n <= maxSpins).map((n) => {
      const b = serviceButton(`${id}-spins-${n}`, String(n), `svc-promo-preset${n === pick.spins ? ' svc-lit' : ''}`);
      b.disabled = n > pick.limit;
      b.addEventListener('click', () => this.choose(game.id, (c) => ({ ...c, spins: n })));
      return b;
    });
    const spinsRow = this.row(
      t.spins,
      el('div', { class: 'svc-promo-stepper' }, fewer, el('span', { class: 'svc-promo-count', 'data-testid': `${id}-spins` }, String(pick.spins)), more),
      el('div', { class: 'svc-promo-choices' }, ...presets),
    );

    // At which total bet: the game's table, the standing bet alone while spins are left.
    const bets = game.betsCents.map((cents) => {
      const b = serviceButton(`${id}-bet-${cents}`, formatEuros(cents), `svc-promo-bet${cents === pick.betCents ? ' svc-lit' : ''}`);
      b.disabled = pick.topUp && cents !== pick.betCents;
      b.addEventListener('click', () => this.choose(game.id, (c) => ({ ...c, betCents: cents })));
      return b;
    });
    const betRow = this.row(t.totalBet, el('div', { class: 'svc-promo-choices' }, ...bets));

    const grant = serviceButton(`${id}-grant`, pick.topUp ? t.addSpins(pick.spins, bet) : t.grant(pick.spins, bet), 'svc-ok svc-promo-grant');
    grant.disabled = pick.betCents === null || pick.limit < 1;
    grant.addEventListener('click', () => {
      if (pick.betCents === null) return;
      this.ctx.press({ type: 'SERVICE_BONUS_SPINS', game: game.id, spins: pick.spins, totalBetCents: pick.betCents });
    });
    const actions = el('div', { class: 'svc-promo-actions' }, grant);
    if (standing !== null && standing.remaining > 0) {
      const cancel = serviceButton(`${id}-cancel`, t.cancelRemaining(standing.remaining), 'svc-danger svc-promo-cancel');
      cancel.addEventListener('click', () => this.ctx.press({ type: 'SERVICE_BONUS_SPINS_CANCEL', game: game.id }));
      actions.append(cancel);
    }
    actions.append(el('span', { class: 'svc-promo-hint', 'data-testid': `${id}-hint` }, pick.topUp ? t.topUp(pick.limit, bet) : t.maxPerGrant(maxSpins)));
    parts.push(el('div', { class: 'svc-promo-controls' }, spinsRow, betRow), actions);
    return el('section', { class: 'svc-section svc-promo-game', 'data-testid': id, 'data-state': state }, ...parts);
  }

  private row(label: string, ...controls: HTMLElement[]): HTMLElement {
    return el('div', { class: 'svc-promo-row' }, el('span', { class: 'svc-promo-label' }, label), el('div', { class: 'svc-promo-row-controls' }, ...controls));
  }

  private meters(promotions: PromotionsView): HTMLElement {
    const t = this.ctx.text.service.promotions;
    const m = promotions.meters;
    const rows = [
      { key: 'granted', label: t.metersGranted, value: String(m.granted), unit: 'count' },
      { key: 'played', label: t.metersPlayed, value: String(m.played), unit: 'count' },
      { key: 'bet', label: t.metersBet, value: formatEuros(m.betCents), unit: 'cents' },
      { key: 'won', label: t.metersWon, value: formatEuros(m.wonCents), unit: 'cents' },
    ].map((r) => ({ cells: [r.label, cell(r.value, `promotions-meter-${r.key}`, 'svc-num')], className: `unit-${r.unit}` }));
    return section(t.meters, note(t.metersNote), table([this.ctx.text.service.audit.meter, this.ctx.text.service.audit.lifetime], rows, 'svc-meters'));
  }

  private log(promotions: PromotionsView): HTMLElement {
    const t = this.ctx.text.service.promotions;
    const name = (id: string): string => promotions.games.find((g) => g.id === id)?.name ?? id;
    const roles = this.ctx.text.service.roles;
    const by = (role: string): string => ((SERVICE_ROLES as readonly string[]).includes(role) ? roles[role as ServiceRole] : role);
    // Newest first, whatever order the rows came in.
    const rows = [...promotions.log]
      .sort((a, b) => b.at - a.at)
      .map((entry, i) => ({
        cells: [
          formatDateTime(entry.at),
          el('span', { class: 'svc-promo-kind', 'data-kind': entry.kind }, t.kinds[entry.kind]),
          name(entry.game),
          entry.spins > 0 ? String(entry.spins) : '—',
          entry.totalBetCents > 0 ? formatEuros(entry.totalBetCents) : '—',
          by(entry.by),
        ],
        testId: `promotions-log-${i}`,
      }));
    return section(t.log, rows.length ? table([t.time, t.action, t.game, t.spins, t.bet, t.by], rows, 'svc-promo-log') : note(t.logEmpty, 'promotions-log-empty'));
  }
}
