/**
 * Text made safe to place in HTML, in element content and in quoted
 * attribute values alike: the mails quote what visitors and admins typed.
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
