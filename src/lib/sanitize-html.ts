import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

// Exactly what the Quill editor writes: block formats, inline formats, lists
// (Quill 2 marks list items with data-list), code blocks and links.
const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ol',
  'ul',
  'li',
  'blockquote',
  'pre',
  'code',
  'a',
  'span',
];
const ATTRIBUTES_BY_TAG: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel', 'class'],
  li: ['data-list', 'class'],
};
const QUILL_LIST_KINDS = new Set(['bullet', 'ordered', 'checked', 'unchecked']);
const QUILL_CLASS = /^ql-[a-z0-9-]+$/;
const LINK_REL = 'noopener noreferrer';

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href', 'target', 'rel', 'class', 'data-list'],
  // Without this DOMPurify would check these values against the URI pattern below.
  ADD_URI_SAFE_ATTR: ['target', 'rel', 'data-list'],
  // Absolute http(s), mailto and tel only; relative and every other scheme lose the href.
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:|tel:)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

function allowedOn(tag: string, attribute: string): boolean {
  return (ATTRIBUTES_BY_TAG[tag] ?? ['class']).includes(attribute);
}

function quillClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((name) => QUILL_CLASS.test(name))
    .join(' ');
}

function createPurifier(): Purifier {
  // A private instance, so these hooks never leak into other DOMPurify users.
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = node.nodeName.toLowerCase();
    if (!allowedOn(tag, event.attrName)) {
      event.keepAttr = false;
    } else if (event.attrName === 'class') {
      event.attrValue = quillClasses(event.attrValue);
      event.keepAttr = event.attrValue !== '';
    } else if (event.attrName === 'data-list') {
      event.keepAttr = QUILL_LIST_KINDS.has(event.attrValue);
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a') return;
    const target = node.getAttribute('target');
    if (target !== null && target !== '_blank') node.removeAttribute('target');
    if (!node.hasAttribute('href')) {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    } else if (node.getAttribute('target') === '_blank' || node.hasAttribute('rel')) {
      // A new tab must not get a handle on this page (window.opener) nor our URL.
      node.setAttribute('rel', LINK_REL);
    }
  });
  return purifier;
}

let purifier: Purifier | null = null;

/**
 * Offer descriptions as safe HTML: only what the editor can produce survives;
 * scripts, event handlers, styles and non-http(s)/mailto/tel links are removed.
 */
export function sanitizeOfferHtml(html: string | null | undefined): string {
  if (!html) return '';
  purifier ??= createPurifier();
  return purifier.sanitize(html, CONFIG);
}
