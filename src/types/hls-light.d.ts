// The package's exports map gives `hls.js/light` no types (TS7016); it has the same API as the full build.
declare module 'hls.js/light' {
  export * from 'hls.js'
  export { default } from 'hls.js'
}
