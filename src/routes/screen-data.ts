import type { RouterContext } from './root'

/**
 * A loader's reads (prefetches, which never throw). In the server's render they are awaited: the
 * page is rendered with them, and they reach the browser's cache inside it. In the browser they are
 * started, not awaited: the screen shows its skeleton at once while the data streams in, or the
 * saved copy offline.
 */
export async function readForScreen(context: RouterContext, reads: Promise<unknown>[]): Promise<void> {
  if (context.isServer) await Promise.all(reads)
}
