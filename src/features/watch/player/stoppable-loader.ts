/**
 * The base of the player's own loaders: hls.js's loader that remembers it was aborted or destroyed,
 * so an answer read from memory or from the device after that is dropped instead of delivered.
 */
import type { HlsConfig, Loader, LoaderContext } from 'hls.js/light'

export type LoaderClass = new (config: HlsConfig) => Loader<LoaderContext>

export function stoppable(Base: LoaderClass) {
  return class StoppableLoader extends Base {
    isStopped = false

    override abort() {
      this.isStopped = true
      super.abort()
    }

    override destroy() {
      this.isStopped = true
      super.destroy()
    }
  }
}
