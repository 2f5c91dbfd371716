/**
 * Runs `task` once the browser has a moment with nothing else to do (at the latest after `timeoutMs`), and returns
 * its cancellation. Safari has no requestIdleCallback: there it runs after a short delay.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
