/** Held so the browser's memory cache keeps them for the next <img> of the same address. */
const kept = new Map<string, HTMLImageElement>();

/**
 * Loads images a later screen shows, in idle time before it opens. An SVG image
 * is parsed as a document of its own on the main thread (about 20 ms each at 4x
 * CPU); done now, the next page's <img> finds it parsed instead of adding that
 * to the tap that opens the page.
 */
export function preloadImages(urls: Iterable<string>): void {
  for (const url of urls) {
    if (kept.has(url)) continue;
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    kept.set(url, image);
  }
}
