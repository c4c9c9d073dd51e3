/**
 * Enforces the dependency direction on relative imports (each area imports only the areas below it):
 *   routes -> features -> api | offline | ui | lib -> contract
 * sw/ and server/ may import contract/ only (plus their own files); contract/ imports nothing of ours;
 * a feature is used through its index.ts; features never import route files.
 *
 * Features (src/features/<name>/) stand in the order src/features/README.md declares under
 * "## Order" (lowest first): a feature imports only the features listed before it, and the
 * features' imports form no cycle.
 *
 * Server modules (server/modules/<name>/) own their tables and speak through their index.ts:
 * - a module imports another only through that module's index.ts;
 * - each table of server/db/schema is written (insert, update, delete) by one module only, and the
 *   ledger's tables only by wallet's ledger repository, which only the ledger itself imports;
 * - the modules' imports form no cycle;
 * - a module standing for an outside service (the sandbox processor) is imported by no module and
 *   imports none of its clients.
 *
 * The demo seed (server/db/seed/: its content and its artwork renderer) is for the demo's start
 * only: no server file imports it but that start (DEMO_SEED_USERS) and the seed itself.
 *
 * Usage: node scripts/check-boundaries.mjs [root]   (root defaults to the repository)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'))
const MODULES = path.join(ROOT, 'server/modules')
const SCHEMA = path.join(ROOT, 'server/db/schema')
const IMPORT = /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g
const CODE = /\.(ts|tsx)$/

/** For a file's area, the areas it may import from (its own area is always allowed). */
const ALLOWED = {
  contract: [],
  server: ['contract'],
  sw: ['contract'],
  'src/lib': ['contract'],
  'src/ui': ['contract', 'src/lib'],
  'src/api': ['contract', 'src/lib'],
  'src/offline': ['contract', 'src/lib', 'src/api'],
  'src/locales': [],
  'src/testing': ['contract', 'src/lib', 'src/ui', 'src/api', 'src/offline', 'src/locales'],
  'src/features': ['contract', 'src/lib', 'src/ui', 'src/api', 'src/offline', 'src/locales', 'src/testing'],
  'src/routes': ['contract', 'src/lib', 'src/ui', 'src/api', 'src/offline', 'src/features', 'src/app/shell'],
  'src/app/shell': ['contract', 'src/lib', 'src/ui', 'src/api', 'src/offline', 'src/features'],
  'src/app': [
    'src/app/shell',
    'contract',
    'src/lib',
    'src/ui',
    'src/api',
    'src/offline',
    'src/features',
    'src/routes',
    'src/locales',
  ],
  'src/styles': [],
  'src/types': ['contract'],
  src: [
    'contract',
    'src/lib',
    'src/ui',
    'src/api',
    'src/offline',
    'src/features',
    'src/routes',
    'src/app',
    'src/styles',
  ],
}
const AREAS = Object.keys(ALLOWED).sort((a, b) => b.length - a.length)

function areaOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/')
  return AREAS.find((area) => rel === area || rel.startsWith(`${area}/`))
}

function* walk(dir) {
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'migrations') continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* walk(full)
    else if (CODE.test(name)) yield full
  }
}

/**
 * Writes that break the one-writer rule on purpose, as `table: { module: reason }`. Keep it empty
 * unless a table truly cannot have a single owner.
 */
const SHARED_WRITES = {}

/** Files only some files of their module may import, and the tables only they may write. */
const PRIVATE_FILES = {
  'server/modules/wallet/ledger-repository.ts': {
    importers: ['server/modules/wallet/ledger.ts'],
    tables: ['ledgerAccounts', 'ledgerTransactions', 'ledgerEntries'],
  },
}

/**
 * Modules that stand for an outside service (a payment processor): its clients reach it over HTTP
 * as they would the real one, so no module imports it, and it imports none of its clients.
 */
const OUTSIDE_SERVICES = {
  'payment-sandbox': { clients: ['payments', 'purchase', 'renewals'] },
}

const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/')

const DEMO_SEED = 'server/db/seed'
/** The files that start a process with the demo: they seed it and hand the app its artwork renderer. */
const DEMO_SEED_USERS = ['server/main.ts', 'server/db/open.ts']

