/**
 * Styles of the shell's screens, put in the page once when a screen first mounts (the page's
 * CSP allows inline styles). Each screen or game passes its own sheet under its own id.
 */
export function installStyle(id: string, css: string): void {
  if (document.getElementById(id)) return;
  const node = document.createElement('style');
  node.id = id;
  node.textContent = css;
  document.head.append(node);
}
