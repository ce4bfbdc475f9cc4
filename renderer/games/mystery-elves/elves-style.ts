/** Mystery Elves' look on the shared stage: the winter night, its meters, the Hold and Win, the gamble's extras, BUY FEATURE, the notices. */
const GOLD_TEXT = `background: linear-gradient(180deg, #fffbe0 0%, #ffd862 45%, #c27c0e 62%, #fff0a8 100%); -webkit-background-clip: text; background-clip: text; color: transparent;`;

export const ELVES_CSS = `
.sl-stage.game-mystery-elves .me-backdrop { position: absolute; left: 0; top: 0; width: 1920px; height: 1080px; pointer-events: none; }
.sl-stage.game-mystery-elves .sl-logo { width: 470px; height: 88px; }
.sl-stage.game-mystery-elves .sl-top { background: linear-gradient(180deg, rgba(2,6,24,0.92), rgba(8,20,64,0.55)); border-bottom: 3px solid #d8a83a; box-shadow: 0 3px 0 #8a0a14; }
.sl-stage.game-mystery-elves .sl-bottom { background: linear-gradient(180deg, #0e2260, #030a26 70%); border-top: 3px solid #d8a83a; box-shadow: 0 -3px 0 #8a0a14; }
.sl-stage.game-mystery-elves .sl-meter { background: #020818; box-shadow: inset 0 0 0 2px rgba(255,210,110,0.75), inset 0 0 20px rgba(40,90,200,0.45); }
.sl-stage.game-mystery-elves .sl-label { color: #cfe0ff; }
.sl-stage.game-mystery-elves .sl-step { background: radial-gradient(circle at 40% 30%, #ff8a8a, #c8101c 60%, #5a0008); box-shadow: 0 3px 0 #300004; }
.sl-stage.game-mystery-elves .sl-bet-panel .sl-stepper:nth-child(2) .sl-step, .sl-stage.game-mystery-elves .sl-bet-panel .sl-stepper:nth-child(3) { display: none; }
.sl-stage.game-mystery-elves .sl-bet-panel .sl-stepper:nth-child(2) .sl-step-value { min-width: 60px; }
.sl-stage.game-mystery-elves .sl-dialog { background: linear-gradient(180deg, #12306e, #040c2c); }
.sl-stage.game-mystery-elves .sl-choice { background: #0a1a48; }
.sl-stage.game-mystery-elves .sl-choice.chosen { background: linear-gradient(180deg, #fff2b8, #f0b93a 55%, #9a6208); color: #2b1600; }
.sl-stage.game-mystery-elves .sl-dialog-cancel { background: #2a3a66; }
.sl-stage.game-mystery-elves .sl-banner { background: radial-gradient(ellipse at 50% 40%, rgba(200,20,40,0.96), rgba(50,0,10,0.96)); }
.sl-stage.game-mystery-elves .sl-side { width: 270px; }
/* The longer words of some languages on the round SPIN button ("EMPEZAR"). */
html[lang="es"] .sl-stage.game-mystery-elves .sl-spin { font-size: 32px; letter-spacing: 0; }
.sl-stage.game-mystery-elves.me-covered .sl-win-message, .sl-stage.game-mystery-elves.me-covered .sl-banner { visibility: hidden; }
.sl-stage.game-mystery-elves.me-feature .sl-banner[data-kind="waiting"], .sl-stage.game-mystery-elves.me-feature .sl-banner[data-kind="intro"],
.sl-stage.game-mystery-elves.me-feature .sl-banner[data-kind="outro"] { visibility: hidden; }
.sl-stage.game-mystery-elves.me-auto .sl-auto-status { display: none; }

/* The four special prizes in the top bar, each in its bauble's colour; lit when a Mystery reveals it. */
.sl-stage.game-mystery-elves .sl-jackpots { gap: 10px; }
.sl-stage.game-mystery-elves .sl-jackpot { min-width: 0; width: 196px; height: 86px; box-sizing: border-box; padding: 6px 8px; border-radius: 16px; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px;
  background: linear-gradient(180deg, var(--me-l1), var(--me-l2)); box-shadow: 0 0 0 3px #ffd36a, 0 0 18px var(--me-glow), inset 0 0 16px rgba(255,255,255,0.25); transition: transform 0.3s; }
.sl-stage.game-mystery-elves .sl-jackpot-name { font-size: 21px; letter-spacing: 5px; line-height: 1; color: #fff; text-shadow: 0 2px 0 rgba(0,0,0,0.6); }
.sl-stage.game-mystery-elves .sl-jackpot-value { align-self: stretch; min-width: 0; text-align: center; font-size: 31px; letter-spacing: -0.5px; white-space: nowrap; color: #fff; text-shadow: 0 0 10px rgba(255,220,120,0.9), 0 2px 0 rgba(0,0,0,0.7); }
.sl-stage.game-mystery-elves .sl-jackpot-note { display: none; }
.sl-stage.game-mystery-elves [data-testid="jackpot-mystery-elves:MINI"] { --me-l1: #1ec8c0; --me-l2: #04504c; --me-glow: rgba(40,230,220,0.55); }
.sl-stage.game-mystery-elves [data-testid="jackpot-mystery-elves:MINOR"] { --me-l1: #3a7aff; --me-l2: #0a1e6a; --me-glow: rgba(80,140,255,0.6); }
.sl-stage.game-mystery-elves [data-testid="jackpot-mystery-elves:MAJOR"] { --me-l1: #ff6a2a; --me-l2: #7a0a00; --me-glow: rgba(255,110,40,0.6); }
.sl-stage.game-mystery-elves [data-testid="jackpot-mystery-elves:GRAND"] { --me-l1: #ffd23c; --me-l2: #8a4a00; --me-glow: rgba(255,210,60,0.75); }
.sl-stage.game-mystery-elves [data-testid="jackpot-mystery-elves:GRAND"] .sl-jackpot-name { color: #3a1a00; text-shadow: 0 1px 0 rgba(255,255,255,0.5); }
.sl-stage.game-mystery-elves .sl-jackpot.lit { transform: scale(1.06); z-index: 1; box-shadow: 0 0 0 5px #ffffff, 0 0 40px 8px var(--me-glow), inset 0 0 22px rgba(255,255,255,0.55); animation: me-lit 1s steps(2) infinite; }
/* Two states only: a blink costs two repaints a second, not one a frame. */
@keyframes me-lit { 50% { box-shadow: 0 0 0 3px #fff6c0, 0 0 20px var(--me-glow), inset 0 0 16px rgba(255,255,255,0.25); } }

/* The BONUS values on the base reels. */
.me-plates { position: absolute; left: 18px; top: 18px; pointer-events: none; z-index: 5; }
.me-spin-plate { position: absolute; height: 52px; box-sizing: border-box; border-radius: 14px; display: flex; align-items: center; justify-content: center; white-space: nowrap;
  font-size: 33px; font-weight: 900; letter-spacing: 0.5px; color: #fff; font-variant-numeric: tabular-nums; text-shadow: 0 2px 0 rgba(0,0,0,0.7);
  background: linear-gradient(180deg, #b0141f, #3a0008); box-shadow: inset 0 0 0 3px #ffd36a, 0 4px 12px rgba(0,0,0,0.75); animation: me-plate-in 0.35s ease-out; }
.me-spin-plate[hidden] { display: none; }
.me-spin-plate[data-kind="mystery"] { background: linear-gradient(180deg, #18a048, #03401a); font-size: 28px; letter-spacing: 2px; }
.me-spin-plate[data-kind="multiplier"] { background: linear-gradient(180deg, #a030e8, #300858); }
@keyframes me-plate-in { from { transform: scale(0.6); opacity: 0; } to { transform: scale(1); opacity: 1; } }

/* The Hold and Win over the reels. */
.me-hw { position: absolute; left: 18px; top: 18px; width: 1260px; height: 700px; z-index: 30; border-radius: 14px; overflow: hidden;
  background: radial-gradient(ellipse at 50% 40%, #1e4296 0%, #081848 60%, #020a26 100%); }
.me-hw[hidden] { display: none; }
.me-hw.me-appear { animation: me-appear 0.6s ease-out; }
@keyframes me-appear { from { opacity: 0; filter: brightness(2); } to { opacity: 1; filter: brightness(1); } }
.me-hw-grid { position: absolute; inset: 0; display: grid; grid-template-columns: repeat(5, 1fr); grid-template-rows: repeat(3, 1fr); padding: 7px; gap: 7px; }
.me-place { position: relative; border-radius: 18px; overflow: hidden; background: linear-gradient(180deg, rgba(36,74,160,0.6), rgba(6,16,56,0.85));
  box-shadow: inset 0 0 0 2px rgba(150,200,255,0.35), inset 0 0 30px rgba(0,0,0,0.55); }
.me-place.empty::before { content: '❄'; position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; font-size: 120px; color: rgba(200,230,255,0.13); }
.me-place:not(.empty) { background: radial-gradient(ellipse at 50% 42%, rgba(255,214,120,0.42), rgba(14,26,80,0.9) 68%); box-shadow: inset 0 0 0 3px rgba(255,210,110,0.85), inset 0 0 26px rgba(0,0,0,0.5); }
.me-place.new { box-shadow: inset 0 0 0 5px #fff6c0, inset 0 0 46px rgba(255,240,170,0.8); }
.me-place.final { box-shadow: inset 0 0 0 4px #ffd23c, inset 0 0 40px rgba(255,200,60,0.55); }
.me-place-ball { position: absolute; left: 50%; top: -6px; width: 200px; height: 200px; margin-left: -100px; background-size: contain; background-repeat: no-repeat; background-position: center; }
.me-place-glyph { position: absolute; left: 0; right: 0; top: 62px; height: 104px; display: flex; align-items: center; justify-content: center; font-weight: 900; color: #fff; line-height: 1;
  text-shadow: 0 0 14px rgba(0,0,0,0.95), 0 4px 0 rgba(0,0,0,0.75); }
.me-place-glyph[data-size="mark"] { font-size: 96px; }
.me-place-glyph[data-size="factor"] { font-size: 76px; color: #fff6c0; }
.me-place-glyph[data-size="word"] { font-size: 40px; letter-spacing: 2px; }
.me-place-plate { position: absolute; left: 14px; right: 14px; bottom: 12px; height: 56px; border-radius: 14px; display: flex; align-items: center; justify-content: center; white-space: nowrap;
  font-size: 36px; font-weight: 900; color: #fff; font-variant-numeric: tabular-nums; text-shadow: 0 2px 0 rgba(0,0,0,0.7);
  background: linear-gradient(180deg, #b0141f, #3a0008); box-shadow: inset 0 0 0 3px #ffd36a, 0 4px 10px rgba(0,0,0,0.6); }
.me-place-plate[hidden], .me-place-note[hidden] { display: none; }
.me-place[data-kind="mystery"] .me-place-plate { background: linear-gradient(180deg, #18a048, #03401a); letter-spacing: 2px; font-size: 30px; }
.me-place[data-kind="multiplier"] .me-place-plate { background: linear-gradient(180deg, #a030e8, #300858); letter-spacing: 3px; font-size: 30px; }
.me-place[data-level="MINI"] .me-place-plate { background: linear-gradient(180deg, #1ec8c0, #04504c); font-size: 36px; letter-spacing: 0; }
.me-place[data-level="MINOR"] .me-place-plate { background: linear-gradient(180deg, #3a7aff, #0a1e6a); font-size: 36px; letter-spacing: 0; }
.me-place[data-level="MAJOR"] .me-place-plate { background: linear-gradient(180deg, #ff6a2a, #7a0a00); font-size: 36px; letter-spacing: 0; }
.me-place[data-level="GRAND"] .me-place-plate { background: linear-gradient(180deg, #ffe066, #a05a00); color: #2b1200; text-shadow: none; font-size: 36px; letter-spacing: 0; }
.me-place.final .me-place-plate { background: linear-gradient(180deg, #fff3b0, #f0b020 55%, #9a5a00); color: #2b1200; text-shadow: 0 1px 0 rgba(255,255,255,0.5); font-size: 36px; letter-spacing: 0; }
.me-place-note { position: absolute; right: 10px; top: 10px; padding: 4px 12px; border-radius: 14px; font-size: 26px; font-weight: 900; color: #2b1200; white-space: nowrap;
  background: linear-gradient(180deg, #fffbe0, #ffd23c 60%, #d98a0a); box-shadow: 0 0 0 2px #fff, 0 0 18px rgba(255,210,60,0.9); }
.me-place.me-land { animation: me-land 0.6s cubic-bezier(0.2, 1.5, 0.4, 1) both; }
@keyframes me-land { 0% { transform: scale(1.6); opacity: 0; filter: brightness(3); } 55% { opacity: 1; } 100% { transform: scale(1); filter: brightness(1); } }
.me-place.me-flip { animation: me-flip 0.65s ease-out both; }
@keyframes me-flip { 0% { transform: perspective(700px) rotateY(90deg); filter: brightness(2.6); } 100% { transform: perspective(700px) rotateY(0); filter: brightness(1); } }
.me-hw.rolling .me-place.empty::after, .me-hw.rolling .me-place.new::after { content: ''; position: absolute; inset: 0;
  background: repeating-linear-gradient(180deg, rgba(120,170,255,0) 0 18px, rgba(160,205,255,0.5) 18px 30px, rgba(255,255,255,0.85) 30px 34px, rgba(160,205,255,0.5) 34px 46px, rgba(120,170,255,0) 46px 80px);
  animation: me-roll 0.12s linear infinite; }
.me-hw.rolling .me-place.empty::before { opacity: 0.3; }
.me-hw.rolling .me-place.new { background: linear-gradient(180deg, rgba(36,74,160,0.6), rgba(6,16,56,0.85)); box-shadow: inset 0 0 0 2px rgba(150,200,255,0.35); }
.me-hw.rolling .me-place.new > * { visibility: hidden; }
@keyframes me-roll { from { background-position: 0 0; } to { background-position: 0 80px; } }

.me-intro, .me-total-banner { position: absolute; left: 150px; right: 150px; top: 168px; padding: 26px 20px 30px; text-align: center; border-radius: 38px; z-index: 5;
  background: radial-gradient(ellipse at 50% 40%, rgba(210,24,44,0.97), rgba(64,0,12,0.97)); box-shadow: 0 0 0 5px #ffd36a, 0 0 0 9px #7a0a14, 0 0 50px 12px rgba(255,80,60,0.55); animation: sl-pop 0.5s ease-out; }
.me-intro[hidden], .me-total-banner[hidden], .me-intro-bought[hidden], .me-badge-bought[hidden] { display: none; }
.me-intro-title, .me-total-title { font-size: 92px; font-weight: 900; line-height: 1.05; letter-spacing: 3px; white-space: nowrap; ${GOLD_TEXT} filter: drop-shadow(0 5px 0 #3d0008); }
.me-intro-count { font-size: 50px; font-weight: 900; color: #fff; letter-spacing: 3px; margin-top: 4px; text-shadow: 0 3px 0 rgba(0,0,0,0.6); }
.me-intro-hint { font-size: 40px; font-weight: 800; color: #bff7ff; letter-spacing: 5px; margin-top: 10px; animation: sl-blink 1s steps(2) infinite; }
.me-intro-bought { position: absolute; left: 50%; top: -30px; transform: translateX(-50%); padding: 8px 34px; border-radius: 26px; white-space: nowrap; font-size: 30px; font-weight: 900; letter-spacing: 3px; color: #2b1200;
  background: linear-gradient(180deg, #fffbe0, #ffd23c 55%, #d98a0a); box-shadow: 0 0 0 3px #fff, 0 0 30px rgba(255,210,60,0.9); }
.me-total-title { font-size: 80px; }
.me-total-amount { font-size: 110px; font-weight: 900; line-height: 1.05; color: #fff; text-shadow: 0 0 30px #ffcf40, 0 4px 0 rgba(0,0,0,0.6); font-variant-numeric: tabular-nums; }

.me-burst { position: absolute; inset: 0; z-index: 6; display: flex; flex-direction: column; align-items: center; justify-content: center; pointer-events: none;
  background: radial-gradient(circle at 50% 50%, rgba(60,10,90,0.75), rgba(10,4,30,0.35) 55%, rgba(0,0,0,0) 75%); animation: me-burst-in 0.55s cubic-bezier(0.2, 1.6, 0.4, 1); }
.me-burst[hidden] { display: none; }
.me-burst-rays { position: absolute; left: 50%; top: 50%; width: 1200px; height: 1200px; margin: -600px 0 0 -600px; border-radius: 50%;
  background: repeating-conic-gradient(rgba(255,225,130,0.42) 0deg 7deg, rgba(255,225,130,0) 7deg 18deg);
  -webkit-mask-image: radial-gradient(circle, #000 12%, transparent 62%); mask-image: radial-gradient(circle, #000 12%, transparent 62%); }
@keyframes me-burst-in { from { transform: scale(0.2); opacity: 0; } to { transform: scale(1); opacity: 1; } }
.me-burst-label { position: relative; font-size: 46px; font-weight: 900; color: #fff; letter-spacing: 6px; text-shadow: 0 0 18px #b040ff, 0 3px 0 rgba(0,0,0,0.8); }
.me-burst-factor { position: relative; font-size: 280px; font-weight: 900; line-height: 0.95; ${GOLD_TEXT} filter: drop-shadow(0 8px 0 #3a0058); }

/* The full screen's ×2 over the whole stage. */
.me-celebration { position: absolute; inset: 0; z-index: 75; display: flex; flex-direction: column; align-items: center; justify-content: center; pointer-events: none; overflow: hidden;
  background: radial-gradient(ellipse at 50% 48%, rgba(220,24,44,0.96) 0%, rgba(80,0,16,0.97) 50%, rgba(4,6,30,0.98) 100%); animation: me-celebrate-in 0.6s ease-out; }
.me-celebration[hidden] { display: none; }
.me-celebration::before { content: ''; position: absolute; inset: 0;
  background-image: radial-gradient(circle, rgba(255,255,255,0.9) 0 3px, transparent 4px), radial-gradient(circle, rgba(255,255,255,0.6) 0 2px, transparent 3px),
    radial-gradient(circle, rgba(255,255,255,0.75) 0 2.5px, transparent 3.5px), radial-gradient(circle, rgba(255,240,200,0.5) 0 1.5px, transparent 2.5px);
  background-size: 233px 197px, 151px 163px, 307px 251px, 89px 113px; background-position: 17px 29px, 71px 5px, 131px 97px, 43px 61px; }
.me-celebration::after { content: ''; position: absolute; inset: 0; background: radial-gradient(ellipse at 50% 46%, rgba(0,0,0,0) 30%, rgba(20,0,6,0.6) 100%); }
@keyframes me-celebrate-in { from { opacity: 0; transform: scale(1.15); } to { opacity: 1; transform: scale(1); } }
.me-celebration-rays { position: absolute; inset: 0; background: repeating-conic-gradient(from 0deg at 50% 46%, rgba(255,215,90,0.24) 0deg 6deg, rgba(255,215,90,0) 6deg 15deg); }
.me-celebration > :not(.me-celebration-rays) { z-index: 1; }
.me-celebration-full { position: relative; font-size: 84px; font-weight: 900; letter-spacing: 10px; ${GOLD_TEXT} filter: drop-shadow(0 5px 0 #3d0008); }
.me-celebration-times { position: relative; font-size: 400px; font-weight: 900; line-height: 0.9; ${GOLD_TEXT} filter: drop-shadow(0 10px 0 #3d0008); animation: me-throb 0.7s cubic-bezier(0.2, 1.6, 0.4, 1) both; }
@keyframes me-throb { from { transform: scale(0.3); } to { transform: scale(1); } }
.me-celebration-note { position: relative; font-size: 46px; font-weight: 900; letter-spacing: 5px; color: #fff; text-shadow: 0 3px 0 rgba(0,0,0,0.6); }
.me-celebration-label { position: relative; margin-top: 26px; font-size: 38px; font-weight: 800; letter-spacing: 6px; color: #ffe9a8; }
.me-celebration-amount { position: relative; font-size: 120px; font-weight: 900; line-height: 1; color: #fff; text-shadow: 0 0 36px #ffcf40, 0 5px 0 rgba(0,0,0,0.6); font-variant-numeric: tabular-nums; }

.me-caption { position: absolute; left: 312px; width: 1296px; top: 890px; height: 40px; line-height: 40px; text-align: center; font-size: 28px; font-weight: 900; letter-spacing: 2px; color: #fff4c4;
  text-shadow: 0 0 14px rgba(255,80,60,0.9), 0 2px 0 #000; white-space: nowrap; }
.me-caption[hidden] { display: none; }

/* Beside the reels. */
.me-hw-badge { position: relative; padding: 18px 16px 20px; border-radius: 26px; text-align: center; background: linear-gradient(180deg, #b0141f, #3a0008 85%);
  box-shadow: inset 0 0 0 3px #ffd36a, 0 0 34px rgba(255,80,60,0.55), 0 10px 30px rgba(0,0,0,0.6); }
.me-hw-badge[hidden] { display: none; }
.me-badge-title { font-size: 24px; font-weight: 900; letter-spacing: 1px; line-height: 1.1; white-space: nowrap; ${GOLD_TEXT} filter: drop-shadow(0 3px 0 #3d0008); }
.me-badge-bought { display: inline-block; margin-top: 8px; padding: 4px 14px; border-radius: 14px; font-size: 18px; font-weight: 900; letter-spacing: 1px; color: #2b1200; background: linear-gradient(180deg, #fffbe0, #ffd23c); }
.me-badge-row { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; margin-top: 14px; padding: 10px 14px; border-radius: 16px; background: rgba(0,0,0,0.45);
  box-shadow: inset 0 0 0 2px rgba(255,210,110,0.45); font-size: 18px; font-weight: 800; color: #ffe0c0; letter-spacing: 1px; }
.me-badge-row b { font-size: 32px; color: #fff; white-space: nowrap; font-variant-numeric: tabular-nums; text-shadow: 0 0 12px rgba(255,200,60,0.8); }
.me-badge-win { flex-direction: column; align-items: center; gap: 2px; }
.me-badge-win b { font-size: 40px; color: #ffe066; }
.me-badge-win b.final { font-size: 44px; color: #fff; text-shadow: 0 0 18px #ffcf40; }
.me-lamps { display: flex; justify-content: center; gap: 18px; margin-top: 12px; }
.me-lamps i { width: 52px; height: 52px; border-radius: 50%; background: radial-gradient(circle at 40% 35%, #5a4a5a, #1a0a14 70%); box-shadow: inset 0 0 0 3px rgba(255,210,110,0.5); transition: background 0.2s, box-shadow 0.2s; }
.me-lamps i.on { background: radial-gradient(circle at 40% 35%, #fffbe0, #ffd23c 45%, #d96a0a 80%); box-shadow: inset 0 0 0 3px #fff3b0, 0 0 24px rgba(255,210,60,0.95); }

.me-note { padding: 16px 16px 18px; border-radius: 22px; text-align: center; background: linear-gradient(180deg, rgba(22,50,122,0.95), rgba(6,14,48,0.95));
  box-shadow: inset 0 0 0 3px rgba(255,210,110,0.8), 0 10px 30px rgba(0,0,0,0.55); }
.me-note[hidden] { display: none; }
.me-note-title { font-size: 21px; font-weight: 900; letter-spacing: 0.5px; line-height: 1.15; color: #ffe08a; text-shadow: 0 3px 0 #1a0800; }
.me-note-text { margin-top: 8px; font-size: 21px; font-weight: 700; line-height: 1.3; color: #eef4ff; }
.me-settled { background: linear-gradient(180deg, rgba(150,20,34,0.96), rgba(50,2,10,0.96)); box-shadow: inset 0 0 0 3px #ffd36a, 0 0 30px rgba(255,80,60,0.5); }
.me-auto-count { display: flex; align-items: center; justify-content: center; gap: 14px; margin-top: 6px; font-size: 18px; font-weight: 800; color: #cfe0ff; text-align: left; letter-spacing: 1px; }
.me-auto-count b { font-size: 66px; line-height: 1; color: #fff; text-shadow: 0 0 16px rgba(255,200,60,0.9); font-variant-numeric: tabular-nums; }
.me-info-bauble { width: 150px; height: 150px; display: block; margin: 4px auto 0; }

/* BUY FEATURE and its question. */
.me-buy { position: absolute; left: 24px; top: 652px; width: 264px; height: 218px; z-index: 20; border-radius: 28px; border: 0; cursor: pointer; padding: 8px 10px;
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px; font-family: var(--panel-font); color: #fff;
  background: radial-gradient(ellipse at 50% 25%, #ff6a6a, #c8101c 50%, #4a0008); box-shadow: 0 0 0 4px #ffd36a, 0 7px 0 #2a0004, 0 0 34px rgba(255,70,60,0.7); }
.me-buy[hidden] { display: none; }
.me-buy.dim { filter: grayscale(0.85) brightness(0.55); cursor: default; }
.me-buy-bauble { width: 92px; height: 92px; margin-top: -6px; }
.me-buy-title { font-size: 33px; font-weight: 900; letter-spacing: 2px; line-height: 1.05; color: #fff7d0; text-shadow: 0 3px 0 #3a0006, 0 0 14px #ff8060; text-align: center; }
.me-buy-price { font-size: 25px; font-weight: 900; color: #ffe066; white-space: nowrap; font-variant-numeric: tabular-nums; }
.me-buy-dialog { width: 1040px; min-width: 0; box-sizing: border-box; text-align: center; }
.me-buy-dialog h2 { ${GOLD_TEXT} font-size: 56px; }
.me-buy-question { font-size: 44px; font-weight: 900; color: #fff; margin: 10px 0 14px; }
.me-buy-note { font-size: 25px; color: #d8e4ff; margin: 0 0 8px; }
.me-buy-dialog .sl-dialog-actions { justify-content: center; }

.me-gamble { height: 80px; min-width: 150px; white-space: nowrap; border-radius: 43px; border: 0; cursor: pointer; font: 900 26px var(--panel-font); color: #fff; padding: 0 20px;
  background: linear-gradient(90deg, #e0141f 0 50%, #1a1a1a 50% 100%); box-shadow: 0 5px 0 #2a0005, 0 0 24px rgba(255,80,80,0.8), inset 0 0 0 3px #ffd36a; animation: sl-blink 1s steps(2) infinite; }
.me-gamble[hidden] { display: none; }

/* The gamble's card screen in this game's colours. */
.sl-stage.game-mystery-elves .du-panel { background: radial-gradient(ellipse at 50% 55%, #1a3c8e 0%, #0a1a4a 55%, #020616 100%); box-shadow: 0 0 0 18px #c99a2e, 0 0 0 22px #3a2000, 0 0 60px rgba(255,80,60,0.6); }
.sl-stage.game-mystery-elves .du-card-back { animation-name: du-flash; }
`;
