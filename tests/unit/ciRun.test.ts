/**
 * .ci/run's choice of Node and npm (.ci/pinned-tools.sh), run for real with stub `node` and `npm` on PATH that
 * report other versions (a machine with Node 20 and npm 10): it must fetch the pinned Node tarball, check its sha512
 * against .ci/node-integrity before using it, fetch the pinned npm, and end with both first on PATH. And every
 * version .nvmrc names has its tarballs' sha512 pinned.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../../scripts/core/rootDir'

const NODE_VERSION = fs.readFileSync(path.join(ROOT_DIR, '.nvmrc'), 'utf8').trim()
const NPM_VERSION = (
  JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { packageManager: string }
).packageManager.replace(/^npm@/, '')
const ARCH = os.arch() === 'arm64' ? 'arm64' : 'x64'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-ci-run-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const write = (file: string, text: string, mode = 0o644) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text, { mode })
}
const script = (version: string) =>
  `#!/bin/sh\nif [ "$1" = "--version" ]; then echo ${version}; else exec "${process.execPath}" "$@"; fi\n`

// The machine: a Node 20 and an npm 10 that logs what it is asked and plays the registry from the fixture tarball.
write('machine/node', script('v20.0.0'), 0o755)
write(
  'machine/npm',
  `#!/bin/sh
echo "$*" >> "${dir}/npm.log"
case "$1" in
  --version) echo 10.0.0 ;;
  config) echo "${dir}/globalnpmrc" ;;
  pack) cp "${dir}/registry/node.tgz" "./node-linux-${ARCH}-${NODE_VERSION}.tgz" ;;
  install)
    mkdir -p "$3/node_modules/npm" "$3/node_modules/.bin"
    echo '{}' > "$3/node_modules/npm/package.json"
    printf '#!/bin/sh\\necho ${NPM_VERSION}\\n' > "$3/node_modules/.bin/npm"
    chmod +x "$3/node_modules/.bin/npm" ;;
esac
`,
  0o755,
)
// The registry's node-linux-<arch> tarball: a bin/node that reports the pinned version.
write('tarball/package/package.json', '{}')
write('tarball/package/bin/node', script(`v${NODE_VERSION}`), 0o755)
fs.mkdirSync(path.join(dir, 'registry'))
spawnSync('tar', ['-czf', path.join(dir, 'registry/node.tgz'), '-C', path.join(dir, 'tarball'), 'package'])
const tarballIntegrity = `sha512-${crypto
  .createHash('sha512')
  .update(fs.readFileSync(path.join(dir, 'registry/node.tgz')))
  .digest('base64')}`

/** Runs use_pinned_tools in a project holding the real .ci/pinned-tools.sh, .nvmrc and package.json. */
function run(integrity: string, cache: string) {
  const project = path.join(dir, 'project')
  fs.mkdirSync(path.join(project, '.ci'), { recursive: true })
  for (const file of ['.ci/pinned-tools.sh', '.nvmrc', 'package.json'])
    fs.copyFileSync(path.join(ROOT_DIR, file), path.join(project, file))
  fs.writeFileSync(path.join(project, '.ci/node-integrity'), `node-linux-${ARCH}@${NODE_VERSION} ${integrity}\n`)
  fs.rmSync(path.join(dir, 'npm.log'), { force: true })
  const result = spawnSync(
    'bash',
    [
      '--norc',
      '--noprofile',
      '-euo',
      'pipefail',
      '-c',
      `. .ci/pinned-tools.sh; use_pinned_tools "${cache}"; echo "ran $(node --version) $(npm --version) ` +
        `$(command -v node)"`,
    ],
    {
      cwd: project,
      encoding: 'utf8',
      env: { PATH: `${path.join(dir, 'machine')}:/usr/bin:/bin`, HOME: dir },
    },
  )
  const log = fs.existsSync(path.join(dir, 'npm.log')) ? fs.readFileSync(path.join(dir, 'npm.log'), 'utf8') : ''
  return { ...result, log }
}

describe('.ci/run on a machine with other versions of Node and npm', () => {
  it('fetches the pinned Node (checked against its pinned sha512) and npm, and runs them first on PATH', () => {
    const cache = path.join(dir, 'cache-good')
    const { status, stdout, stderr, log } = run(tarballIntegrity, cache)
    expect(stderr).toBe('')
    expect(status).toBe(0)
    expect(log).toContain(`pack --globalconfig ${dir}/globalnpmrc --loglevel=error node-linux-${ARCH}@${NODE_VERSION}`)
    expect(log).toContain(`npm@${NPM_VERSION}`)
    expect(stdout).toContain(
      `ran v${NODE_VERSION} ${NPM_VERSION} ` +
        `${cache}/node/node-linux-${ARCH}-${NODE_VERSION}/node_modules/node-linux-${ARCH}/bin/node`,
    )
    // A second run uses what the first fetched.
    const again = run(tarballIntegrity, cache)
    expect(again.status).toBe(0)
    expect(again.log).not.toContain('pack')
  })

  it("stops, and keeps nothing, when the registry's tarball is not the one pinned", () => {
    const cache = path.join(dir, 'cache-bad')
    const { status, stderr } = run(`sha512-${'A'.repeat(86)}==`, cache)
    expect(status).not.toBe(0)
    expect(stderr).toContain(`node-linux-${ARCH}@${NODE_VERSION} from the registry has ${tarballIntegrity}`)
    expect(fs.existsSync(path.join(cache, 'node', `node-linux-${ARCH}-${NODE_VERSION}`, 'node_modules'))).toBe(false)
  })

  it("pins the sha512 of both architectures' tarballs for the version in .nvmrc", () => {
    const pins = fs.readFileSync(path.join(ROOT_DIR, '.ci/node-integrity'), 'utf8')
    for (const arch of ['x64', 'arm64'])
      expect(pins).toMatch(
        new RegExp(`^node-linux-${arch}@${NODE_VERSION.replace(/\./g, '\\.')} sha512-[A-Za-z0-9+/]{86}==$`, 'm'),
      )
  })
})
