/**
 * Enforces the dependency direction on relative imports (each area imports only the areas below it):
 *   routes -> features -> api | offline | ui | lib -> contract
 * sw/ and server/ may import contract/ only (plus their own files); contract/ imports nothing of ours;
 * a feature is used through its index.ts; features never import route files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
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
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'migrations') continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* walk(full)
    else if (CODE.test(name)) yield full
  }
}

const problems = []
for (const top of ['src', 'sw', 'server', 'contract']) {
  for (const file of walk(path.join(ROOT, top))) {
    const from = areaOf(file)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(
      /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
    )) {
      const specifier = match[1] ?? match[2]
      const target = path.resolve(path.dirname(file), specifier)
      const to = areaOf(target)
      const relFile = path.relative(ROOT, file)
      if (!to || !from) continue
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

if (problems.length) {
  console.error(`Dependency rule broken:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log('boundaries: every import follows the dependency direction')
