import path from 'node:path'
import { browserTestConfig } from '../chromium'
import { fixtureSiteDir } from '../fixture-site/build'

/**
 * Browser tests run Debian's Chromium against fixture sites built from the tests' own content
 * (tests/fixture-site/build.ts), never the live site, served the way a static host serves them: the `plain` site
 * (that content as it is), and on FIXTURE_PORT the `launch` site (contract address set, fixture pages, news and an
 * untranslated FAQ entry), for the tests of what only launch day or new content shows.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173)
export const FIXTURE_PORT = PORT + 1

/** Builds a fixture site, then serves its dist/client: a whole build each, on two cores, maybe beside other work. */
const fixtureServer = (variant: 'plain' | 'launch', port: number) => ({
  command: [
    `tsx tests/fixture-site/build.ts ${variant}`,
    `tsx scripts/serve/static.ts --port ${port} --dir ${path.join(fixtureSiteDir(variant), 'dist/client')}`,
  ].join(' && '),
  cwd: '../..',
  url: `http://localhost:${port}/`,
  reuseExistingServer: false,
  timeout: 600_000,
})

export default browserTestConfig(
  `http://localhost:${PORT}`,
  [fixtureServer('plain', PORT), fixtureServer('launch', FIXTURE_PORT)],
  'e2e',
)
