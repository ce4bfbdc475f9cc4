/** The game menu's look: a dark velvet stage, gold-framed tiles, the highlighted one glowing. */
export const GAME_MENU_CSS = `
.shell-root { position: fixed; inset: 0; overflow: hidden; background: #05010a; }
.screen-holder { position: absolute; inset: 0; }
.shell-toast { position: absolute; left: 50%; bottom: 40px; transform: translateX(-50%); z-index: 950; padding: 14px 28px; border-radius: 12px; background: rgba(120,10,20,0.92); border: 2px solid #ffcf5a; color: #fff; font: 700 22px var(--panel-font); }
.shell-reconnecting { position: absolute; top: 10px; left: 50%; transform: translateX(-50%); z-index: 950; padding: 6px 16px; background: #a00; color: #fff; font: 700 16px var(--panel-font); border-radius: 8px; }
.gm-stage { position: absolute; left: 0; top: 0; transform-origin: 0 0; overflow: hidden; font-family: var(--panel-font); color: #fff;
  background: radial-gradient(ellipse at 50% 35%, #3b0d4f 0%, #1a0526 45%, #07010d 100%); }
.gm-stage::before { content: ''; position: absolute; inset: 0; pointer-events: none;
  background: repeating-conic-gradient(from 0deg at 50% 40%, rgba(255,210,120,0.05) 0deg 6deg, transparent 6deg 12deg); }
.gm-header { position: absolute; left: 60px; right: 60px; top: 30px; height: 150px; display: flex; justify-content: space-between; align-items: center; }
.gm-title h1 { margin: 0; font-size: 76px; letter-spacing: 6px; font-weight: 900;
  background: linear-gradient(180deg, #fff6c9 0%, #ffd45a 45%, #b57a12 60%, #ffe48a 100%); -webkit-background-clip: text; background-clip: text; color: transparent;
  filter: drop-shadow(0 4px 0 #4a2500) drop-shadow(0 0 18px rgba(255,190,60,0.6)); }
.gm-title p { margin: 4px 0 0 6px; font-size: 26px; color: #e6c9ff; letter-spacing: 2px; }
.gm-corner { display: flex; gap: 20px; align-items: center; }
.gm-clock, .gm-language { font-size: 34px; font-weight: 700; padding: 10px 22px; border-radius: 14px; border: 2px solid rgba(255,210,110,0.7); background: rgba(0,0,0,0.45); color: #ffe9a8; }
.gm-tiles { position: absolute; left: 60px; right: 60px; top: 210px; height: 660px; display: flex; gap: 34px; justify-content: center; align-items: center; }
.gm-tile { position: relative; flex: 0 1 520px; height: 620px; padding: 18px 18px 16px; border-radius: 28px; cursor: pointer; color: #fff; font-family: inherit;
  border: 0; background: linear-gradient(160deg, #ffeaa0, #c08a22 30%, #fff0b8 52%, #9a6a10 75%, #f5d27a);
  box-shadow: 0 18px 40px rgba(0,0,0,0.7), inset 0 0 0 3px rgba(80,40,0,0.6); transition: transform 0.2s; display: flex; flex-direction: column; align-items: stretch; gap: 10px; }
.gm-tile::after { content: ''; position: absolute; inset: 10px; border-radius: 20px; pointer-events: none; box-shadow: inset 0 0 0 2px rgba(255,255,255,0.35); }
.gm-tiles[data-count="4"] .gm-tile, .gm-tiles[data-count="5"] .gm-tile { flex-basis: 340px; height: 560px; }
.gm-tile.highlighted { transform: scale(1.04); animation: gm-glow 1.4s ease-in-out infinite; }
@keyframes gm-glow { 0%,100% { box-shadow: 0 0 24px 6px rgba(255,210,90,0.65), 0 18px 40px rgba(0,0,0,0.7); } 50% { box-shadow: 0 0 54px 16px rgba(255,230,140,0.95), 0 18px 40px rgba(0,0,0,0.7); } }
.gm-art-frame { position: relative; flex: 1 1 auto; border-radius: 16px; overflow: hidden; background: #000; box-shadow: inset 0 0 0 3px #5a3500; }
.gm-art { width: 100%; height: 100%; display: block; object-fit: cover; }
.gm-kind { position: absolute; top: 12px; left: 12px; padding: 5px 14px; border-radius: 999px; font-size: 17px; font-weight: 800; letter-spacing: 2px; background: rgba(0,0,0,0.65); color: #ffe08a; border: 1px solid #ffcf5a; }
.gm-name { font-size: 36px; font-weight: 900; text-align: center; color: #2b1400; text-shadow: 0 1px 0 rgba(255,255,255,0.6); line-height: 1.05; min-height: 76px; display: flex; align-items: center; justify-content: center; }
.gm-bets { font-size: 25px; font-weight: 800; text-align: center; white-space: nowrap; letter-spacing: -0.5px; color: #fff; background: linear-gradient(180deg, #5a0d6e, #2a0436); border-radius: 12px; padding: 8px; box-shadow: inset 0 0 0 2px rgba(255,220,140,0.6); }
.gm-play { font-size: 20px; font-weight: 800; text-align: center; color: #3a1d00; letter-spacing: 3px; }
.gm-tile.resumable .gm-play { color: #8a0010; }
.gm-stage.dev-room .gm-tiles { right: 330px; }
.gm-footer { position: absolute; left: 60px; right: 60px; bottom: 36px; height: 130px; display: flex; align-items: center; justify-content: space-between; gap: 30px; padding: 0 30px;
  border-radius: 24px; background: linear-gradient(180deg, rgba(40,8,52,0.95), rgba(12,2,18,0.95)); box-shadow: inset 0 0 0 3px rgba(255,205,90,0.75), 0 10px 30px rgba(0,0,0,0.6); }
.gm-balance { display: flex; flex-direction: column; }
.gm-label { font-size: 22px; letter-spacing: 3px; color: #e4c6ff; }
.gm-balance-value { font-size: 58px; font-weight: 900; color: #7dff9a; text-shadow: 0 0 14px rgba(80,255,140,0.6); }
.gm-collect { height: 92px; min-width: 280px; border-radius: 46px; border: 0; cursor: pointer; font: 900 36px var(--panel-font); letter-spacing: 3px; color: #fff;
  background: linear-gradient(180deg, #5ad0ff, #1268c8 60%, #0a3b7a); box-shadow: 0 6px 0 #05224a, 0 0 24px rgba(80,180,255,0.5), inset 0 2px 0 rgba(255,255,255,0.6); }
`;
