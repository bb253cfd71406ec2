import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { CONTENT_INDEX_DIR, ROOT_DIR } from './scripts/core/rootDir.ts'
import { linguiPlugins } from './scripts/translation/linguiPlugins.ts'
import { FIXTURE_GENERATED_DIR } from './tests/fixture-site/content.ts'

const LIVE_GENERATED_DIR = path.join(ROOT_DIR, CONTENT_INDEX_DIR)

/**
 * What `npm run content` generates from the live content/ is never read by a test: every import of
 * src/content/generated/ (by a module under test or by a test) resolves to the index tests/fixture-site/generate.ts
 * generated from the tests' own content. So a writer's edit changes no test.
 */
const fixtureGeneratedContent: Plugin = {
  name: 'fixture-generated-content',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !source.startsWith('.')) return null
    const target = path.resolve(path.dirname(importer), source)
    if (!target.startsWith(LIVE_GENERATED_DIR + path.sep)) return null
    const fixture = path.join(FIXTURE_GENERATED_DIR, path.relative(LIVE_GENERATED_DIR, target))
    return fs.existsSync(fixture) ? fixture : `${fixture}.ts`
  },
}

/**
 * The files that change what a later file in the same process would see: they mock modules (vi.mock,
 * vi.resetModules), spy on or stub something (console, process.stdout, globals), set Vitest's options, set
 * process.env or listen on process. Found by their text, so that a new file of that kind cannot be left out. They run
 * each in a fresh process (`isolate`, Vitest's default); every other file shares its worker's modules with the files
 * before it, so that the content pipeline, sharp, satori and the like are loaded once per worker, not once per file.
 */
const LEAVES_A_TRACE =
  /\bvi\.(?:mock|doMock|unmock|resetModules|spyOn|stubEnv|stubGlobal|setConfig|useFakeTimers)\b|\bprocess\.(?:on|once|chdir)\(|\bprocess\.env\b(?:\.\w+|\[[^\]]+\])?\s*=(?!=)|\bdelete process\.env\b|\bprocess\.exitCode\b/
const UNIT_DIR = path.join(ROOT_DIR, 'tests/unit')
const ISOLATED = fs
  .readdirSync(UNIT_DIR, { recursive: true, encoding: 'utf8' })
  .filter(file => file.endsWith('.test.ts') && LEAVES_A_TRACE.test(fs.readFileSync(path.join(UNIT_DIR, file), 'utf8')))
  .map(file => `tests/unit/${file.split(path.sep).join('/')}`)

/**
 * `npx vitest run`, the unit project: no site is built and no timing asserted (site builds are in
 * vitest.integration.config.ts, timings in `npm run bench:*`). Its two parts take everything below (`extends`).
 */
export default defineConfig({
  // The Lingui plugins of the site (vite.config.ts): modules using macros can be unit-tested, and tests can import a
  // catalog (locales/<code>/messages.po) compiled as the site gets it.
  plugins: [...linguiPlugins(), fixtureGeneratedContent],
  test: {
    environment: 'node',
    // Once, before any file of either part runs.
    globalSetup: ['tests/fixture-site/generate.ts'],
    // One test file per core, where Vitest's default leaves one core to itself (one worker on a 2-core machine): its
    // own process is mostly idle once files are dealt, and many files wait on child processes (git, tsx, Biome,
    // Chromium). On 2 cores at the same load, 355 s with two workers against 472 s with one (docs/budgets.md, "Test
    // time").
    maxWorkers: os.availableParallelism(),
    // A hang guard, not a speed limit: a test that runs for minutes is stuck (a child process waiting for input, a
    // loop). How fast things are is measured by `npm run bench:*`, never asserted by a unit test.
    testTimeout: 10 * 60_000,
    hookTimeout: 10 * 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: ISOLATED, isolate: false },
      },
      { extends: true, test: { name: 'unit (isolated)', include: ISOLATED } },
    ],
  },
})
