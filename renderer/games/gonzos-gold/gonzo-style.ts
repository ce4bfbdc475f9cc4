/** Gonzo's Gold's look on the shared stage: stone and gold bars, its badge, pick, expansion, summary and settings. */
export const GONZO_CSS = `
.sl-stage.game-gonzos-gold .gg-backdrop { position: absolute; left: 0; top: 0; width: 1920px; height: 1080px; pointer-events: none; }
.sl-stage.game-gonzos-gold .sl-logo { width: 480px; height: 90px; }
.sl-stage.game-gonzos-gold .sl-top { background: linear-gradient(180deg, rgba(20,14,6,0.92), rgba(40,30,14,0.55)); border-bottom-color: #d9a441; }
.sl-stage.game-gonzos-gold .sl-bottom { background: linear-gradient(180deg, #3a2e1c, #120d06 70%); border-top-color: #e0b04a; }
.sl-stage.game-gonzos-gold .sl-meter { background: #0d0904; box-shadow: inset 0 0 0 2px rgba(255,210,110,0.75), inset 0 0 20px rgba(160,110,30,0.45); }
.sl-stage.game-gonzos-gold .sl-label { color: #f0d9a4; }
.sl-stage.game-gonzos-gold .sl-bet-panel { background: rgba(0,0,0,0.5); }
.sl-stage.game-gonzos-gold .sl-step { background: radial-gradient(circle at 40% 30%, #ffe08a, #c98a12 60%, #6a4204); color: #2b1600; box-shadow: 0 3px 0 #3a2400; }
.sl-stage.game-gonzos-gold .sl-reel-frame { background: linear-gradient(135deg, #fff3c0 0%, #d9a32e 16%, #6a4206 30%, #c9b27a 46%, #6e5a36 60%, #f7d46c 78%, #8c5a0c 100%); }
/* The free spins' own badge replaces the stage's counters. */
.sl-stage.game-gonzos-gold .sl-counters { display: none; }
.sl-stage.game-gonzos-gold .sl-side { left: 40px; width: 390px; top: 168px; gap: 16px; }
.sl-stage.game-gonzos-gold.gg-covered .sl-banner { display: none; }
.sl-stage.game-gonzos-gold .sl-dialog { background: linear-gradient(180deg, #3a2a12, #120b04); }
.sl-stage.game-gonzos-gold .sl-choice { background: #24190a; }
.sl-stage.game-gonzos-gold .sl-choice.chosen { background: linear-gradient(180deg, #fff2b8, #f0b93a 55%, #9a6208); }
.sl-stage.game-gonzos-gold .sl-banner { left: 540px; width: 840px; box-sizing: border-box; background: radial-gradient(ellipse at 50% 40%, rgba(120,80,20,0.97), rgba(30,18,4,0.97)); }
.sl-stage.game-gonzos-gold .sl-banner-title { font-size: 64px; }
.sl-stage.game-gonzos-gold .sl-dialog-cancel { background: #4a3a22; }

.gg-settings-button { min-width: 62px; width: 62px; padding: 0; font-size: 34px; line-height: 62px; letter-spacing: 0; }

.gg-info { padding: 18px 20px 20px; border-radius: 22px; text-align: center; background: linear-gradient(180deg, rgba(58,44,22,0.92), rgba(20,14,6,0.92));
  box-shadow: inset 0 0 0 3px rgba(224,176,74,0.85), 0 10px 30px rgba(0,0,0,0.55); }
.gg-info[hidden] { display: none; }
.gg-info-title { font-size: 30px; font-weight: 900; letter-spacing: 3px; color: #ffe08a; text-shadow: 0 3px 0 #2b1500; }
.gg-info-coin { width: 150px; height: 150px; margin: 6px auto 2px; display: block; }
.gg-info-text { font-size: 22px; font-weight: 800; line-height: 1.3; color: #fff3d0; }

.gg-badge { position: relative; padding: 16px 18px 18px; border-radius: 24px; text-align: center; background: linear-gradient(180deg, #4a3614, #1a1006);
  box-shadow: inset 0 0 0 3px #f0c24a, 0 0 34px rgba(255,190,60,0.55), 0 10px 30px rgba(0,0,0,0.6); }
.gg-badge[hidden] { display: none; }
.gg-badge-title { font-size: 26px; font-weight: 900; letter-spacing: 2px; color: #ffe08a; text-shadow: 0 3px 0 #2b1500; }
.gg-badge-symbol { margin: 8px auto 10px; width: 190px; }
.gg-badge-art { width: 170px; height: 170px; display: block; margin: 0 auto; }
.gg-badge-name { font-size: 26px; font-weight: 900; color: #fff; letter-spacing: 2px; }
.gg-badge-row { display: flex; justify-content: space-between; align-items: center; gap: 10px; padding: 10px 14px; margin-top: 10px; border-radius: 16px; background: rgba(0,0,0,0.45);
  box-shadow: inset 0 0 0 2px rgba(255,210,110,0.45); font-size: 19px; font-weight: 800; color: #f0d9a4; text-align: left; }
.gg-badge-count { display: flex; align-items: baseline; gap: 8px; white-space: nowrap; }
.gg-badge-row b { font-size: 38px; color: #fff; text-shadow: 0 0 14px rgba(255,200,60,0.9); font-variant-numeric: tabular-nums; white-space: nowrap; }
.gg-badge-win b { font-size: 32px; color: #ffe066; }
.gg-badge-of { font-size: 20px; color: #f0d9a4; }
.gg-badge-flash { position: absolute; left: 50%; top: 52%; transform: translate(-50%, -50%) rotate(-4deg); white-space: nowrap; padding: 10px 20px; border-radius: 18px;
  font-size: 28px; font-weight: 900; letter-spacing: 1px; color: #2b1200; background: linear-gradient(180deg, #fffbe0, #ffd23c 50%, #d98a0a); box-shadow: 0 0 0 4px #fff, 0 0 50px rgba(255,210,60,1);
  animation: gg-flash 0.5s ease-in-out infinite alternate; z-index: 2; }
.gg-badge-flash[hidden] { display: none; }
@keyframes gg-flash { from { transform: translate(-50%, -50%) rotate(-4deg) scale(0.94); } to { transform: translate(-50%, -50%) rotate(-4deg) scale(1.04); } }

.gg-pick, .gg-summary { position: absolute; left: 0; top: 0; right: 0; bottom: 0; z-index: 40; border-radius: 30px; overflow: hidden; box-sizing: border-box;
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 22px;
  background: radial-gradient(ellipse at 50% 42%, rgba(120,84,24,0.97), rgba(42,28,8,0.98) 60%, rgba(10,6,2,0.99)); box-shadow: inset 0 0 0 18px #b98a2a, inset 0 0 0 22px #3a2400, inset 0 0 80px rgba(0,0,0,0.8); }
.gg-pick[hidden], .gg-summary[hidden] { display: none; }
.gg-pick-title, .gg-summary-title { font-size: 72px; font-weight: 900; letter-spacing: 4px; line-height: 1;
  background: linear-gradient(180deg, #fffbe0 0%, #ffd862 45%, #c27c0e 62%, #fff0a8 100%); -webkit-background-clip: text; background-clip: text; color: transparent; filter: drop-shadow(0 5px 0 #2b1500); }
.gg-covers { display: flex; gap: 20px; }
.gg-cover { width: 146px; height: 186px; border: 0; padding: 0; background: transparent; border-radius: 18px; cursor: default; position: relative; }
.gg-cover-stone { width: 146px; height: 186px; display: block; }
/* The stone inside bobs, not the button: the touch target stays put. */
.gg-cover.pickable { cursor: pointer; }
.gg-cover.pickable .gg-cover-stone { animation: gg-bob 1.4s ease-in-out infinite alternate; }
.gg-cover.pickable:nth-child(2) .gg-cover-stone { animation-delay: -0.3s; }
.gg-cover.pickable:nth-child(3) .gg-cover-stone { animation-delay: -0.6s; }
.gg-cover.pickable:nth-child(4) .gg-cover-stone { animation-delay: -0.9s; }
.gg-cover.pickable:nth-child(5) .gg-cover-stone { animation-delay: -1.2s; }
/* Transform only: a filter or shadow that animates is repainted every frame (slow without a GPU). */
@keyframes gg-bob { from { transform: translateY(-6px); } to { transform: translateY(6px); } }
.gg-pick.picking .gg-cover-stone { animation: none; }
.gg-cover.touched { filter: brightness(1.25); }
.gg-cover.faded { opacity: 0.35; filter: grayscale(0.7); }
.gg-cover.revealed { transform: scale(1.12); z-index: 1; animation: gg-reveal 0.6s ease-out; }
@keyframes gg-reveal { from { transform: rotateY(90deg) scale(0.8); } to { transform: rotateY(0) scale(1.12); } }
.gg-cover-face { width: 146px; height: 186px; box-sizing: border-box; border-radius: 18px; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px;
  background: radial-gradient(ellipse at 50% 40%, #fff3b0, #e0a020 45%, #6a3c00); box-shadow: 0 0 0 4px #fff3c0, 0 0 44px rgba(255,210,60,0.95); }
.gg-cover-symbol { width: 124px; height: 124px; }
.gg-cover-name { font-size: 20px; font-weight: 900; color: #2b1200; letter-spacing: 1px; }
.gg-pick-hint { font-size: 28px; font-weight: 900; letter-spacing: 2px; color: #fff3d0; text-shadow: 0 2px 0 #000, 0 0 14px rgba(255,200,60,0.6); animation: gg-blink 1.4s ease-in-out infinite; text-align: center; padding: 0 40px; }
@keyframes gg-blink { 50% { opacity: 0.6; } }
.gg-pick[data-state="revealed"] .gg-pick-hint { animation: none; color: #ffe08a; font-size: 34px; }
.gg-pick-next { margin-top: -8px; font-size: 26px; font-weight: 900; letter-spacing: 3px; color: #bff7ff; animation: gg-blink 1.2s ease-in-out infinite; }
.gg-pick-next[hidden] { display: none; }

.gg-expansion { position: absolute; left: 18px; top: 18px; z-index: 5; pointer-events: none; }
.gg-expansion[hidden] { display: none; }
.gg-expansion-canvas { width: 100%; height: 100%; display: block; }
/* The stage paints every canvas in the reel frame as the reels' (black, shaded): not these. */
.sl-reel-frame .gg-expansion canvas, .sl-reel-frame .gg-pick canvas, .sl-reel-frame .gg-summary canvas { background: transparent; box-shadow: none; border-radius: 0; }
/* A plaque on the frame's top edge, clear of the symbols. */
.gg-expansion-caption { position: absolute; left: 50%; top: -44px; transform: translateX(-50%); white-space: nowrap; padding: 4px 30px; border-radius: 24px; font-size: 28px; font-weight: 900; letter-spacing: 2px;
  color: #2b1200; background: linear-gradient(180deg, #fffbe0, #ffd23c 55%, #d98a0a); box-shadow: 0 0 0 3px #fff3c0, 0 0 30px rgba(255,200,60,0.9); animation: gg-throb 0.7s ease-in-out infinite alternate; }
@keyframes gg-throb { from { transform: translateX(-50%) scale(0.96); } to { transform: translateX(-50%) scale(1.06); } }
.gg-expansion-caption[hidden] { display: none; }
.gg-pulse { position: absolute; box-sizing: border-box; border-radius: 16px; border: 6px solid #ffe26e; box-shadow: 0 0 26px #ffcc33, inset 0 0 18px rgba(255,204,51,0.6); animation: gg-pulse 0.6s ease-in-out infinite alternate; }
@keyframes gg-pulse { from { opacity: 0.35; } to { opacity: 1; } }
.gg-extra { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); min-width: 520px; padding: 14px 40px 18px; border-radius: 34px; text-align: center; white-space: nowrap;
  background: radial-gradient(ellipse at 50% 35%, rgba(110,72,14,0.97), rgba(26,16,4,0.97)); box-shadow: 0 0 0 5px #ffd36a, 0 0 70px 16px rgba(255,190,60,0.75); animation: sl-pop 0.5s ease-out; transition: transform 0.6s ease; }
.gg-extra[hidden] { display: none; }
.gg-extra.compact { transform: translate(-50%, -50%) scale(0.6); }
.gg-extra-title { font-size: 54px; font-weight: 900; letter-spacing: 4px; line-height: 1.05;
  background: linear-gradient(180deg, #fffbe0 0%, #ffd862 45%, #c27c0e 62%, #fff0a8 100%); -webkit-background-clip: text; background-clip: text; color: transparent; filter: drop-shadow(0 4px 0 #2b1500); }
.gg-extra-amount { font-size: 84px; font-weight: 900; line-height: 1.05; color: #fff; text-shadow: 0 0 26px #ffcf40; font-variant-numeric: tabular-nums; white-space: nowrap; }
.gg-extra-detail { font-size: 26px; font-weight: 800; color: #ffe9a8; letter-spacing: 2px; }

.gg-summary { gap: 0; }
.gg-summary-card { display: flex; flex-direction: column; align-items: center; animation: sl-pop 0.5s ease-out; }
.gg-summary-art { width: 190px; height: 190px; margin: 16px 0 6px; filter: drop-shadow(0 0 22px rgba(255,200,80,0.9)); }
.gg-summary-label { font-size: 32px; font-weight: 900; letter-spacing: 4px; color: #f0d9a4; }
.gg-summary-amount { font-size: 110px; font-weight: 900; line-height: 1.05; color: #fff; text-shadow: 0 0 30px #ffcf40, 0 5px 0 #3a2000; font-variant-numeric: tabular-nums; }
.gg-summary-played { margin-top: 10px; font-size: 28px; font-weight: 800; color: #ffe9a8; letter-spacing: 2px; }

.gg-settings { min-width: 760px; }
.gg-setting-row { display: flex; align-items: center; justify-content: space-between; gap: 40px; padding: 18px 22px; border-radius: 18px; background: rgba(0,0,0,0.4); box-shadow: inset 0 0 0 2px rgba(255,210,110,0.45); }
.gg-setting-name { font-size: 30px; font-weight: 900; color: #fff3d0; letter-spacing: 1px; }
.gg-setting-note { font-size: 20px; color: #e6d2a8; margin-top: 4px; }
.gg-toggle { min-width: 150px; height: 70px; border-radius: 35px; border: 0; cursor: pointer; font: 900 28px var(--panel-font); color: #fff; background: #4a3a2a; box-shadow: inset 0 0 0 3px rgba(255,210,110,0.5); }
.gg-toggle.on { color: #2b1600; background: linear-gradient(180deg, #b8ff9a, #3cc24a 55%, #136a1c); box-shadow: 0 0 20px rgba(90,255,120,0.6); }
`;
