// The editor's links are limited to what the public pages render
// (src/lib/sanitize-html.ts): http, https, mailto and tel.
const ALLOWED = /^(?:https?:\/\/[^\s/]|mailto:[^\s]|tel:[+\d(])/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const EMAIL = /^[^@\s/:]+@[^@\s/]+\.[^@\s/]+$/;
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(?:[/?#]\S*)?$/i;

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A link typed into the editor as one it may keep, or null. A bare host
 * ('example.no/tilbud') gets https://, a bare address mailto:; every other
 * scheme (javascript:, data:, ftp:, ...) and anything relative is refused.
 */
export function safeEditorLink(input: string): string | null {
  // Browsers ignore tabs and newlines inside URLs, so 'java\tscript:' must be read as they read it.
  const value = input.replace(/[\t\n\r]/g, '').trim();
  if (value === '' || hasControlCharacter(value)) return null;
  if (ALLOWED.test(value)) return value;
  if (SCHEME.test(value)) return null;
  if (EMAIL.test(value)) return `mailto:${value}`;
  if (value.startsWith('//')) return null;
  if (BARE_HOST.test(value)) return `https://${value}`;
  return null;
}
