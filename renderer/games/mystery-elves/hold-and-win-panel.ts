import { MYSTERY_ELVES_PLACES, type MysteryElvesHoldAndWinView, type MysteryElvesJackpotLabelView } from '../../../contract/games/mystery-elves';
import { formatEuros } from '../../format';
import { el, setShown, setText, toggleClass } from '../../hud/dom';
import { BAUBLE_TONES, bauble, halo, type BaubleToneName } from './art-kit';
import { featureTotal, placeCell, placedCount, placeFace, respinLamps, type PlaceFace, type PlaceWords } from './hold-and-win-model';
import type { ElvesWords } from './words';

/** The empty places spin this long in a respin before what landed shows. */
export const ROLL_MS = 900;
/** The factor bursts over the grid this long when the Multiplying bonus reveals it. */
export const BURST_MS = 2800;
/** The total shows over the grid this long at the end (without a full screen). */
export const TOTAL_MS = 4200;
/** A full screen's ×2 fills the whole stage this long at the end. */
export const CELEBRATE_MS = 5200;
/** Between one Mystery's flip and the next. */
const FLIP_STAGGER_MS = 420;

interface PlaceNodes {
  readonly root: HTMLElement;
  readonly ball: HTMLElement;
  readonly glyph: HTMLElement;
  readonly plate: HTMLElement;
  readonly note: HTMLElement;
}

/** The bauble of a tone as an image (painted once per tone). */
const baubleUrls = new Map<BaubleToneName, string>();
function baubleUrl(tone: BaubleToneName): string {
  const known = baubleUrls.get(tone);
  if (known) return known;
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 256;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    halo(ctx, 128, 142, 128, 'rgba(255,240,200,0.25)');
    bauble(ctx, 128, 142, 92, BAUBLE_TONES[tone]);
  }
  const url = canvas.toDataURL();
  baubleUrls.set(tone, url);
  return url;
}

/**
 * The Hold and Win over the reels: the 5 × 3 places (each locked bonus a bauble with its amount
 * on a plate, or its function, then its level or factor, then what it pays), new bonuses landing
 * with a flash after the empty places' respin, the intro banner, the factor bursting over the
 * grid, the total, the full screen's ×2 over the whole stage; beside the reels the respin lamps,
 * the places filled and the running total; under the reels a line saying what happens.
 * A view seen first shows as it stands; a new step animates once.
 */
export class HoldAndWinPanel {
  /** Over the reels (in the reel frame). */
  readonly node: HTMLElement;
  /** Beside the reels (the left-hand column). */
  readonly badge: HTMLElement;
  /** Under the reels, where the win line is. */
  readonly caption: HTMLElement;
  /** Over the whole stage. */
  readonly celebration: HTMLElement;
  private readonly places: PlaceNodes[] = [];
  private readonly intro: HTMLElement;
  private readonly introCount: HTMLElement;
  private readonly introBought: HTMLElement;
  private readonly burst: HTMLElement;
  private readonly burstFactor: HTMLElement;
  private readonly totalBanner: HTMLElement;
  private readonly totalAmount: HTMLElement;
  private readonly celebrationAmount: HTMLElement;
  private readonly badgeBought: HTMLElement;
  private readonly lamps: HTMLElement;
  private readonly respins: HTMLElement;
  private readonly placed: HTMLElement;
  private readonly total: HTMLElement;
  private readonly totalLabel: HTMLElement;
  private hw: MysteryElvesHoldAndWinView | null = null;
  private key = '';
  private rollUntil = 0;
  private burstUntil = 0;
  private totalUntil = 0;
  private celebrateUntil = 0;
  /** The respins shown while the empty places still spin (the count changes when they stop). */
  private respinsShown = 3;
  private readonly placeWords: PlaceWords;

