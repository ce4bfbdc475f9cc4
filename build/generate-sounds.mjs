// Synthesises the cabinet's sound effects as small WAV files (PCM 16-bit, mono, 22050 Hz).
// Plain Node ESM, no dependencies, nothing downloaded; the same bytes on every build (the
// noise comes from a seeded generator).
//
//   import { generateSounds } from './generate-sounds.mjs';
//   generateSounds('dist/renderer/sounds');          // synchronous; returns the files written
//   node build/generate-sounds.mjs [outDir]           // from the command line
//
// The renderer (renderer/audio/sounds.ts) plays them by name: sounds/<name>.wav.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SAMPLE_RATE = 22050;

// ------------------------------------------------------------------ building blocks

/** A deterministic noise source (mulberry32), so builds are reproducible. */
function noiseSource(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

function buffer(seconds) {
  return new Float64Array(Math.round(seconds * SAMPLE_RATE));
}

/** Adds fn(t, i) into out from `atSeconds` for `seconds`. */
function add(out, atSeconds, seconds, fn) {
  const start = Math.round(atSeconds * SAMPLE_RATE);
  const n = Math.round(seconds * SAMPLE_RATE);
  for (let i = 0; i < n && start + i < out.length; i++) {
    out[start + i] += fn(i / SAMPLE_RATE, i);
  }
}

const TAU = Math.PI * 2;

/** Short fade in/out so nothing clicks at the edges. */
function edgeFade(t, length, fadeIn = 0.003, fadeOut = 0.01) {
  const a = t < fadeIn ? t / fadeIn : 1;
  const b = length - t < fadeOut ? Math.max(0, (length - t) / fadeOut) : 1;
  return a * b;
}

/** A struck metal partial set: coins, ticks, bells. */
function metal(out, at, seconds, partials, gain) {
  add(out, at, seconds, (t) => {
    let v = 0;
    for (const [freq, amp, decay] of partials) v += amp * Math.sin(TAU * freq * t) * Math.exp(-decay * t);
    return gain * v * edgeFade(t, seconds, 0.0005);
  });
}

/** A soft square-ish tone (odd harmonics) with an attack/decay envelope. */
function tone(out, at, seconds, freq, gain, { vibrato = 0, decay = 3 } = {}) {
  add(out, at, seconds, (t) => {
    const f = freq * (1 + vibrato * Math.sin(TAU * 5.5 * t));
    const ph = TAU * f * t;
    const v = Math.sin(ph) + Math.sin(3 * ph) / 3 + Math.sin(5 * ph) / 6;
    return gain * v * Math.exp(-decay * t) * edgeFade(t, seconds, 0.004, 0.04);
  });
}

/** A bell: inharmonic sine partials decaying at different rates. */
function bell(out, at, seconds, freq, gain) {
  metal(out, at, seconds, [
    [freq, 1, 4],
    [freq * 2.0, 0.5, 6],
    [freq * 2.76, 0.35, 9],
    [freq * 5.4, 0.18, 14],
  ], gain);
}

/** Low-passed noise burst. */
function thud(out, at, seconds, gain, cutoff, seed) {
  const rnd = noiseSource(seed);
  const k = 1 - Math.exp((-TAU * cutoff) / SAMPLE_RATE);
  let y = 0;
  add(out, at, seconds, (t) => {
    y += k * (rnd() - y);
    return gain * y * Math.exp(-t / (seconds / 4));
  });
}

/** Scales to a peak of `peak` and converts to 16-bit PCM. */
function toPcm16(samples, peak = 0.85) {
  let max = 0;
  for (const s of samples) max = Math.max(max, Math.abs(s));
  const scale = max > 0 ? peak / max : 0;
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const v = Math.max(-1, Math.min(1, samples[i] * scale));
    pcm[i] = Math.round(v * 32767);
  }
  return pcm;
}

/** A RIFF/WAVE file: PCM, 16-bit, mono, SAMPLE_RATE. */
export function encodeWav(pcm) {
  const dataBytes = pcm.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(SAMPLE_RATE, 24);
  out.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < pcm.length; i++) out.writeInt16LE(pcm[i], 44 + i * 2);
  return out;
}

// ------------------------------------------------------------------ the sounds

function coinDrop() {
  const out = buffer(0.5);
  const partials = [
    [2637, 1, 14],
    [3951, 0.6, 18],
    [5274, 0.35, 24],
    [6920, 0.2, 34],
  ];
  metal(out, 0, 0.45, partials, 1);
  metal(out, 0.085, 0.38, partials.map(([f, a, d]) => [f * 1.01, a, d * 1.3]), 0.55);
  metal(out, 0.15, 0.3, partials.map(([f, a, d]) => [f * 0.995, a, d * 1.8]), 0.3);
  thud(out, 0, 0.02, 0.6, 4000, 11);
  return out;
}

