import type { CDPSession } from '@playwright/test';

interface LoggedRequest {
  url: string;
  /** Request line and headers as sent (estimated from the headers CDP reports). */
  sentBytes: number;
  /** Bytes received for it, headers included (what DevTools calls "transferred"); null while loading. */
  receivedBytes: number | null;
}

export interface TransferTotals {
  requests: number;
  receivedBytes: number;
  sentBytes: number;
  unfinished: number;
  urls: string[];
}

/** Every request of one page, from the DevTools protocol's Network events. */
export class NetworkLog {
  private readonly requests = new Map<string, LoggedRequest>();

  private constructor(private readonly cdp: CDPSession) {}

  static async attach(cdp: CDPSession): Promise<NetworkLog> {
    const log = new NetworkLog(cdp);
    cdp.on('Network.requestWillBeSent', (event) => {
      log.requests.set(event.requestId, { url: event.request.url, sentBytes: 0, receivedBytes: null });
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      const request = log.requests.get(event.requestId);
      if (!request) return;
      const headers = Object.entries(event.headers).reduce(
        (sum, [name, value]) => sum + name.length + value.length + 4,
        0,
      );
      request.sentBytes = headers + request.url.length + 16;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = log.requests.get(event.requestId);
      if (request) request.receivedBytes = event.encodedDataLength;
    });
    await cdp.send('Network.enable');
    return log;
  }

  clear(): void {
    this.requests.clear();
  }

  totals(filter: (url: string) => boolean): TransferTotals {
    const matching = [...this.requests.values()].filter((request) => filter(request.url));
    return {
      requests: matching.length,
      receivedBytes: matching.reduce((sum, request) => sum + (request.receivedBytes ?? 0), 0),
      sentBytes: matching.reduce((sum, request) => sum + request.sentBytes, 0),
      unfinished: matching.filter((request) => request.receivedBytes === null).length,
      urls: matching.map((request) => request.url),
    };
  }

  /** Waits (bounded) until every matching request has finished loading. */
  async settled(filter: (url: string) => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.totals(filter).unfinished > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async detach(): Promise<void> {
    await this.cdp.send('Network.disable').catch(() => undefined);
  }
}
