/**
 * hls.js's loader, taught to use what the watch page fetched before the player existed
 * (prefetched.ts): a request for one of those answers is served from memory, even while it is
 * still on its way; anything else (another rendition, a later segment, a byte range, a retry) is
 * loaded by hls.js's own loader as before.
 */
import type { LoaderCallbacks, LoaderConfiguration, LoaderContext } from 'hls.js/light'
import { takePrefetched } from './prefetched'
import { type LoaderClass, stoppable } from './stoppable-loader'

export function withPrefetched(Base: LoaderClass): LoaderClass {
  return class PrefetchedLoader extends stoppable(Base) {
    override load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
      // hls.js says "no range" with 0 and 0 (fragment-loader.ts).
      const isRange = Boolean(context.rangeStart) || Boolean(context.rangeEnd)
      const pending = isRange ? undefined : takePrefetched(context.url)
      if (!pending) {
        super.load(context, config, callbacks)
        return
      }
      void pending.then((answer) => {
        if (this.isStopped) return
        const wanted = context.responseType === 'arraybuffer' ? 'object' : 'string'
        if (!answer || typeof answer.data !== wanted) {
          super.load(context, config, callbacks)
          return
        }
        this.context = context
        const { stats } = this
        stats.loading.start = answer.start
        stats.loading.first = answer.first
        stats.loading.end = answer.end
        stats.loaded = answer.bytes
        stats.total = answer.bytes
        callbacks.onSuccess({ url: context.url, data: answer.data, code: 200 }, stats, context, null)
      })
    }
  }
}
