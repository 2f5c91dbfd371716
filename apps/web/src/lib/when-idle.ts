/** At the latest, a busy page still runs the task after this long. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the browser has a moment with nothing else to do, and returns its cancellation. Safari has no
 * requestIdleCallback: there it runs after a short delay.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
