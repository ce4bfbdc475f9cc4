import { Howl, Howler } from 'howler';

/**
 * The cabinet's sounds: small WAV files synthesised at build time (build/generate-sounds.mjs)
 * and served beside the page in sounds/. Nothing is loaded before the first touch, click or key
 * (browsers only let audio start after a gesture); every failure is swallowed, because a kiosk
 * without speakers must work exactly the same.
 */
export const SOUND_NAMES = ['coin-drop', 'reel-spin', 'reel-stop', 'win', 'bonus', 'click', 'payout-tick', 'no-credit'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

const VOLUME: Readonly<Record<SoundName, number>> = {
  'coin-drop': 0.8,
  'reel-spin': 0.45,
  'reel-stop': 0.9,
  win: 0.8,
  bonus: 0.8,
  click: 0.5,
  'payout-tick': 0.6,
  'no-credit': 0.6,
};

export interface Sounds {
  play(name: SoundName): void;
  /** Starts the reel-spin loop (once, however often called). */
  startSpinLoop(): void;
  stopSpinLoop(): void;
  /** The master volume, 0–1 (the service menu's volume setting). */
  setVolume(level: number): void;
}

export function createSounds(baseUrl = 'sounds/'): Sounds {
  let howls: Map<SoundName, Howl> | null = null;
  let spinId: number | null = null;
  let spinWanted = false;
  let volume = 1;

  function load(): void {
    if (howls) return;
    howls = new Map();
    for (const name of SOUND_NAMES) {
      try {
        howls.set(
          name,
          new Howl({
            src: [`${baseUrl}${name}.wav`],
            format: ['wav'],
            volume: VOLUME[name],
            loop: name === 'reel-spin',
            preload: true,
            onloaderror: () => undefined,
            onplayerror: () => undefined,
          }),
        );
      } catch {
        // No audio at all on this machine: stay silent.
      }
    }
    applyVolume();
    if (spinWanted) startSpin();
  }

  function applyVolume(): void {
    try {
      Howler.volume(volume);
    } catch {
      // No audio at all on this machine: nothing to turn down.
    }
  }

  function startSpin(): void {
    const h = howls?.get('reel-spin');
    if (!h || spinId !== null) return;
    try {
      spinId = h.play();
    } catch {
      spinId = null;
    }
  }

  const unlock = (): void => {
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
    window.removeEventListener('touchstart', unlock, true);
    try {
      load();
      // Howler resumes its AudioContext on this same gesture.
      void Howler.ctx?.resume?.().catch(() => undefined);
    } catch {
      // ignore
    }
  };
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
  window.addEventListener('touchstart', unlock, true);

  return {
    play(name) {
      const h = howls?.get(name);
      if (!h) return;
      try {
        h.play();
      } catch {
        // ignore
      }
    },
    startSpinLoop() {
      spinWanted = true;
      startSpin();
    },
    stopSpinLoop() {
      spinWanted = false;
      const h = howls?.get('reel-spin');
      if (h && spinId !== null) {
        try {
          h.stop(spinId);
        } catch {
          // ignore
        }
      }
      spinId = null;
    },
    setVolume(level) {
      if (level === volume) return;
      volume = level;
      // Before the first gesture nothing is loaded; load() applies it then.
      if (howls) applyVolume();
    },
  };
}