  constructor(private readonly words: ElvesWords) {
    const w = words.holdAndWin;
    this.placeWords = { mystery: w.mystery, multi: w.multi, levels: words.levels, fresh: w.fresh };
    const grid = el('div', { class: 'me-hw-grid' });
    for (let i = 0; i < MYSTERY_ELVES_PLACES; i++) {
      const { reel, row } = placeCell(i);
      const ball = el('div', { class: 'me-place-ball' });
      const glyph = el('div', { class: 'me-place-glyph', 'data-testid': `elves-place-${i}-glyph` });
      const plate = el('div', { class: 'me-place-plate', 'data-testid': `elves-place-${i}-plate` });
      const note = el('div', { class: 'me-place-note', 'data-testid': `elves-place-${i}-note` });
      const root = el('div', { class: 'me-place empty', 'data-testid': `elves-place-${i}`, 'data-kind': 'empty', style: `grid-column: ${reel + 1}; grid-row: ${row + 1}` }, ball, glyph, plate, note);
      grid.append(root);
      this.places.push({ root, ball, glyph, plate, note });
    }
    this.introCount = el('div', { class: 'me-intro-count', 'data-testid': 'elves-intro-count' });
    this.introBought = el('div', { class: 'me-intro-bought', 'data-testid': 'elves-intro-bought', hidden: '' }, w.bought);
    this.intro = el(
      'div',
      { class: 'me-intro', 'data-testid': 'elves-intro', hidden: '' },
      this.introBought,
      el('div', { class: 'me-intro-title' }, w.title),
      this.introCount,
      el('div', { class: 'me-intro-hint', 'data-testid': 'elves-intro-hint' }, w.pressPlay),
    );
    this.burstFactor = el('div', { class: 'me-burst-factor', 'data-testid': 'elves-burst-factor' });
    this.burst = el('div', { class: 'me-burst', 'data-testid': 'elves-burst', hidden: '' }, el('div', { class: 'me-burst-rays' }), el('div', { class: 'me-burst-label' }, w.burst), this.burstFactor);
    this.totalAmount = el('div', { class: 'me-total-amount', 'data-testid': 'elves-total-amount' });
    this.totalBanner = el('div', { class: 'me-total-banner', 'data-testid': 'elves-total-banner', hidden: '' }, el('div', { class: 'me-total-title' }, w.totalWin), this.totalAmount);
    this.node = el('div', { class: 'me-hw', 'data-testid': 'elves-hold-and-win', hidden: '' }, grid, this.intro, this.burst, this.totalBanner);

    this.celebrationAmount = el('div', { class: 'me-celebration-amount', 'data-testid': 'elves-celebration-amount' });
    this.celebration = el(
      'div',
      { class: 'me-celebration', 'data-testid': 'elves-celebration', hidden: '' },
      el('div', { class: 'me-celebration-rays' }),
      el('div', { class: 'me-celebration-full' }, w.full),
      el('div', { class: 'me-celebration-times', 'data-testid': 'elves-celebration-times' }, '×2'),
      el('div', { class: 'me-celebration-note' }, w.fullNote),
      el('div', { class: 'me-celebration-label' }, w.totalWin),
      this.celebrationAmount,
    );

    this.lamps = el('div', { class: 'me-lamps', 'data-testid': 'elves-respin-lamps' }, el('i'), el('i'), el('i'));
    this.respins = el('b', { class: 'me-respins', 'data-testid': 'elves-respins' });
    this.placed = el('b', { 'data-testid': 'elves-placed' });
    this.total = el('b', { class: 'me-badge-total', 'data-testid': 'elves-hw-total' });
    this.totalLabel = el('span', {}, w.total);
    this.badgeBought = el('div', { class: 'me-badge-bought', hidden: '' }, w.bought);
    this.badge = el(
      'div',
      { class: 'me-hw-badge', 'data-testid': 'elves-hw-badge', hidden: '' },
      el('div', { class: 'me-badge-title' }, w.title),
      this.badgeBought,
      el('div', { class: 'me-badge-row me-badge-respins' }, el('span', {}, w.respins), this.respins),
      this.lamps,
      el('div', { class: 'me-badge-row' }, el('span', {}, w.placed), this.placed),
      el('div', { class: 'me-badge-row me-badge-win' }, this.totalLabel, this.total),
    );
    this.caption = el('div', { class: 'me-caption', 'data-testid': 'elves-caption', hidden: '' });
  }

  get isOpen(): boolean {
    return !this.node.hidden;
  }

