// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const SCRIPT = path.join(import.meta.dirname, 'check-boundaries.mjs')
const roots: string[] = []

/** A repository of a few files (path → source) in a temporary folder. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'))
  roots.push(root)
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), source)
  }
  return root
}

function check(root: string): { ok: boolean; output: string } {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' })
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` }
}

/** Two modules: wallet owns the wallets table, tips asks it to spend through its index. */
const CLEAN = {
  'server/db/schema/index.ts': "export * from './wallets'\nexport * from './tips'\n",
  'server/db/schema/wallets.ts': "export const wallets = pgTable('wallets', {})\n",
  'server/db/schema/tips.ts': "export const tips = pgTable('tips', {})\n",
  'server/modules/wallet/repository.ts':
    "import { wallets } from '../../db/schema/index'\nexport const debit = (tx) => tx.update(wallets).set({})\n",
  'server/modules/wallet/service.ts': "import { debit } from './repository'\nexport const spend = (tx) => debit(tx)\n",
  'server/modules/wallet/index.ts': "export { spend } from './service'\n",
  'server/modules/tips/repository.ts':
    "import { tips } from '../../db/schema/index'\nexport const insertTip = (tx) => tx.insert(tips).values({})\n",
  'server/modules/tips/service.ts':
    "import { spend } from '../wallet/index'\nimport { insertTip } from './repository'\nexport const tip = async (tx) => { await spend(tx); await insertTip(tx) }\n",
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('check-boundaries on server modules', () => {
  it('passes when modules meet only through their index, each table has one writer and nothing loops', () => {
    const result = check(tree(CLEAN))
    expect(result.output).toContain('every import follows the dependency direction')
    expect(result.ok).toBe(true)
  })

  it("fails when a module reaches into another module's repository", () => {
    const result = check(
      tree({
        ...CLEAN,
        'server/modules/tips/service.ts':
          "import { debit } from '../wallet/repository'\nexport const tip = (tx) => debit(tx)\n",
      }),
    )
    expect(result.ok).toBe(false)
    expect(result.output).toContain(
      'server/modules/tips/service.ts: import the wallet module through its index.ts (../wallet/repository)',
    )
  })

  it('fails when a second module writes a table', () => {
    const result = check(
      tree({
        ...CLEAN,
        'server/modules/tips/repository.ts':
          "import { tips, wallets as w } from '../../db/schema/index'\nexport const insertTip = (tx) => tx.insert(tips).values({})\nexport const refill = (tx) => tx\n  .update(\n    w,\n  )\n  .set({})\n",
      }),
    )
    expect(result.ok).toBe(false)
    expect(result.output).toContain(
      'table wallets has more than one writing module: tips (server/modules/tips/repository.ts); wallet (server/modules/wallet/repository.ts)',
    )
  })

  it('fails when a second module writes a table in SQL text, but not when a comment says so', () => {
    const result = check(
      tree({
        ...CLEAN,
        'server/modules/tips/repository.ts':
          "import { sql } from 'drizzle-orm'\nimport { tips } from '../../db/schema/index'\n// We never update wallets where the wallet module would not.\nexport const insertTip = (tx) => tx.insert(tips).values({})\nexport const refill = (tx) => tx.execute(sql`UPDATE \"wallets\" SET balance = 0`)\n",
      }),
    )
    expect(result.ok).toBe(false)
    expect(result.output).toContain('table wallets has more than one writing module: tips')
    const commentOnly = check(
      tree({
        ...CLEAN,
        'server/modules/tips/repository.ts':
          "import { tips } from '../../db/schema/index'\n// We never update wallets where the wallet module would not.\nexport const insertTip = (tx) => tx.insert(tips).values({})\n",
      }),
    )
    expect(commentOnly.ok).toBe(true)
  })

  it('fails when modules import each other in a cycle, even through their indexes', () => {
    const result = check(
      tree({
        ...CLEAN,
        'server/modules/tips/index.ts': "export { tip } from './service'\n",
        'server/modules/wallet/service.ts':
          "import { tip } from '../tips/index'\nimport { debit } from './repository'\nexport const spend = (tx) => debit(tx)\nexport const again = tip\n",
      }),
    )
    expect(result.ok).toBe(false)
    expect(result.output).toContain('server modules import each other in a cycle: tips, wallet')
  })

  it("fails when a file other than the ledger imports the ledger's repository or writes its tables", () => {
    const result = check(
      tree({
        ...CLEAN,
        'server/db/schema/ledger.ts': "export const ledgerAccounts = pgTable('ledger_accounts', {})\n",
        'server/modules/wallet/ledger-repository.ts':
          "import { ledgerAccounts } from '../../db/schema/index'\nexport const move = (tx) => tx.update(ledgerAccounts).set({})\n",
        'server/modules/wallet/ledger.ts': "import { move } from './ledger-repository'\nexport const post = move\n",
        'server/modules/wallet/service.ts':
          "import { ledgerAccounts } from '../../db/schema/index'\nimport { move } from './ledger-repository'\nexport const spend = (tx) => move(tx)\nexport const zero = (tx) => tx.delete(ledgerAccounts)\n",
      }),
    )
    expect(result.ok).toBe(false)
    expect(result.output).toContain(
      'server/modules/wallet/service.ts: only server/modules/wallet/ledger.ts may import ./ledger-repository',
    )
    expect(result.output).toContain(
      'server/modules/wallet/service.ts: ledgerAccounts is written only in server/modules/wallet/ledger-repository.ts',
    )
  })

  it('fails when a module imports the sandbox processor, or the sandbox imports a module it serves', () => {
    const sandbox = {
      'server/modules/payment-sandbox/index.ts': "export { createSandbox } from './service'\n",
      'server/modules/payment-sandbox/service.ts': 'export const createSandbox = () => ({})\n',
      'server/modules/payments/index.ts': "export { pay } from './service'\n",
    }
    expect(
      check(tree({ ...CLEAN, ...sandbox, 'server/modules/payments/service.ts': 'export const pay = 1\n' })).ok,
    ).toBe(true)
    const driver = check(
      tree({
        ...CLEAN,
        ...sandbox,
        'server/modules/payments/service.ts':
          "import { createSandbox } from '../payment-sandbox/index'\nexport const pay = createSandbox\n",
      }),
    )
    expect(driver.ok).toBe(false)
    expect(driver.output).toContain(
      'server/modules/payments/service.ts: payment-sandbox is an outside service, reached over HTTP only (../payment-sandbox/index)',
    )
    const backwards = check(
      tree({
        ...CLEAN,
        ...sandbox,
        'server/modules/payments/service.ts': 'export const pay = 1\n',
        'server/modules/payment-sandbox/service.ts':
          "import { pay } from '../payments/index'\nexport const createSandbox = () => pay\n",
      }),
    )
    expect(backwards.ok).toBe(false)
    expect(backwards.output).toContain(
      'server/modules/payment-sandbox/service.ts: payment-sandbox is an outside service and knows nothing of its client payments (../payments/index)',
    )
  })

  it("fails when the app or a module imports the demo seed, which only the demo's start may", () => {
    const seed = {
      'server/db/seed/artwork/render.ts': 'export const renderDemoArt = async () => Buffer.alloc(0)\n',
      'server/main.ts':
        "const { renderDemoArt } = await import('./db/seed/artwork/render')\nexport const start = renderDemoArt\n",
    }
    expect(check(tree({ ...CLEAN, ...seed })).ok).toBe(true)
    const result = check(
      tree({
        ...CLEAN,
        ...seed,
        'server/app.ts': "import { renderDemoArt } from './db/seed/artwork/render'\nexport const art = renderDemoArt\n",
        'server/modules/tips/art.ts':
          "import { renderDemoArt } from '../../db/seed/artwork/render'\nexport const art = renderDemoArt\n",
      }),
    )
    expect(result.ok).toBe(false)
    expect(result.output).toContain(
      "server/app.ts: the demo seed is for the demo's start only (./db/seed/artwork/render)",
    )
    expect(result.output).toContain(
      "server/modules/tips/art.ts: the demo seed is for the demo's start only (../../db/seed/artwork/render)",
    )
  })
})

/** Three features in their declared order: posts uses session, watch uses both. */
const FEATURES = {
  'src/features/README.md':
    '# src/features\n\n## Order\n\nLowest first.\n\n1. `session`: the base\n2. `posts`: feeds\n3. `watch`: the player\n\n## Later\n\n1. `home`: not part of the order\n',
  'src/features/session/index.ts': 'export const user = 1\n',
  'src/features/posts/index.ts': "import { user } from '../session'\nexport const feed = user\n",
  'src/features/watch/index.ts':
    "import { feed } from '../posts'\nimport { user } from '../session'\nexport const player = feed + user\n",
}

describe('check-boundaries on features', () => {
  it('passes when each feature imports only the features below it', () => {
    const result = check(tree(FEATURES))
    expect(result.output).toContain('every import follows the dependency direction')
    expect(result.ok).toBe(true)
  })

  it('fails when a feature imports one that stands above it in the declared order', () => {
    const result = check(
      tree({
        ...FEATURES,
        'src/features/session/index.ts': "import { player } from '../watch'\nexport const user = player\n",
      }),
    )
    expect(result.ok).toBe(false)
    expect(result.output).toContain(
      'src/features/session/index.ts: session must not import watch, which stands above it in src/features/README.md',
    )
  })

  it('fails when features import each other in a cycle', () => {
    const result = check(
      tree({
        ...FEATURES,
        'src/features/posts/index.ts':
          "import { player } from '../watch'\nimport { user } from '../session'\nexport const feed = user + player\n",
      }),
    )
    expect(result.ok).toBe(false)
    expect(result.output).toContain('features import each other in a cycle: posts, watch')
  })

  it('fails when a feature is missing from the declared order', () => {
    const result = check(tree({ ...FEATURES, 'src/features/home/index.ts': "export { player } from '../watch'\n" }))
    expect(result.ok).toBe(false)
    expect(result.output).toContain("src/features/home: not in the features' order of src/features/README.md")
  })
})
