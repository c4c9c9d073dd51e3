/// <reference types="vite/client" />

declare module '*.po' {
  export const messages: import('@lingui/core').Messages
}

declare const __APP_VERSION__: string
declare const __BUILD_ID__: string

interface ImportMetaEnv {
  readonly VITE_API_READ_BASES?: string
  readonly VITE_API_WRITE_BASES?: string
  readonly VITE_CREATORS_PANEL_URL?: string
}

interface Window {
  /** Set once the app has rendered, so src/boot-check.js does not show its failure screen. */
  __velvetBooted?: boolean
}