  /**
   * Shows the feature (null: none). `animate` plays a new step (a respin, a reveal, the end)
   * from `now`; otherwise it shows as it stands. The same step handed again changes nothing.
   */
  show(hw: MysteryElvesHoldAndWinView | null, jackpots: readonly MysteryElvesJackpotLabelView[], animate: boolean, now: number): void {
    const before = this.hw;
    this.hw = hw;
    const open = hw !== null;
    if (open && this.node.hidden) this.restart(this.node, 'me-appear', animate);
    setShown(this.node, open);
    setShown(this.badge, open);
    setShown(this.caption, open);
    if (!hw) {
      this.key = '';
      this.rollUntil = this.burstUntil = this.totalUntil = this.celebrateUntil = 0;
      this.frame(now);
      return;
    }
    this.node.dataset.stage = hw.stage;
    const key = `${hw.seq}:${hw.stage}`;
    const fresh = key !== this.key;
    this.key = key;
    const faces = hw.places.map((p) => placeFace(p, hw.stage, hw.factor, jackpots, this.placeWords));
    if (fresh) {
      // A respin after the first step: the empty places spin, then what landed shows.
      this.rollUntil = animate && before !== null && hw.stage === 'respins' ? now + ROLL_MS : 0;
      if (this.rollUntil === 0) this.respinsShown = hw.respinsLeft;
      if (hw.stage === 'multiplier' && hw.factor !== null) this.burstUntil = now + BURST_MS;
      if (hw.stage === 'done' && hw.full) this.celebrateUntil = now + CELEBRATE_MS;
      else if (hw.stage === 'done') this.totalUntil = now + TOTAL_MS;
      // For tests and tools: whether this step played on screen ('rolled': its empty places spun first) or was shown as it stands.
      this.node.dataset.step = !animate ? 'still' : this.rollUntil > 0 ? 'rolled' : 'played';
    }
    let flips = 0;
    faces.forEach((face, i) => {
      const nodes = this.places[i];
      if (!nodes) return;
      const previous = nodes.root.dataset.face ?? '';
      const drawn = JSON.stringify(face);
      this.drawPlace(nodes, face);
      if (!fresh || previous === drawn) return;
      // What turned over in this step flips into view, one after another.
      const revealed = (face.kind === 'mystery' && face.level !== null && hw.stage === 'mysteries') || (face.kind === 'multiplier' && face.factor !== null && hw.stage === 'multiplier');
      if (revealed && animate) {
        nodes.root.style.animationDelay = `${flips * FLIP_STAGGER_MS}ms`;
        flips += 1;
        this.restart(nodes.root, 'me-flip', true);
      } else if (face.isNew && animate && hw.stage !== 'done') {
        nodes.root.style.animationDelay = '0ms';
        if (this.rollUntil === 0) this.restart(nodes.root, 'me-land', true);
      } else {
        nodes.root.classList.remove('me-flip', 'me-land');
      }
    });
    const w = this.words.holdAndWin;
    setShown(this.intro, hw.stage === 'intro');
    setShown(this.introBought, hw.bought);
    setShown(this.badgeBought, hw.bought);
    setText(this.introCount, `${w.bonuses(placedCount(hw))} · ${w.respinsAwarded(hw.respinsLeft)}`);
    setText(this.burstFactor, hw.factor !== null ? `×${hw.factor}` : '');
    const totalCents = featureTotal(hw);
    setText(this.totalAmount, formatEuros(totalCents));
    setText(this.celebrationAmount, formatEuros(totalCents));
    setText(this.placed, `${placedCount(hw)} / ${MYSTERY_ELVES_PLACES}`);
    setText(this.totalLabel, hw.stage === 'done' ? w.totalWin : w.total);
    setText(this.total, formatEuros(totalCents));
    toggleClass(this.total, 'final', hw.stage === 'done');
    const capped = hw.stage === 'done' && hw.paidCents !== null && hw.totalCents !== null && hw.paidCents < hw.totalCents;
    setText(
      this.caption,
      capped
        ? w.capped(formatEuros(totalCents))
        : hw.stage === 'done'
          ? w.captionDone(formatEuros(totalCents))
          : hw.stage === 'multiplier' && hw.factor !== null
            ? w.captionMultiplier(hw.factor)
            : hw.stage === 'mysteries'
              ? w.captionMysteries
              : w.captionRespins,
    );
    this.frame(now);
  }

  /** Moves the timed parts on: the respin's end, the burst, the total, the ×2. */
  frame(now: number): void {
    const hw = this.hw;
    const rolling = hw !== null && now < this.rollUntil;
    if (hw && !rolling && this.node.classList.contains('rolling')) {
      // The empty places have stopped: what landed lands.
      this.respinsShown = hw.respinsLeft;
      hw.places.forEach((p, i) => {
        const nodes = this.places[i];
        if (p?.isNew && nodes) this.restart(nodes.root, 'me-land', true);
      });
    }
    toggleClass(this.node, 'rolling', rolling);
    if (hw && !rolling) this.respinsShown = hw.respinsLeft;
    this.drawRespins(this.respinsShown);
    setShown(this.burst, hw !== null && hw.stage === 'multiplier' && now < this.burstUntil);
    setShown(this.totalBanner, hw !== null && hw.stage === 'done' && !hw.full && now < this.totalUntil);
    setShown(this.celebration, hw !== null && hw.stage === 'done' && hw.full && now < this.celebrateUntil);
  }

  private drawRespins(left: number): void {
    setText(this.respins, String(left));
    respinLamps(left).forEach((on, i) => {
      const lamp = this.lamps.children[i] as HTMLElement | undefined;
      if (lamp) toggleClass(lamp, 'on', on);
    });
  }

  private drawPlace(nodes: PlaceNodes, face: PlaceFace): void {
    const drawn = JSON.stringify(face);
    if (nodes.root.dataset.face === drawn) return;
    nodes.root.dataset.face = drawn;
    nodes.root.dataset.kind = face.kind;
    nodes.root.dataset.level = face.level ?? '';
    nodes.root.dataset.new = String(face.isNew);
    toggleClass(nodes.root, 'empty', face.kind === 'empty');
    toggleClass(nodes.root, 'new', face.isNew);
    toggleClass(nodes.root, 'final', face.final);
    nodes.ball.style.backgroundImage = face.tone ? `url(${baubleUrl(face.tone)})` : '';
    setText(nodes.glyph, face.glyph);
    nodes.glyph.dataset.size = face.glyph.length > 3 ? 'word' : face.glyph.length > 1 ? 'factor' : 'mark';
    setText(nodes.plate, face.plate);
    setShown(nodes.plate, face.kind !== 'empty');
    setText(nodes.note, face.note);
    setShown(nodes.note, face.note !== '');
  }

  /** Plays a CSS animation class again from its start (or just removes it). */
  private restart(node: HTMLElement, cls: string, play: boolean): void {
    node.classList.remove(cls);
    if (!play) return;
    void node.offsetWidth;
    node.classList.add(cls);
  }
}
