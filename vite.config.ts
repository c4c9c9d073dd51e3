import { readFileSync } from 'node:fs'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { APP_SHELL_PATH } from './contract/pages.ts'
import { localisedManifests, manifestFor } from './scripts/localised-manifests.ts'
import { MANIFEST_TEXTS } from './src/app/manifest-texts.ts'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
const BUILD_ID = `${pkg.version}-${Date.now().toString(36)}`
const API_TARGET = process.env.VELVET_API ?? 'http://127.0.0.1:3000'

/**
 * What the shell loads for a signed-in user after the first screen (the header's balance chip, the
 * inbox's live updates) and the schemas they read: the `signed-in` group below, fetched by members
 * only, in one request.
 */
const SIGNED_IN_SHELL_EXTRAS =
  /[\\/](src[\\/]features[\\/]wallet[\\/](balance-chip|queries)|src[\\/]features[\\/]chat[\\/](inbox-live|conversation-queries)|src[\\/]offline[\\/]realtime|contract[\\/]endpoints[\\/](wallet|chat)|contract[\\/]schemas[\\/](wallet|payment|purchase|idempotency|conversation|realtime)|contract[\\/]payment-rules)\.tsx?$/

/** The page's own parts: its manifests and service worker (none of them in the server's render). */
function clientOnlyPlugins() {
  return [
    localisedManifests(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The default manifest is the English one; /manifests/{locale}.webmanifest are the others.
      manifest: manifestFor('en', (key) => MANIFEST_TEXTS[key].id),
      injectManifest: {
        globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
        // hls.js is loaded on the watch route only and is large: fetched on demand, not precached.
        globIgnores: ['**/hls*.js', 'legals/**', 'server/**'],
        // Pages come from the server; offline, a page not visited before is this document, which
        // renders from the saved cache. It names this build's files, so it changes with each build.
        additionalManifestEntries: [{ url: APP_SHELL_PATH, revision: BUILD_ID }],
      },
      devOptions: { enabled: false },
    }),
  ]
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Lingui macros need Babel; only our source files import them.
    babel({ include: /[\\/]src[\\/].*\.[jt]sx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    ...(isSsrBuild ? [] : clientOnlyPlugins()),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_ID__: JSON.stringify(BUILD_ID),
    // Sentry's own build flags: its SDK without its debug logging and tracing code, neither of which
    // the error reports use (error-reporting-sdk.ts).
    __SENTRY_DEBUG__: 'false',
    __SENTRY_TRACING__: 'false',
    // The server's render runs React's production build whatever NODE_ENV the server runs with (the
    // journeys run it as `test`): the same markup the browser's production build hydrates.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  build: {
    // The server's render (dist/server) needs none of the page's files.
    copyPublicDir: !isSsrBuild,
    // The browser's entry and, for the server, what it loads (dist/.vite/manifest.json): the page's
    // scripts, their preloads and style sheets come from it.
    manifest: !isSsrBuild,
    target: 'es2022',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      ...(isSsrBuild ? {} : { input: 'src/main.tsx' }),
      output: {
        // Node reads the server's render as ES modules wherever the build is copied (no package.json there).
        ...(isSsrBuild ? { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } : {}),
        codeSplitting: {
          groups: [
            // The libraries every screen runs on, in one file: one request and one brotli context
            // instead of a dozen slivers with their own import/export glue (first load).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|@lingui|valibot)[\\/]/,
            },
            // The member's shell extras in one file of their own, loaded after the first screen and
            // never by guests. Only the named modules: what they share with the first screen stays in
            // the first screen's file below.
            {
              name: 'signed-in',
              test: SIGNED_IN_SHELL_EXTRAS,
              includeDependenciesRecursively: false,
            },
            // Every module of the app the entry imports statically (rolldown's `$initial` tag), in one
            // file with the entry: no slivers of what the first screen shares with lazy screens, and
            // nothing a lazy screen alone needs (its schemas, endpoints, rules) in the first load.
            {
              name: 'app-core',
              tags: ['$initial'],
              test: /[\\/](src|contract)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The server's render (src/entry-server.tsx, loaded by server/plugins/pages.ts) runs in Node with the
  // app's own libraries bundled in: dist/server needs nothing resolved from node_modules at run time.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/media': API_TARGET },
  },
  preview: { port: 4599 },
}))
