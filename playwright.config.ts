import { defineConfig } from '@playwright/test'

// Overridable so several engineers can run suites side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4599)
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these, Chromium keeps calling home and this machine's closed network refuses it.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Video calls: a fake camera and microphone, allowed without the permission prompt.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
]

/** End-to-end journeys against the production build, service worker on, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'allow',
    // Recording a trace for every journey costs a fifth of the run's time (3.6 → 2.9 min measured on
    // 45 journeys) and CI keeps no artefacts: there a failure is read from its error, call log and
    // the reporter's output; locally a failed journey keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      // Forms, sessions, the offline queue, failing networks, info pages, the player and list
      // filters behave the same at any width: they run once, at phone size, to keep CI inside its
      // time (whole files here, single journeys tagged ANY_WIDTH in tests/e2e/fixtures.ts).
      // Layout-bound journeys run at both sizes; phone-layout.spec.ts holds the ones only a phone
      // has (tab strip, touch targets, 360 px fit), a11y.spec.ts audits every key page at both.
      grepInvert: /@any-width/,
      testIgnore: [
        '**/info.spec.ts',
        '**/profiles.spec.ts',
        '**/watch.spec.ts',
        '**/accounts.spec.ts',
        '**/social.spec.ts',
        '**/social-forms.spec.ts',
        '**/network.spec.ts',
        '**/phone-layout.spec.ts',
        '**/purchase.spec.ts',
        '**/chat.spec.ts',
        '**/wallet.spec.ts',
        '**/creator-subscription.spec.ts',
        '**/calls.spec.ts',
      ],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54399',
      // The demo creators' panel listens on its own port: PORT + 1 unless given.
      ...(process.env.E2E_PANEL_PORT ? { DEMO_PANEL_PORT: process.env.E2E_PANEL_PORT } : {}),
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
    },
  },
})
