// Injected into every benchmarked page before its own scripts run (Playwright
// addInitScript). Plain JavaScript on purpose: it is sent to the browser as
// text, untouched by any transpiler. Everything it records is read back from
// `window.__benchProbe`; times are performance.now() values, i.e. milliseconds
// since the navigation started.
(() => {
  // Any link to an offer inside <main>: a card on /offers or the landing page.
  const CARD_SELECTOR = 'main a[href^="/offer/"]';
  const SYNC_DONE_KEY = 'sync.last-synced-at';

  const probe = {
    cardPaintMs: null,
    /** The task after the frame that first showed a card (the earlier figure; context only). */
    cardFrameDoneMs: null,
    lcp: null,
    longTasks: [],
    restFetches: [],
    syncDoneMs: [],
    keystrokes: [],
    slowEvents: [],
    lastActivityMs: 0,
    /** Whether the page has shown no DOM change for `ms` since the last keystroke's work. */
    quietFor(ms) {
      return performance.now() - probe.lastActivityMs >= ms;
    },
  };
  Object.defineProperty(window, '__benchProbe', { value: probe });

  /** Calls back right after the next frame is presented (rAF, then the task after it). */
  function afterNextPaint(callback) {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        callback(performance.now());
      };
      channel.port2.postMessage(null);
    });
  }

  function observe(type, options, onEntry) {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, ...options });
    } catch {
      // An entry type this browser lacks: the figure stays empty.
    }
  }

  // The first card's paint is the paint time Element Timing reports for its heading. The
  // task after the next frame (afterNextPaint) missed it on repeat visits: the snapshot's cards
  // paint while the parser still runs, and the app's entry (a 250 ms task at 4x CPU) is often
  // queued before that task. In 32 visits it read from 110 ms early to 680 ms late.
  // afterNextPaint stays the answer where Element Timing is missing.
  const CARD_TIMING = 'bench-first-card';
  const elementTiming = (PerformanceObserver.supportedEntryTypes || []).includes('element');
  observe('element', { buffered: true }, (entry) => {
    if (entry.identifier === CARD_TIMING) probe.cardPaintMs ??= entry.renderTime || entry.startTime;
  });
  // Every card's heading is marked as it comes in, before its first paint (a mutation's callback
  // runs before the next frame): the first that paints reports first, and a copy that never shows
  // (the app's list in the hidden #root under the snapshot) never reports. Nothing here asks for
  // layout: a visibility check forced one in the middle of the document's parse (80 ms at 4x CPU).
  let armed = false;
  const cardWatch = new MutationObserver(() => {
    if (probe.cardPaintMs !== null) {
      cardWatch.disconnect();
      return;
    }
    const cards = document.querySelectorAll(CARD_SELECTOR);
    if (cards.length === 0) return;
    // On the heading the link sits in: Chromium times a text by its block, not by the inline link.
    cards.forEach((card) =>
      (card.closest('h1, h2, h3, h4') || card).setAttribute('elementtiming', CARD_TIMING),
    );
    if (armed) return;
    armed = true;
    afterNextPaint((time) => {
      probe.cardFrameDoneMs = time;
      if (!elementTiming) probe.cardPaintMs ??= time;
    });
  });
  cardWatch.observe(document, { childList: true, subtree: true });
  observe('longtask', {}, (entry) => {
    probe.longTasks.push({ startMs: entry.startTime, durationMs: entry.duration });
  });
  observe('largest-contentful-paint', { buffered: true }, (entry) => {
    const element = entry.element;
    probe.lcp = {
      ms: entry.startTime,
      element: element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` : null,
      url: entry.url || null,
    };
  });
  observe('event', { buffered: true, durationThreshold: 16 }, (entry) => {
    probe.slowEvents.push({ name: entry.name, startMs: entry.startTime, durationMs: entry.duration });
  });

  // The sync's requests, and the moment it records its completion in Dexie's meta store.
  const originalFetch = window.fetch;
  window.fetch = function benchFetch(input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/rest/v1/')) probe.restFetches.push({ url, ms: performance.now() });
    return originalFetch.call(this, input, init);
  };
  // Only the meta store's put is watched, on the store objects a transaction hands out:
  // patching IDBObjectStore.prototype.put would add the probe's own cost to each of the
  // 10,000 offer writes of a first sync (about 50 ms), which the engine page does not pay.
  const originalObjectStore = IDBTransaction.prototype.objectStore;
  IDBTransaction.prototype.objectStore = function benchObjectStore(name) {
    const store = originalObjectStore.call(this, name);
    if (name === 'meta' && !Object.prototype.hasOwnProperty.call(store, 'put')) {
      const originalPut = store.put;
      store.put = function benchPut(value, key) {
        if (value && value.key === SYNC_DONE_KEY) probe.syncDoneMs.push(performance.now());
        return key === undefined ? originalPut.call(this, value) : originalPut.call(this, value, key);
      };
    }
    return store;
  };

  // Keystrokes: from the input event to the paint after the last DOM change it caused.
  let activity = null;
  document.addEventListener(
    'input',
    (event) => {
      const record = { inputMs: event.timeStamp, firstPaintMs: null, settledPaintMs: null };
      probe.keystrokes.push(record);
      probe.lastActivityMs = performance.now();
      afterNextPaint((time) => {
        record.firstPaintMs = time;
        if (record.settledPaintMs === null || record.settledPaintMs < time) record.settledPaintMs = time;
      });
      activity ??= new MutationObserver(() => {
        const current = probe.keystrokes[probe.keystrokes.length - 1];
        probe.lastActivityMs = performance.now();
        afterNextPaint((time) => {
          probe.lastActivityMs = Math.max(probe.lastActivityMs, time);
          if (current.settledPaintMs === null || current.settledPaintMs < time) current.settledPaintMs = time;
        });
      });
      activity.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    true,
  );
})();
