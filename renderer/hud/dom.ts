/** A small element builder: el('div', { class: 'x', 'data-testid': 'y' }, child, 'text'). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Readonly<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
}

/** Sets text only when it changed (keeps layout and screen readers calm). */
export function setText(node: HTMLElement, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

export function toggleClass(node: HTMLElement, name: string, on: boolean): void {
  if (node.classList.contains(name) !== on) node.classList.toggle(name, on);
}

/** Shows or hides with the hidden attribute. */
export function setShown(node: HTMLElement, shown: boolean): void {
  if (node.hidden === shown) node.hidden = !shown;
}

/**
 * Sets an amount into a box of fixed width, and shrinks its font just enough when the text is
 * wider than the box: a progressive that grows past "999,99 €" keeps its last digits and its €
 * inside the meter. The box needs `min-width: 0` in a grid or flex row, so its width is the
 * room it is given rather than its text's. Measures only when the text changed.
 */
export function setFittedText(node: HTMLElement, text: string): void {
  // A box not laid out yet (its screen hidden) is measured again at the next call.
  if (node.textContent === text && node.dataset.fitPending !== 'true') return;
  node.textContent = text;
  node.style.removeProperty('font-size');
  const room = node.clientWidth;
  const need = node.scrollWidth;
  toggleData(node, 'fitPending', room <= 0);
  if (room <= 0 || need <= room) return;
  const size = Number.parseFloat(getComputedStyle(node).fontSize);
  // One pixel under the proportional size: glyph widths do not scale exactly linearly.
  node.style.fontSize = `${Math.max(10, Math.floor((size * room) / need) - 1)}px`;
}

function toggleData(node: HTMLElement, key: string, on: boolean): void {
  if (on) node.dataset[key] = 'true';
  else delete node.dataset[key];
}
