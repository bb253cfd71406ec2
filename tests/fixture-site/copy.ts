/**
 * A copy of this checkout for the tests that run the project's own commands on a whole repository (the fixture site's
 * build, the editor's checks, CONTRIBUTING's example): the code as it is, node_modules linked, and as its content/ the
 * tests' frozen content (tests/fixtures/site/content/), never the live content/ or what was generated from it. So a
 * writer's edit changes no test.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { isVikeTemporaryFile, WORK_FOLDERS } from '../../scripts/core/workFolders'
import { FIXTURE_CONTENT_DIR } from './content'

/**
 * The folders tools write (WORK_FOLDERS) and the live content, never copied. An output of a test stage copied would
 * change the key under which tests/fixture-site/build.ts reuses a fixture site.
 */
const SKIPPED: ReadonlySet<string> = new Set([...WORK_FOLDERS, 'content'])

/** What `npm run content` generated from the live content: the copy's commands generate their own. */
const GENERATED = path.join('src', 'content', 'generated')

/** Whether a path of the checkout (relative) is part of a copy: neither generated nor a tool's temporary file. */
const isCopied = (file: string) =>
  file !== GENERATED && !file.startsWith(GENERATED + path.sep) && !isVikeTemporaryFile(file)

/**
 * The files a copy is made of, by path in the repository: what copyWithFixtureContent copies and keeps, besides the
 * tests' content.
 */
export function copiedFiles(): string[] {
  return fs
    .readdirSync(ROOT_DIR)
    .filter(entry => !SKIPPED.has(entry))
    .flatMap(entry =>
      fs.statSync(path.join(ROOT_DIR, entry)).isDirectory()
        ? fs
            .readdirSync(path.join(ROOT_DIR, entry), { recursive: true, encoding: 'utf8' })
            .map(file => path.join(entry, file))
        : [entry],
    )
    .filter(file => isCopied(file) && !fs.statSync(path.join(ROOT_DIR, file)).isDirectory())
    .sort()
}

/** Fills `target` (emptied first) with the copy; returns it. */
export function copyWithFixtureContent(target: string): string {
  fs.rmSync(target, { recursive: true, force: true })
  fs.mkdirSync(target, { recursive: true })
  for (const entry of fs.readdirSync(ROOT_DIR)) {
    if (SKIPPED.has(entry)) continue
    fs.cpSync(path.join(ROOT_DIR, entry), path.join(target, entry), {
      recursive: true,
      filter: source => isCopied(path.relative(ROOT_DIR, source)),
    })
  }
  fs.symlinkSync(path.join(ROOT_DIR, 'node_modules'), path.join(target, 'node_modules'), 'dir')
  return withFixtureContent(target)
}

/** Puts the tests' content in the place of a copy's content/, and removes what was generated from the live one. */
export function withFixtureContent(copy: string): string {
  fs.rmSync(path.join(copy, 'content'), { recursive: true, force: true })
  fs.cpSync(FIXTURE_CONTENT_DIR, path.join(copy, 'content'), { recursive: true })
  // CAREFUL HERE: generated from the live content.
  fs.rmSync(path.join(copy, GENERATED), { recursive: true, force: true })
  return copy
}

/**
 * This process's environment as a person's shell has it, for a copy's scripts run as they run them: without Vitest's
 * NODE_ENV=test, with which a build bundles and prerenders React's development build (slower, and not what anyone
 * reviews or serves).
 */
export function userEnvironment(): NodeJS.ProcessEnv {
  const { NODE_ENV: _vitest, ...environment } = process.env
  return environment
}
