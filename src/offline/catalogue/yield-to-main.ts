interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser paint and handle input between chunks of work, so a long
 * sync never blocks the main thread for long. setTimeout is the fallback of
 * last resort only: hidden tabs throttle it to once a second.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
