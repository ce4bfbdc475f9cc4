import { SCREEN_SECRET_STORAGE_KEY, takeScreenToken, type TokenPage } from './screen-token';

const SECRET = 'A'.repeat(20) + '_-' + 'z9'.repeat(10) + 'Q';
const OTHER_BOOT = 'B'.repeat(43);

/** A tab: its address, its history (the address a replaceState left) and its sessionStorage. */
function tab(href: string, stored: Map<string, string> = new Map()) {
  const page = {
    address: href,
    stored,
    get location() {
      const url = new URL(page.address);
      return { href: page.address, hash: url.hash };
    },
    history: { state: { keep: true }, replaceState: (_state: unknown, _unused: string, url: string) => void (page.address = url) },
    storage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
  };
  return page as typeof page & TokenPage;
}

describe("the screen's secret from the address", () => {
  it('takes the secret from #screen=, keeps it for this tab and takes it out of the visible address', () => {
    const page = tab(`http://127.0.0.1:8420/?lang=en#screen=${SECRET}`);
    expect(takeScreenToken(page)).toBe(SECRET);
    expect(page.address).toBe('http://127.0.0.1:8420/?lang=en');
    expect(page.stored.get(SCREEN_SECRET_STORAGE_KEY)).toBe(SECRET);
  });

  it('still has it after the kiosk reloads the page at the cleaned address (the service menu changing the language)', () => {
    const first = tab(`http://127.0.0.1:8420/#screen=${SECRET}`);
    takeScreenToken(first);
    const reloaded = tab('http://127.0.0.1:8420/?lang=es&currency=es', first.stored);
    expect(takeScreenToken(reloaded)).toBe(SECRET);
    expect(reloaded.address).toBe('http://127.0.0.1:8420/?lang=es&currency=es');
  });

  it('takes a new boot’s secret from the address over the one kept from before', () => {
    const page = tab(`http://127.0.0.1:8420/#screen=${SECRET}`, new Map([[SCREEN_SECRET_STORAGE_KEY, OTHER_BOOT]]));
    expect(takeScreenToken(page)).toBe(SECRET);
    expect(page.stored.get(SCREEN_SECRET_STORAGE_KEY)).toBe(SECRET);
  });

  it('leaves other parts of the fragment where they were', () => {
    const page = tab(`http://127.0.0.1:8420/#debug=1&screen=${SECRET}`);
    expect(takeScreenToken(page)).toBe(SECRET);
    expect(page.address).toBe('http://127.0.0.1:8420/#debug=1');
  });

  it('has none for a page opened at the plain address, or with something that is not a secret', () => {
    expect(takeScreenToken(tab('http://127.0.0.1:8420/'))).toBeNull();
    const typo = tab(`http://127.0.0.1:8420/#screen=${SECRET.slice(1)}`, new Map([[SCREEN_SECRET_STORAGE_KEY, OTHER_BOOT]]));
    // The address asked for a secret, a wrong one: the screen says so rather than use the kept one.
    expect(takeScreenToken(typo)).toBeNull();
    expect(typo.address).toBe('http://127.0.0.1:8420/');
  });

  it('works for this load when the browser refuses storage', () => {
    const page = tab(`http://127.0.0.1:8420/#screen=${SECRET}`);
    const refusing = {
      ...page,
      location: page.location,
      history: page.history,
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    };
    expect(takeScreenToken(refusing)).toBe(SECRET);
    expect(takeScreenToken({ ...refusing, location: { href: 'http://127.0.0.1:8420/', hash: '' } })).toBeNull();
    expect(takeScreenToken({ ...refusing, storage: null, location: { href: 'http://127.0.0.1:8420/', hash: '' } })).toBeNull();
  });
});
