// Tiny element helpers. Text only: data never goes through innerHTML.

/**
 * el('td', {class: 'x', dataset: {id: 1}, onclick: fn}, 'text', child...)
 * @param {string} tag @param {Record<string, any> | null} [attrs] @param {...(Node | string | number | null | undefined | false)} children
 */
export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else if (value === true) node.setAttribute(key, '');
    else node.setAttribute(key, String(value));
  }
  append(node, ...children);
  return node;
}

/** @param {Node} node @param {...(Node | string | number | null | undefined | false)} children */
export function append(node, ...children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/** Empties `node` and fills it with `children`. */
export function replace(node, ...children) {
  node.replaceChildren();
  return append(node, ...children);
}

/** @param {string} id */
export function byId(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the page has no #${id}`);
  return node;
}

/** Shows `message` in an error paragraph, or hides it (null). */
export function showError(node, message) {
  node.textContent = message ?? '';
  node.hidden = !message;
}

let announceTimer;
/** Says `message` in the polite live region (screen readers read it; everyone sees it). */
export function announce(message) {
  const region = byId('announcer');
  region.textContent = message;
  clearTimeout(announceTimer);
  announceTimer = setTimeout(() => {
    if (region.textContent === message) region.textContent = '';
  }, 8000);
}

/** A <details> that stays open across redraws once the reader opened it (`openKeys` remembers which). */
export function rememberedDetails(openKeys, key, summary, ...content) {
  const details = el('details', { open: openKeys.has(key) }, el('summary', null, summary), ...content);
  details.addEventListener('toggle', () => (details.open ? openKeys.add(key) : openKeys.delete(key)));
  return details;
}