function isInside(file, folder) {
  return file === folder || file.startsWith(`${folder}/`)
}

function moduleOf(file) {
  const parts = path.relative(MODULES, file).split(path.sep)
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : null
}

/** The tables of server/db/schema by their exported name. */
function schemaTables() {
  const tables = new Map()
  for (const file of walk(SCHEMA)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+)\s*=\s*pgTable\(\s*['"](\w+)['"]/g))
      tables.set(match[2], match[1])
  }
  return tables
}

/**
 * The schema tables a source file writes: through Drizzle (by the name the table is imported under)
 * or in SQL text (insert into, update … set, delete from).
 */
function tablesWritten(source, tables) {
  const exported = new Set(tables.values())
  const local = new Map()
  for (const match of source.matchAll(/import\s*(type\s+)?\{([^}]*)\}\s*from\s*['"][./]*db\/schema[^'"]*['"]/g)) {
    if (match[1]) continue
    for (const part of match[2].split(',')) {
      const [name, alias] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
      if (exported.has(name)) local.set(alias ?? name, name)
    }
  }
  const written = new Set()
  for (const match of source.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*,?\s*\)/g)) {
    const table = local.get(match[1])
    if (table) written.add(table)
  }
  const sqlWrite =
    /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?(?:\s+as\s+"?\w+"?)?\s+(?:set|values|where|select|\()/gi
  for (const match of source.matchAll(sqlWrite)) {
    const line = source.slice(source.lastIndexOf('\n', match.index) + 1, match.index).trim()
    const inComment = line.startsWith('*') || line.startsWith('/*') || line.startsWith('//')
    const table = tables.get(match[1])
    if (table && !inComment) written.add(table)
  }
  return written
}

/** Strongly connected components of more than one node (Tarjan). */
function cycles(graph) {
  let next = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const found = []
  const visit = (node) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node), low.get(to)))
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)))
    }
    if (low.get(node) !== index.get(node)) return
    const component = []
    let member
    do {
      member = stack.pop()
      component.push(member)
    } while (member !== node)
    if (component.length > 1) found.push(component.sort())
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return found
}

function checkServerModules() {
  const found = []
  const tables = schemaTables()
  const graph = new Map()
  const writers = new Map()
  for (const file of walk(MODULES)) {
    const from = moduleOf(file)
    if (!from || /\.test\.ts$/.test(file)) continue
    const source = readFileSync(file, 'utf8')
    if (!graph.has(from)) graph.set(from, new Set())
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]
      const target = path.resolve(path.dirname(file), specifier).replace(/\.tsx?$/, '')
      const owner = PRIVATE_FILES[`${rel(target)}.ts`]
      if (owner && !owner.importers.includes(rel(file)))
        found.push(`${rel(file)}: only ${owner.importers.join(', ')} may import ${specifier}`)
      const to = moduleOf(target)
      if (!to || to === from) continue
      graph.get(from).add(to)
      if (OUTSIDE_SERVICES[to])
        found.push(`${rel(file)}: ${to} is an outside service, reached over HTTP only (${specifier})`)
      if (OUTSIDE_SERVICES[from]?.clients.includes(to))
        found.push(`${rel(file)}: ${from} is an outside service and knows nothing of its client ${to} (${specifier})`)
      if (path.relative(path.join(MODULES, to), target) !== 'index')
        found.push(`${rel(file)}: import the ${to} module through its index.ts (${specifier})`)
    }
    for (const table of tablesWritten(source, tables)) {
      if (!writers.has(table)) writers.set(table, new Map())
      const byModule = writers.get(table)
      if (!byModule.has(from)) byModule.set(from, [])
      byModule.get(from).push(rel(file))
      const privateFile = Object.entries(PRIVATE_FILES).find(([, rule]) => rule.tables.includes(table))
      if (privateFile && privateFile[0] !== rel(file))
        found.push(`${rel(file)}: ${table} is written only in ${privateFile[0]}`)
    }
  }
  for (const [table, byModule] of writers) {
    const owners = [...byModule.keys()].filter((name) => !SHARED_WRITES[table]?.[name])
    if (owners.length > 1) {
      const where = owners.map((name) => `${name} (${byModule.get(name).join(', ')})`).join('; ')
      found.push(`table ${table} has more than one writing module: ${where}`)
    }
  }
  for (const component of cycles(graph))
    found.push(`server modules import each other in a cycle: ${component.join(', ')}`)
  return found
}

