/**
 * hls.js's loader, taught to read a downloaded movie from the device: its playlist and segments live
 * in the downloads' store (offline/downloads/files.ts) under addresses no server answers, and are
 * read from there by the page itself, so a download plays with no network and whether or not a
 * service worker controls the page. Any other address goes to the loader it wraps.
 */
import type { LoaderCallbacks, LoaderConfiguration, LoaderContext } from 'hls.js/light'
import { isStoredFileUrl, readStoredFile } from '../../../offline/downloads/files'
import { type LoaderClass, stoppable } from './stoppable-loader'

export function withStoredFiles(Base: LoaderClass): LoaderClass {
  return class StoredLoader extends stoppable(Base) {
    override load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
      if (!isStoredFileUrl(context.url)) {
        super.load(context, config, callbacks)
        return
      }
      this.context = context
      const { stats } = this
      stats.loading.start = performance.now()
      const read =
        context.responseType === 'arraybuffer'
          ? readStoredFile(context.url, 'arraybuffer')
          : readStoredFile(context.url, 'text')
      void read
        .catch(() => null)
        .then((data) => {
          if (this.isStopped) return
          stats.loading.first = stats.loading.end = performance.now()
          if (data === null) {
            // Deleted since the page opened (or never stored): the player shows its error.
            callbacks.onError({ code: 404, text: 'not on this device' }, context, null, stats)
            return
          }
          const bytes = typeof data === 'string' ? data.length : data.byteLength
          stats.loaded = stats.total = bytes
          callbacks.onSuccess({ url: context.url, data, code: 200 }, stats, context, null)
        })
    }
  }
}
