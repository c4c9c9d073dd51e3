/** For the tests of hls.js loader wrappers: empty loading stats, and a stand-in for hls.js's own loader. */
import type { Loader, LoaderContext, LoaderStats } from 'hls.js/light'

export function newStats(): LoaderStats {
  return {
    aborted: false,
    loaded: 0,
    retry: 0,
    total: 0,
    chunkCount: 0,
    bwEstimate: 0,
    loading: { start: 0, first: 0, end: 0 },
    parsing: { start: 0, end: 0 },
    buffering: { start: 0, first: 0, end: 0 },
  }
}

/** Stands for hls.js's own loader: records what it was asked to load. */
export class NetworkLoader implements Loader<LoaderContext> {
  static loaded: string[] = []
  context: LoaderContext | null = null
  stats = newStats()
  load(context: LoaderContext) {
    NetworkLoader.loaded.push(context.url)
  }
  abort() {}
  destroy() {}
}
