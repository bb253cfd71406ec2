/**
 * Tests own their data (shared/STYLE.md, rule 15): no test reads the live content/ or what `npm run content`
 * generated from it (src/content/generated/), and none copies the checkout with its content. Each builds from the
 * tests' own content (tests/fixtures/site/content/) through tests/fixture-site/, so that a writer who adds a FAQ entry,
 * a page or a news post as CONTRIBUTING.md shows changes no test. The unit project's imports of src/content/generated/
 * resolve to the fixture's index (vitest.config.ts); this test keeps a test from reading the live one by its path.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../../scripts/core/rootDir'

/**
 * What may name the live folders: the fixture's own builders (they put the tests' content in their place), the
 * production servers' tests, and the tests of the repository's layout, owners, docs and line width, which read file
 * names and code, never content.
 */
const ALLOWED = [
  /^tests\/fixture-site\//,
  // The production servers' tests (npm run test:nginx, test:edge) check the configuration against the build that is
  // deployed: fixed routes and file names of `npm run build`'s output, which no content file adds to or removes.
  /^tests\/serving\//,
  /^tests\/unit\/layout\.test\.ts$/,
  /^tests\/unit\/codeowners\.test\.ts$/,
  /^tests\/unit\/architectureDoc\.test\.ts$/,
  /^tests\/unit\/lineWidth\.test\.ts$/,
  /^tests\/unit\/testsOwnTheirData\.test\.ts$/,
]

/** `ROOT_DIR, '…`: a path joined to the checkout's root. */
const FROM_ROOT = String.raw`(?:ROOT_DIR|process\.cwd\(\)),\s*['"\x60]`
/** `readFileSync('…`, `new URL('…`: a path read relative to the working folder or a module. */
const READ_CALL = String.raw`(?:resolve|readFileSync|readdirSync|existsSync|statSync|cpSync|URL|import)\(\s*['"\x60]`

/** Ways a test reaches the live content or its generated index, each with what to do instead. */
const LIVE_READS: { pattern: RegExp; fix: string }[] = [
  {
    // import … from '../../src/content/generated/…', readFileSync(`src/content/generated/…`),
    // path.join(ROOT_DIR, 'src/content/generated/…')
    pattern: new RegExp(`(?:['"\`](?:\\.\\./)+|${FROM_ROOT}|${READ_CALL})src/content/generated`),
    fix: "read the index generated from the tests' content (fixtureIndex in tests/fixture-site/content.ts)",
  },
  {
    // path.join(ROOT_DIR, 'content…'), path.resolve('content/…'), readFileSync('content/…'),
    // new URL('../../content/…')
    pattern: new RegExp(`${FROM_ROOT}content\\b|${READ_CALL}(?:\\.\\./)*content/`),
    fix: "read the tests' content, tests/fixtures/site/content/ (FIXTURE_CONTENT_DIR, or tests/unit/contentCopy.ts)",
  },
  {
    pattern: /from\s+['"](?:\.\.\/)+content\//,
    fix: "import nothing from the live content/: read the tests' content (tests/fixture-site/content.ts)",
  },
  {
    // A copy of the whole checkout takes its live content/ with it.
    pattern: /readdirSync\(\s*ROOT_DIR\s*\)|['"]ls-files['"]|^(?!.*withFixtureContent\().*\bcopyRepository\(/,
    fix:
      'copy the checkout with copyWithFixtureContent (tests/fixture-site/copy.ts), or ' +
      "withFixtureContent(copyRepository(…)) on one line: either puts the tests' content in",
  },
  {
    // The live site's build: browser and editor tests are served a fixture site (tests/fixture-site/build.ts).
    // path.join(ROOT_DIR, 'dist/client'), builtPageScriptUrl() (its default is the live build).
    pattern: new RegExp(
      String.raw`scripts/serve/static\.ts --port \$\{\w+\}['"\x60]|${READ_CALL}(?:\.\./)*dist/client|` +
        String.raw`${FROM_ROOT}dist\b|builtPageScriptUrl\(\s*\)`,
    ),
    fix: 'serve a fixture site: tsx tests/fixture-site/build.ts plain|launch, then --dir its dist/client',
  },
]

const testFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'tests'], {
  cwd: ROOT_DIR,
  encoding: 'utf8',
})
  .split('\n')
  .filter(file => /\.(?:tsx?|mjs)$/.test(file) && fs.existsSync(path.join(ROOT_DIR, file)))

/** Every line of the files (paths under `root`) that reads the live content: where, and what to do instead. */
function liveReads(root: string, files: readonly string[]): { at: string; line: string; fix: string }[] {
  const found: { at: string; line: string; fix: string }[] = []
  for (const file of files.filter(name => !ALLOWED.some(allowed => allowed.test(name)))) {
    fs.readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const { pattern, fix } of LIVE_READS) {
          if (pattern.test(line)) found.push({ at: `${file}:${index + 1}`, line: line.trim(), fix })
        }
      })
  }
  return found
}

describe('tests own their data', () => {
  it('no test reads the live content/ or src/content/generated/, or copies the checkout with them', () => {
    expect(testFiles.length).toBeGreaterThan(100)
    expect(liveReads(ROOT_DIR, testFiles).map(({ at, line, fix }) => `${at}: ${line} — ${fix}`)).toEqual([])
  })

  it("names each way of reading the live content, and not a copy's own content or a message", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-own-data-'))
    try {
      const reads = [
        "import { NEWS } from '../../src/content/generated/news'",
        'JSON.parse(fs.readFileSync(`src/content/generated/${locale}.json`, "utf8"))',
        "const glossary = readGlossary(path.join(ROOT_DIR, 'content/glossary.yaml'))",
        "const real = fs.readFileSync('content/constants.yaml', 'utf8')",
        "const home = new URL('../../content/en/pages/home.mdx', import.meta.url)",
        "import constants from '../../content/constants.yaml'",
        'for (const entry of fs.readdirSync(ROOT_DIR)) copy(entry)',
        "const copy = copyRepository('reelfi-build-cache-')",
        'command: `tsx scripts/serve/static.ts --port ${PORT}`,',
        "const site = fileURLToPath(new URL('../../dist/client', import.meta.url))",
        "const CLIENT_DIR = path.join(ROOT_DIR, 'dist/client')",
        'const PAGE_SCRIPT = builtPageScriptUrl()',
      ]
      fs.writeFileSync(path.join(dir, 'reads.test.ts'), `${reads.join('\n')}\n`)
      fs.writeFileSync(
        path.join(dir, 'copy.test.ts'),
        [
          "fs.writeFileSync(path.join(root, 'content/en/faq/x.mdx'), text)",
          "expect(message).toBe('content/en/faq/x.mdx:3')",
          "edit(root, 'src/content/generated/en.json', '{}')",
          "copy = withFixtureContent(copyRepository('reelfi-dev-test-'))",
          "const url = builtPageScriptUrl(path.join(fixtureSiteDir('plain'), 'dist/client'))",
        ].join('\n'),
      )
      expect(liveReads(dir, ['reads.test.ts', 'copy.test.ts']).map(({ at }) => at)).toEqual(
        reads.map((_, index) => `reads.test.ts:${index + 1}`),
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
