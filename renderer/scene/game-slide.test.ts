import { planSlide, SLIDE_MS, slideAt, slideDone } from './game-slide';

describe('the GAME CHANGE glide', () => {
  it('travels from the lower game (0) to the upper (1) in SLIDE_MS, easing in and out', () => {
    const slide = planSlide(0, 1, 1000);
    expect(slideAt(slide, 1000)).toBe(0);
    expect(slideAt(slide, 1000 + SLIDE_MS / 2)).toBeCloseTo(0.5);
    expect(slideAt(slide, 1000 + SLIDE_MS / 10)).toBeLessThan(0.1);
    expect(slideDone(slide, 1000 + SLIDE_MS - 1)).toBe(false);
    expect(slideAt(slide, 1000 + SLIDE_MS)).toBe(1);
    expect(slideDone(slide, 1000 + SLIDE_MS)).toBe(true);
  });

  it('a change back part-way takes only the part of the time it needs', () => {
    const back = planSlide(0.25, 0, 0);
    expect(back.endMs).toBe(SLIDE_MS / 4);
    expect(slideAt(back, back.endMs)).toBe(0);
  });
});