/** Loops seamlessly: 0.4 s, every frequency a multiple of 2.5 Hz, clicks on a 1/30 s grid. */
function reelSpin() {
  const seconds = 0.4;
  const out = buffer(seconds);
  add(out, 0, seconds, (t) => 0.22 * Math.sin(TAU * 70 * t) + 0.1 * Math.sin(TAU * 140 * t) + 0.05 * Math.sin(TAU * 212.5 * t));
  const clicks = 12;
  for (let c = 0; c < clicks; c++) {
    const at = (c * seconds) / clicks;
    metal(out, at, 0.02, [[1250, 1, 260], [2300, 0.5, 320]], 0.35);
    thud(out, at, 0.012, 0.35, 1800, 100 + c);
  }
  // Continuous soft rumble, filtered round the loop so the seam is smooth.
  const rnd = noiseSource(7);
  const k = 1 - Math.exp((-TAU * 300) / SAMPLE_RATE);
  let y = 0;
  const noise = new Float64Array(out.length);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < out.length; i++) {
      y += k * (rnd() - y);
      noise[i] = y;
    }
  }
  for (let i = 0; i < out.length; i++) out[i] += 0.25 * noise[i];
  return out;
}

function reelStop() {
  const out = buffer(0.26);
  add(out, 0, 0.24, (t) => {
    const f = 60 + 90 * Math.exp(-t * 30);
    return 0.9 * Math.sin(TAU * f * t) * Math.exp(-t * 18) * edgeFade(t, 0.24, 0.001);
  });
  thud(out, 0, 0.03, 0.8, 2500, 21);
  metal(out, 0.002, 0.05, [[1800, 1, 90], [2900, 0.4, 120]], 0.35);
  return out;
}

const NOTE = {
  C5: 523.25, D5: 587.33, E5: 659.25, G5: 783.99, A5: 880.0, B5: 987.77,
  C6: 1046.5, D6: 1174.66, E6: 1318.51, G6: 1567.98, A6: 1760.0, B6: 1975.53, D7: 2349.32,
};

function winJingle() {
  const out = buffer(1.35);
  const run = [NOTE.C5, NOTE.E5, NOTE.G5, NOTE.C6, NOTE.G5, NOTE.C6];
  run.forEach((f, i) => tone(out, i * 0.1, 0.22, f, 0.35, { decay: 7 }));
  for (const f of [NOTE.C6, NOTE.E6, NOTE.G6]) tone(out, 0.62, 0.7, f, 0.22, { vibrato: 0.006, decay: 2.5 });
  bell(out, 0.62, 0.7, NOTE.C6 * 2, 0.25);
  return out;
}

function bonusJingle() {
  const out = buffer(1.8);
  const run = [NOTE.G5, NOTE.A5, NOTE.B5, NOTE.D6, NOTE.E6, NOTE.G6, NOTE.A6, NOTE.B6, NOTE.D7];
  run.forEach((f, i) => bell(out, i * 0.07, 0.5, f, 0.45));
  for (const f of [NOTE.G5, NOTE.B5, NOTE.D6, NOTE.G6]) tone(out, 0.7, 1.05, f, 0.16, { vibrato: 0.01, decay: 1.8 });
  for (let i = 0; i < 6; i++) bell(out, 0.75 + i * 0.12, 0.4, NOTE.D7 * (i % 2 ? 1 : 1.122), 0.18);
  return out;
}

function buttonClick() {
  const out = buffer(0.05);
  metal(out, 0, 0.045, [[1600, 1, 140], [3300, 0.3, 220]], 1);
  thud(out, 0, 0.006, 0.4, 5000, 31);
  return out;
}

function payoutTick() {
  const out = buffer(0.12);
  metal(out, 0, 0.11, [[3136, 1, 45], [4699, 0.5, 60], [6272, 0.25, 80]], 1);
  thud(out, 0, 0.008, 0.3, 5000, 41);
  return out;
}

function noCreditBuzz() {
  const out = buffer(0.46);
  for (const at of [0, 0.24]) {
    add(out, at, 0.18, (t) => {
      const sq = (f) => (Math.sin(TAU * f * t) >= 0 ? 1 : -1);
      return 0.3 * (sq(110) + sq(116.5)) * edgeFade(t, 0.18, 0.005, 0.02);
    });
  }
  // Soften the square edges a little.
  let y = 0;
  const k = 1 - Math.exp((-TAU * 1800) / SAMPLE_RATE);
  for (let i = 0; i < out.length; i++) {
    y += k * (out[i] - y);
    out[i] = y;
  }
  return out;
}

/** name -> synthesiser; the renderer knows the same names. */
export const SOUNDS = {
  'coin-drop': coinDrop,
  'reel-spin': reelSpin,
  'reel-stop': reelStop,
  win: winJingle,
  bonus: bonusJingle,
  click: buttonClick,
  'payout-tick': payoutTick,
  'no-credit': noCreditBuzz,
};

/** Writes every sound as <outDir>/<name>.wav; returns the paths written. Synchronous. */
export function generateSounds(outDir) {
  mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const [name, synth] of Object.entries(SOUNDS)) {
    const file = join(outDir, `${name}.wav`);
    // The spin loop keeps a little headroom: it plays under the stops.
    writeFileSync(file, encodeWav(toPcm16(synth(), name === 'reel-spin' ? 0.6 : 0.85)));
    written.push(file);
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? 'dist/renderer/sounds';
  for (const file of generateSounds(outDir)) console.log(file);
}
