import type { SlotTheme } from './slot-game';

/** A game's colours as CSS variables on its stage. */
export function themeCss(id: string, theme: SlotTheme): string {
  return `.sl-stage.game-${id} { --sl-bg: ${theme.background}; --sl-accent: ${theme.accent}; --sl-glow: ${theme.glow}; }`;
}

/** The video-slot stage's look (1920 × 1080): gold frames, deep gradients, glowing buttons. */
export const SLOT_CSS = `
.sl-stage { position: absolute; left: 0; top: 0; transform-origin: 0 0; overflow: hidden; color: #fff; font-family: var(--panel-font); background: var(--sl-bg, #120318); }
.sl-top { position: absolute; left: 0; right: 0; top: 0; height: 136px; display: flex; align-items: center; justify-content: space-between; padding: 0 30px;
  background: linear-gradient(180deg, rgba(0,0,0,0.75), rgba(0,0,0,0.15)); border-bottom: 3px solid rgba(255,206,90,0.75); box-sizing: border-box; }
.sl-logo { width: 560px; height: 105px; }
.sl-jackpots { display: flex; gap: 18px; }
.sl-jackpot { min-width: 420px; padding: 6px 26px 8px; border-radius: 18px; text-align: center; position: relative;
  background: linear-gradient(180deg, #6b0011, #2b0008); box-shadow: 0 0 0 3px #ffd36a, 0 0 30px rgba(255,80,60,0.7), inset 0 0 24px rgba(255,120,60,0.55); }
.sl-jackpot-name { font-size: 22px; letter-spacing: 8px; font-weight: 900; color: #ffe7a0; }
.sl-jackpot-value { font-size: 52px; font-weight: 900; line-height: 1; color: #fff6d0; text-shadow: 0 0 16px #ffb300, 0 3px 0 #7a3b00; font-variant-numeric: tabular-nums; }
.sl-jackpot-note { font-size: 14px; color: #ffb3b3; min-height: 0; }
.sl-jackpot.not-eligible .sl-jackpot-value { opacity: 0.55; }
.sl-top-right { display: flex; gap: 14px; align-items: center; }
.sl-clock, .sl-language { font-size: 28px; font-weight: 800; color: #ffe9a8; padding: 8px 16px; border-radius: 12px; background: rgba(0,0,0,0.5); border: 2px solid rgba(255,210,110,0.6); }
.sl-top-button { height: 62px; min-width: 130px; border-radius: 31px; border: 0; cursor: pointer; font: 900 24px var(--panel-font); color: #2b1600; letter-spacing: 2px;
  background: linear-gradient(180deg, #fff2b8, #f0b93a 55%, #9a6208); box-shadow: 0 4px 0 #4d2e00, 0 0 14px rgba(255,200,80,0.5); }
.sl-top-button.dim, .sl-bet-max.dim, .sl-step.dim, .sl-spin.dim, .sl-collect.dim { filter: grayscale(0.8) brightness(0.6); }
.sl-side { position: absolute; left: 20px; top: 170px; width: 270px; display: flex; flex-direction: column; gap: 14px; }
.sl-counters { display: flex; flex-direction: column; gap: 10px; }
.sl-counter { padding: 12px 16px; border-radius: 16px; background: linear-gradient(180deg, rgba(70,12,90,0.95), rgba(25,4,34,0.95)); box-shadow: inset 0 0 0 2px rgba(255,210,110,0.7); }
.sl-counter.active { box-shadow: inset 0 0 0 3px #fff0a0, 0 0 24px var(--sl-glow, #ffcc44); }
.sl-counter-name { font-size: 24px; font-weight: 900; color: #ffe08a; letter-spacing: 1px; }
.sl-counter-figures, .sl-counter-played, .sl-counter-win { display: flex; justify-content: space-between; align-items: baseline; font-size: 20px; color: #e8d0ff; }
.sl-counter b { white-space: nowrap; font-size: 34px; color: #fff; text-shadow: 0 0 12px var(--sl-glow, #ffcc44); }
.sl-auto-status, .sl-last-jackpot { padding: 12px 16px; border-radius: 14px; background: rgba(0,0,0,0.55); border: 2px solid rgba(255,210,110,0.55); font-size: 20px; font-weight: 800; color: #ffe9a8; }
.sl-reel-frame { position: absolute; left: 312px; top: 152px; width: 1296px; height: 736px; padding: 18px; box-sizing: border-box; border-radius: 30px;
  background: linear-gradient(135deg, #fff3c0 0%, #d9a32e 18%, #7a4b06 34%, #f7d46c 50%, #8c5a0c 66%, #ffe39a 82%, #b07a18 100%);
  box-shadow: 0 0 0 4px #3a2000, 0 0 50px var(--sl-glow, rgba(255,200,80,0.5)), 0 20px 60px rgba(0,0,0,0.8); }
.sl-reel-frame canvas { display: block; border-radius: 14px; box-shadow: inset 0 0 30px #000; background: #000; }
.sl-win-message { position: absolute; left: 312px; width: 1296px; top: 890px; height: 40px; line-height: 40px; text-align: center; font-size: 30px; font-weight: 900; color: #fff4c4; letter-spacing: 1px;
  text-shadow: 0 0 14px var(--sl-glow, #ffb300), 0 2px 0 #000; }
.sl-banner { position: absolute; left: 410px; width: 1060px; top: 330px; padding: 30px 20px 36px; text-align: center; border-radius: 40px; z-index: 30; pointer-events: none;
  background: radial-gradient(ellipse at 50% 40%, rgba(120,20,150,0.96), rgba(30,2,40,0.96)); box-shadow: 0 0 0 5px #ffd36a, 0 0 80px 20px var(--sl-glow, rgba(255,190,60,0.7)); animation: sl-pop 0.5s ease-out; }
@keyframes sl-pop { from { transform: scale(0.6); opacity: 0; } to { transform: scale(1); opacity: 1; } }
.sl-banner-title { font-size: 92px; font-weight: 900; line-height: 1.05; letter-spacing: 3px;
  background: linear-gradient(180deg, #fffbe0 0%, #ffd862 45%, #c27c0e 62%, #fff0a8 100%); -webkit-background-clip: text; background-clip: text; color: transparent; filter: drop-shadow(0 5px 0 #3d1d00); }
.sl-banner-amount { font-size: 84px; font-weight: 900; color: #fff; text-shadow: 0 0 24px #ffcf40; font-variant-numeric: tabular-nums; }
.sl-banner-amount:empty, .sl-banner-hint:empty { display: none; }
.sl-banner-hint { font-size: 40px; font-weight: 800; color: #bff7ff; letter-spacing: 4px; animation: sl-blink 1s steps(2) infinite; }
.sl-banner[data-kind="mega"] { background: radial-gradient(ellipse at 50% 40%, rgba(200,30,40,0.96), rgba(50,0,10,0.96)); }
@keyframes sl-blink { 50% { opacity: 0.35; } }
.sl-bottom { position: absolute; left: 0; right: 0; bottom: 0; height: 150px; display: flex; align-items: center; gap: 16px; padding: 0 24px; box-sizing: border-box;
  background: linear-gradient(180deg, rgba(40,6,52,0.96), rgba(8,1,12,0.98)); border-top: 3px solid rgba(255,206,90,0.8); }
.sl-meter { min-width: 200px; white-space: nowrap; padding: 8px 16px; border-radius: 16px; background: #050008; box-shadow: inset 0 0 0 2px rgba(255,210,110,0.7), inset 0 0 20px rgba(120,40,160,0.5); }
.sl-label { font-size: 17px; letter-spacing: 2px; color: #e4c6ff; font-weight: 700; }
.sl-meter-value { font-size: 38px; font-weight: 900; font-variant-numeric: tabular-nums; }
.sl-meter-balance .sl-meter-value { color: #7dff9a; text-shadow: 0 0 12px rgba(80,255,140,0.5); }
.sl-meter-win .sl-meter-value { color: #ffe066; text-shadow: 0 0 12px rgba(255,210,60,0.6); }
.sl-meter-win .sl-meter-value.counting { color: #fff; }
.sl-bet-panel { display: flex; gap: 10px; align-items: center; padding: 8px 12px; border-radius: 18px; background: rgba(0,0,0,0.45); box-shadow: inset 0 0 0 2px rgba(255,210,110,0.45); }
.sl-stepper { text-align: center; }
.sl-step-row { display: flex; align-items: center; gap: 6px; }
.sl-step { width: 44px; height: 44px; border-radius: 22px; border: 0; cursor: pointer; font: 900 30px var(--panel-font); color: #fff; background: radial-gradient(circle at 40% 30%, #b06cff, #5a12a8 60%, #2a0554); box-shadow: 0 3px 0 #14002a; }
.sl-step-value { min-width: 84px; font-size: 26px; white-space: nowrap; font-weight: 900; color: #fff; font-variant-numeric: tabular-nums; }
.sl-total { text-align: center; padding: 0 8px; }
.sl-total .sl-step-row { justify-content: center; }
.sl-bet-panel[data-mode="total"] .sl-total-value { min-width: 150px; font-size: 34px; }
.sl-total-value { font-size: 30px; white-space: nowrap; font-weight: 900; color: #ffe9a8; }
.sl-total-value.not-allowed { color: #ff6b6b; }
.sl-bet-max { height: 74px; width: min-content; min-width: 108px; padding: 0 8px; border-radius: 18px; border: 0; cursor: pointer; font: 900 22px var(--panel-font); color: #fff;
  background: linear-gradient(180deg, #ff7a7a, #c4121f 60%, #6d0009); box-shadow: 0 5px 0 #3d0005, 0 0 16px rgba(255,60,60,0.45); }
.sl-buttons { margin-left: auto; display: flex; gap: 14px; align-items: center; }
.sl-auto, .sl-collect { height: 80px; min-width: 130px; white-space: nowrap; border-radius: 43px; border: 0; cursor: pointer; font: 900 26px var(--panel-font); color: #fff; padding: 0 18px; }
.sl-auto { background: linear-gradient(180deg, #7df0c0, #13a06a 60%, #05573a); box-shadow: 0 5px 0 #02301f; }
.sl-auto.running { background: linear-gradient(180deg, #ffb26b, #e0620f 60%, #7a2e00); animation: sl-blink 1.2s steps(2) infinite; }
.sl-collect { background: linear-gradient(180deg, #5ad0ff, #1268c8 60%, #0a3b7a); box-shadow: 0 5px 0 #05224a; }
.sl-spin { width: 180px; height: 124px; border-radius: 62px; border: 0; cursor: pointer; font: 900 40px var(--panel-font); color: #2a1400; letter-spacing: 2px;
  background: radial-gradient(ellipse at 50% 30%, #fffbe0, #ffd23c 45%, #d9860a 75%, #7a4100); box-shadow: 0 7px 0 #4a2600, 0 0 34px rgba(255,200,60,0.8), inset 0 3px 0 rgba(255,255,255,0.8); }
.sl-toast { position: absolute; left: 50%; bottom: 170px; transform: translateX(-50%); padding: 14px 28px; border-radius: 12px; background: rgba(120,10,20,0.94); border: 2px solid #ffcf5a; font-size: 26px; font-weight: 800; z-index: 70; }
.sl-reconnecting { position: absolute; top: 140px; left: 50%; transform: translateX(-50%); padding: 6px 16px; background: #a00; font-size: 18px; font-weight: 800; border-radius: 8px; z-index: 70; }
.sl-modal { position: absolute; inset: 0; z-index: 80; background: rgba(5,0,10,0.72); display: flex; align-items: center; justify-content: center; }
.sl-modal[hidden] { display: none; }
.sl-dialog { min-width: 980px; max-width: 1500px; padding: 30px 40px; border-radius: 30px; background: linear-gradient(180deg, #2e0840, #12021a);
  box-shadow: 0 0 0 4px #ffd36a, 0 0 60px rgba(255,190,60,0.5); }
.sl-dialog h2 { margin: 0 0 16px; font-size: 44px; color: #ffe08a; letter-spacing: 3px; }
.sl-dialog h3 { margin: 18px 0 8px; font-size: 30px; color: #ffe08a; }
.sl-dialog-row { margin: 16px 0; }
.sl-choices { display: flex; gap: 12px; margin-top: 8px; flex-wrap: wrap; }
.sl-choice { min-width: 150px; height: 66px; border-radius: 16px; border: 2px solid rgba(255,210,110,0.6); background: #1d0428; color: #fff; font: 800 26px var(--panel-font); cursor: pointer; }
.sl-choice.chosen { background: linear-gradient(180deg, #fff2b8, #f0b93a 55%, #9a6208); color: #2b1600; }
.sl-dialog-actions { display: flex; justify-content: flex-end; gap: 18px; margin-top: 20px; }
.sl-dialog-start, .sl-dialog-cancel { height: 74px; min-width: 220px; border-radius: 37px; border: 0; font: 900 28px var(--panel-font); cursor: pointer; }
.sl-dialog-start { background: linear-gradient(180deg, #fff2b8, #f0b93a 55%, #9a6208); color: #2b1600; }
.sl-dialog-cancel { background: #3a2a44; color: #fff; }
.sl-help { width: 1500px; }
.sl-help-content { max-height: 800px; overflow: auto; padding-right: 10px; }
.sl-rule { font-size: 22px; line-height: 1.35; color: #f2e6ff; margin: 6px 0; }
.sl-paytable { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }
.sl-pay-row { display: grid; grid-template-columns: 96px 1fr; grid-template-rows: auto 1fr; column-gap: 12px; padding: 10px; border-radius: 16px; background: rgba(0,0,0,0.4); box-shadow: inset 0 0 0 1px rgba(255,210,110,0.4); }
.sl-pay-art { grid-row: span 2; width: 96px; height: 96px; }
.sl-pay-name { font-size: 22px; font-weight: 900; color: #ffe08a; }
.sl-pays { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 20px; }
.sl-pay b { color: #ffcf5a; }
.sl-pay-row.sl-pay-cluster, .sl-pay-row.sl-pay-wide { grid-column: 1 / -1; grid-template-columns: 56px 150px 1fr; grid-template-rows: auto; align-items: center; padding: 4px 10px; }
.sl-pay-cluster .sl-pay-art, .sl-pay-wide .sl-pay-art { grid-row: auto; width: 56px; height: 56px; }
.sl-pay-wide .sl-pays { gap: 4px 28px; font-size: 22px; }
.sl-cluster-head { grid-column: 1 / -1; display: grid; grid-template-columns: 218px 1fr; align-items: center; padding: 0 10px; font-size: 16px; font-weight: 800; color: #e4c6ff; }
.sl-cluster-head b { text-align: center; font-size: 22px; color: #ffcf5a; }
.sl-cluster-pays { display: grid; gap: 4px; }
.sl-cluster-pay { padding: 8px 0; border-radius: 8px; text-align: center; background: rgba(255,210,110,0.08); font-size: 16px; font-weight: 700; letter-spacing: -0.3px; font-variant-numeric: tabular-nums; white-space: nowrap; }
.sl-dialog-reset { margin-right: auto; }
.sl-line-diagrams { display: grid; grid-template-columns: repeat(9, 1fr); gap: 10px; }
.sl-line-box { display: flex; gap: 6px; align-items: center; font-size: 18px; font-weight: 800; color: #ffe08a; }
.sl-line-diagram { display: grid; gap: 2px; width: 100px; }
.sl-line-diagram i { display: block; height: 12px; background: #3a2450; border-radius: 2px; }
.sl-line-diagram i.on { background: #ffd23c; box-shadow: 0 0 6px #ffd23c; }
`;