const FEATURES = path.join(ROOT, 'src/features')

/** The features' declared order, lowest first: the numbered `name` lines under "## Order". */
function featureOrder() {
  const readme = path.join(FEATURES, 'README.md')
  if (!existsSync(readme)) return []
  const section = readFileSync(readme, 'utf8').split(/^## Order\s*$/m)[1] ?? ''
  return [...section.split(/^## /m)[0].matchAll(/^\d+\.\s+`([\w-]+)`/gm)].map((match) => match[1])
}

/** The feature a file or an import's target (a feature's folder stands for its index) belongs to. */
function featureOf(file) {
  const first = path.relative(FEATURES, file).split(path.sep)[0]
  return first && first !== '..' && !first.includes('.') ? first : null
}

function checkFeatureOrder() {
  if (!existsSync(FEATURES)) return []
  const found = []
  const order = featureOrder()
  const rank = new Map(order.map((name, index) => [name, index]))
  const graph = new Map()
  for (const file of walk(FEATURES)) {
    const from = featureOf(file)
    if (!from || /\.test\.tsx?$/.test(file)) continue
    if (!graph.has(from)) graph.set(from, new Set())
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = featureOf(path.resolve(path.dirname(file), match[1] ?? match[2]))
      if (!to || to === from) continue
      graph.get(from).add(to)
      if (rank.has(from) && rank.has(to) && rank.get(to) > rank.get(from))
        found.push(`${rel(file)}: ${from} must not import ${to}, which stands above it in src/features/README.md`)
    }
  }
  for (const name of [...graph.keys()].sort())
    if (!rank.has(name)) found.push(`src/features/${name}: not in the features' order of src/features/README.md`)
  for (const component of cycles(graph)) found.push(`features import each other in a cycle: ${component.join(', ')}`)
  return found
}

const problems = []
for (const top of ['src', 'sw', 'server', 'contract']) {
  for (const file of walk(path.join(ROOT, top))) {
    const from = areaOf(file)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]
      const target = path.resolve(path.dirname(file), specifier)
      const to = areaOf(target)
      const relFile = path.relative(ROOT, file)
      if (!to || !from) continue
      if (
        isInside(rel(target), DEMO_SEED) &&
        !isInside(rel(file), DEMO_SEED) &&
        !DEMO_SEED_USERS.includes(rel(file)) &&
        !/\.test\.tsx?$/.test(file)
      )
        problems.push(`${relFile}: the demo seed is for the demo's start only (${specifier})`)
      // A test beside the app's code may use the shared test helpers: tests are not shipped.
      const isTestHelper = to === 'src/testing' && from.startsWith('src/') && /\.test\.tsx?$/.test(file)
      if (to !== from && !ALLOWED[from].includes(to) && !isTestHelper) {
        problems.push(`${relFile}: ${from} must not import ${to} (${specifier})`)
      }
      // Features are used through their index.ts (and screens.ts, the lazily loaded screens).
      const featureOf = (p) => path.relative(path.join(ROOT, 'src/features'), p).split(path.sep)[0]
      if (to === 'src/features' && !/\.test\.tsx?$/.test(file)) {
        const sameFeature = from === 'src/features' && featureOf(file) === featureOf(target)
        const inner = path.relative(path.join(ROOT, 'src/features'), target).split(path.sep)
        const throughIndex = inner.length === 1 || (inner.length === 2 && inner[1] === 'screens')
        if (!sameFeature && !throughIndex)
          problems.push(`${relFile}: import the feature through its index (${specifier})`)
      }
    }
  }
}

problems.push(...checkServerModules(), ...checkFeatureOrder())

if (problems.length) {
  console.error(`Dependency rule broken:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log('boundaries: every import follows the dependency direction')
