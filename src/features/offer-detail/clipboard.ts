/** Copies text; the textarea fallback covers browsers (and insecure origins) without the async API. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      // The deprecated command is the only way left when the Clipboard API refuses.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      return document.execCommand('copy');
    } finally {
      area.remove();
    }
  }
}
