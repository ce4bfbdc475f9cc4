/** 40 Mystic Gem's look on the shared stage: its meters, BUY BONUS, GAMBLE and Jackpot Cards. */
export const MYSTIC_GEM_CSS = `
.sl-stage.game-mystic-gem-40 .sl-logo { width: 420px; height: 79px; }
.sl-stage.game-mystic-gem-40 .sl-jackpots { gap: 12px; }
.sl-stage.game-mystic-gem-40 .sl-jackpot { min-width: 0; width: 214px; height: 78px; box-sizing: border-box; padding: 6px 10px 6px 8px; border-radius: 14px; display: grid; grid-template-columns: 42px 1fr; align-items: center; column-gap: 8px;
  background: linear-gradient(180deg, #3a0a5a, #12001e); box-shadow: 0 0 0 3px #ffd36a, 0 0 22px rgba(200,80,255,0.6), inset 0 0 18px rgba(200,100,255,0.45); }
.sl-stage.game-mystic-gem-40 .sl-jackpot-name { width: 42px; height: 60px; border-radius: 8px; background: linear-gradient(180deg, #ffffff, #e6e0d0); box-shadow: inset 0 0 0 2px #c9b98a, 0 2px 6px rgba(0,0,0,0.6);
  font-size: 40px; line-height: 60px; letter-spacing: 0; text-align: center; color: #111; }
.sl-stage.game-mystic-gem-40 [data-testid="jackpot-mystic-gem-40:diamonds"] .sl-jackpot-name, .sl-stage.game-mystic-gem-40 [data-testid="jackpot-mystic-gem-40:hearts"] .sl-jackpot-name { color: #d4101e; }
.sl-stage.game-mystic-gem-40 .sl-jackpot-value { font-size: 27px; letter-spacing: -0.5px; text-align: right; white-space: nowrap; min-width: 0; }
.sl-stage.game-mystic-gem-40 .sl-jackpot-note { display: none; }
/* The line bet is the only step: 40 fixed lines, one coin a line. */
.sl-stage.game-mystic-gem-40 .sl-bet-panel .sl-stepper:nth-child(2) .sl-step, .sl-stage.game-mystic-gem-40 .sl-bet-panel .sl-stepper:nth-child(3) { display: none; }
.sl-stage.game-mystic-gem-40 .sl-bet-panel .sl-stepper:nth-child(2) .sl-step-value { min-width: 70px; }
.sl-stage.game-mystic-gem-40.mg-covered .sl-win-message { visibility: hidden; }

.mg-buy-side { position: absolute; left: 24px; top: 540px; width: 264px; display: flex; flex-direction: column; gap: 16px; z-index: 20; }
.mg-buy-button { position: relative; height: 150px; border-radius: 28px; border: 0; cursor: pointer; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px;
  font: 900 34px var(--panel-font); letter-spacing: 2px; line-height: 1.05; color: #fff7d0; text-shadow: 0 3px 0 #3a0050, 0 0 14px #ff80ff;
  background: radial-gradient(ellipse at 50% 25%, #f39bff, #a21cd8 50%, #3c0660); box-shadow: 0 0 0 4px #ffd36a, 0 7px 0 #24003a, 0 0 34px rgba(230,90,255,0.8); }
.mg-buy-button.lit { animation: mg-glow 1.2s ease-in-out infinite alternate; }
.mg-buy-button.dim { filter: grayscale(0.8) brightness(0.6); }
.mg-buy-gem { width: 44px; height: 44px; transform: rotate(45deg); border-radius: 6px; background: linear-gradient(135deg, #ffffff, #7ff0ff 40%, #1c8ad8); box-shadow: 0 0 18px #7ff0ff; }
@keyframes mg-glow { from { box-shadow: 0 0 0 4px #ffd36a, 0 7px 0 #24003a, 0 0 24px rgba(230,90,255,0.6); } to { box-shadow: 0 0 0 4px #fff3b0, 0 7px 0 #24003a, 0 0 60px rgba(255,150,255,1); } }
.mg-badge { padding: 14px 12px; border-radius: 20px; text-align: center; background: linear-gradient(180deg, #fff3b8, #f0b020 55%, #a05a00); color: #2b1200;
  box-shadow: 0 0 0 3px #fff, 0 0 40px rgba(255,210,60,0.9); animation: mg-badge 1s ease-in-out infinite alternate; }
.mg-badge[hidden] { display: none; }
@keyframes mg-badge { from { filter: brightness(0.92); } to { filter: brightness(1.15); } }
.mg-badge-title { font-size: 28px; font-weight: 900; letter-spacing: 1px; line-height: 1.1; }
.mg-badge-price { font-size: 22px; font-weight: 800; margin: 6px 0 10px; }
.mg-badge-off { height: 54px; width: 100%; border-radius: 27px; border: 0; cursor: pointer; font: 900 22px var(--panel-font); color: #fff; background: linear-gradient(180deg, #5a4a66, #231430); box-shadow: 0 4px 0 #0c0514; }
.mg-badge-off.dim { filter: brightness(0.6); }

.mg-buy-dialog { width: 1300px; min-width: 0; box-sizing: border-box; }
.mg-buy-intro { font-size: 26px; color: #f2e6ff; margin: 0 0 18px; }
.mg-buy-tiles { display: grid; grid-template-columns: repeat(3, 1fr); gap: 20px; }
.mg-tile { position: relative; height: 316px; border-radius: 24px; border: 0; cursor: pointer; color: #fff; font-family: var(--panel-font); display: flex; flex-direction: column; align-items: center; justify-content: flex-start; gap: 6px; padding: 14px 12px;
  background: radial-gradient(ellipse at 50% 20%, #7a24b0, #2a0646 70%); box-shadow: inset 0 0 0 3px rgba(255,210,110,0.75), 0 6px 18px rgba(0,0,0,0.6); }
.mg-tile.guaranteed { background: radial-gradient(ellipse at 50% 20%, #1c7a8a, #06303a 70%); }
.mg-tile[data-testid="buy-mode-base"] { background: radial-gradient(ellipse at 50% 20%, #4a3a58, #1a1022 70%); }
.mg-tile.chosen { box-shadow: inset 0 0 0 5px #fff3b0, 0 0 40px rgba(255,210,60,0.9); }
.mg-tile.not-offered { filter: grayscale(0.9) brightness(0.55); cursor: default; }
.mg-tile-times { font-size: 52px; font-weight: 900; line-height: 1; color: #ffe066; text-shadow: 0 0 16px #ffb300, 0 3px 0 #5a2a00; }
.mg-tile-wilds { display: flex; gap: 8px; height: 84px; }
.mg-tile-name { font-size: 26px; font-weight: 900; color: #ffe9a8; letter-spacing: 1px; text-align: center; line-height: 1.1; }
.mg-tile-note { font-size: 20px; color: #e8d8ff; }
.mg-tile-price { margin-top: auto; font-size: 34px; font-weight: 900; color: #fff; font-variant-numeric: tabular-nums; }
.mg-tile-price small { font-size: 18px; color: #ffe9a8; }
.mg-tile-on { position: absolute; top: 14px; right: 14px; padding: 4px 14px; border-radius: 14px; background: #ffd23c; color: #2b1200; font-size: 20px; font-weight: 900; }

.mg-gamble { height: 80px; min-width: 150px; white-space: nowrap; border-radius: 43px; border: 0; cursor: pointer; font: 900 26px var(--panel-font); color: #fff; padding: 0 18px;
  background: linear-gradient(90deg, #e0141f 0 50%, #1a1a1a 50% 100%); box-shadow: 0 5px 0 #2a0005, 0 0 24px rgba(255,80,80,0.8), inset 0 0 0 3px #ffd36a; animation: sl-blink 1s steps(2) infinite; }
.mg-gamble[hidden] { display: none; }

.jc-panel { position: absolute; left: 312px; top: 152px; width: 1296px; height: 736px; z-index: 40; box-sizing: border-box; border-radius: 30px; overflow: hidden;
  display: flex; flex-direction: column; align-items: center; justify-content: center; padding: 12px 30px;
  background: radial-gradient(ellipse at 50% 45%, #3a1480 0%, #1a0640 55%, #07011a 100%); box-shadow: 0 0 0 18px #c99a2e, 0 0 0 22px #3a2000, 0 0 60px rgba(200,120,255,0.7); }
.jc-panel[hidden] { display: none; }
.jc-title { font-size: 52px; font-weight: 900; letter-spacing: 8px; line-height: 64px;
  background: linear-gradient(180deg, #fffbe0 0%, #ffd862 45%, #c27c0e 62%, #fff0a8 100%); -webkit-background-clip: text; background-clip: text; color: transparent; filter: drop-shadow(0 4px 0 #2b1500); }
.jc-levels { display: flex; gap: 18px; margin: 4px 0 14px; }
.jc-level { width: 292px; height: 96px; box-sizing: border-box; padding: 8px 12px; border-radius: 16px; display: grid; grid-template-columns: 62px 1fr; grid-template-rows: 1fr auto; column-gap: 10px;
  background: linear-gradient(180deg, #2a0a4a, #0e0220); box-shadow: inset 0 0 0 3px rgba(255,210,110,0.75); }
.jc-level.winner { background: linear-gradient(180deg, #fff3b8, #f0b020 55%, #a05a00); box-shadow: 0 0 0 4px #fff, 0 0 40px #ffd23c; animation: mg-badge 0.6s ease-in-out infinite alternate; }
.jc-level.winner .jc-level-name, .jc-level.winner .jc-level-value { color: #2b1200; text-shadow: none; }
.jc-level-suit { grid-row: span 2; width: 58px; height: 78px; border-radius: 10px; background: linear-gradient(180deg, #ffffff, #e6e0d0); box-shadow: inset 0 0 0 2px #c9b98a; font-size: 52px; line-height: 78px; text-align: center; color: #111; }
.jc-level.suit-hearts .jc-level-suit, .jc-level.suit-diamonds .jc-level-suit { color: #d4101e; }
.jc-level-name { font-size: 20px; font-weight: 900; letter-spacing: 2px; color: #e4c6ff; }
.jc-level-body { min-width: 0; }
.jc-level-value { font-size: 34px; font-weight: 900; color: #fff6d0; text-shadow: 0 0 12px #ffb300; font-variant-numeric: tabular-nums; white-space: nowrap; }
.jc-pips { display: flex; gap: 8px; }
.jc-pips i { width: 16px; height: 16px; border-radius: 50%; background: rgba(255,255,255,0.18); box-shadow: inset 0 0 0 2px rgba(255,210,110,0.6); }
.jc-pips i.on { background: #ffd23c; box-shadow: 0 0 10px #ffd23c; }
.jc-cards { display: grid; grid-template-columns: repeat(6, 136px); grid-auto-rows: 182px; gap: 16px 26px; }
.jc-card { position: relative; border: 0; padding: 0; border-radius: 16px; cursor: default; font-family: var(--panel-font);
  background: repeating-linear-gradient(45deg, rgba(255,255,255,0.12) 0 7px, transparent 7px 14px), radial-gradient(ellipse at 50% 40%, #b03ae8, #4a0a7a 70%);
  box-shadow: inset 0 0 0 6px #fff, inset 0 0 0 9px #ffd36a, 0 8px 18px rgba(0,0,0,0.7); }
.jc-card.pickable { cursor: pointer; animation: jc-breathe 1.6s ease-in-out infinite alternate; }
@keyframes jc-breathe { from { box-shadow: inset 0 0 0 6px #fff, inset 0 0 0 9px #ffd36a, 0 8px 18px rgba(0,0,0,0.7); } to { box-shadow: inset 0 0 0 6px #fff, inset 0 0 0 9px #ffd36a, 0 0 30px rgba(230,140,255,0.95); } }
.jc-back-gem { position: absolute; left: 50%; top: 50%; width: 56px; height: 56px; transform: translate(-50%, -50%) rotate(45deg); border-radius: 8px;
  background: linear-gradient(135deg, #ffffff, #ffc4ff 35%, #c21cff 70%, #4a0470); box-shadow: 0 0 22px #ff90ff; }
.jc-card.face { background: linear-gradient(180deg, #ffffff, #eee8d8); box-shadow: inset 0 0 0 3px #c9b98a, 0 8px 18px rgba(0,0,0,0.7); color: #111; animation: jc-flip 0.35s ease-out; }
@keyframes jc-flip { from { transform: rotateY(90deg); } to { transform: rotateY(0); } }
.jc-card.face.suit-hearts, .jc-card.face.suit-diamonds { color: #d4101e; }
.jc-card.winner { box-shadow: inset 0 0 0 3px #c9b98a, 0 0 0 5px #ffd23c, 0 0 36px #ffd23c; }
.jc-corner { position: absolute; left: 12px; top: 6px; font-size: 34px; }
.jc-face-suit { font-size: 100px; line-height: 182px; }
.jc-hint { margin-top: 16px; font-size: 30px; font-weight: 900; color: #bff7ff; letter-spacing: 2px; animation: sl-blink 1s steps(2) infinite; }
.jc-hint[hidden] { display: none; }
.jc-banner { margin-top: 12px; width: 1000px; padding: 6px 20px 12px; text-align: center; border-radius: 30px; z-index: 2;
  background: radial-gradient(ellipse at 50% 40%, rgba(150,30,200,0.97), rgba(40,2,60,0.97)); box-shadow: 0 0 0 5px #ffd36a, 0 0 80px 20px rgba(255,190,60,0.7); animation: sl-pop 0.5s ease-out; }
.jc-banner[hidden] { display: none; }
.jc-banner-title { font-size: 46px; line-height: 1.15; font-weight: 900; letter-spacing: 3px;
  background: linear-gradient(180deg, #fffbe0 0%, #ffd862 45%, #c27c0e 62%, #fff0a8 100%); -webkit-background-clip: text; background-clip: text; color: transparent; filter: drop-shadow(0 4px 0 #3d1d00); }
.jc-banner-amount { font-size: 76px; line-height: 1; font-weight: 900; color: #fff; text-shadow: 0 0 24px #ffcf40; font-variant-numeric: tabular-nums; }
`;
