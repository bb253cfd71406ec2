/**
 * Builds the site once more with test-only constants, in a temporary folder: a copy of the repository
 * whose content/constants.yaml sets tokenContractAddress, so the browser tests can exercise what the real site
 * shows only on launch day (the address and its Copy island), and with fixture article pages (FIXTURE_ARTICLES:
 * English only, translated into German, a draft, a page listed in the footer by `footer: resources`). Nothing in
 * the real content or code changes, and no made-up policy ever enters content/.
 * Usage: tsx tests/fixture-site/build.ts   (then serve FIXTURE_DIR/dist/client; tests/e2e/playwright.config.ts does)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sourceHash } from '../../scripts/content/buildContent'

/** A valid base58 Solana address (the System Program's), used only by the fixture site. */
export const FIXTURE_CONTRACT_ADDRESS = '11111111111111111111111111111111'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// Outside the repository, so that no tool of the repository (tsc, vitest, lingui) ever sees the copy.
export const FIXTURE_DIR = path.join(os.tmpdir(), `reelfi-fixture-site-${path.basename(root)}`)

/** Folders that are outputs or machine-local, never part of the site's source. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.nginx', 'test-results', '.cache'])

function buildFixtureSite() {
  fs.rmSync(FIXTURE_DIR, { recursive: true, force: true })
  for (const entry of fs.readdirSync(root)) {
    if (!SKIPPED.has(entry)) fs.cpSync(path.join(root, entry), path.join(FIXTURE_DIR, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(FIXTURE_DIR, 'node_modules'), 'dir')

  const constantsFile = path.join(FIXTURE_DIR, 'content/constants.yaml')
  const constants = fs.readFileSync(constantsFile, 'utf8')
  const declaration = /^tokenContractAddress: null$/m
  // CAREFUL HERE: if the entry changes shape, fail loudly rather than test a site without the address.
  if (!declaration.test(constants)) throw new Error(`${constantsFile}: tokenContractAddress entry not found; update ${path.relative(root, fileURLToPath(import.meta.url))}`)
  fs.writeFileSync(constantsFile, constants.replace(declaration, `tokenContractAddress: "${FIXTURE_CONTRACT_ADDRESS}"`))

  writeFixtureArticles()

  const build = spawnSync('npm', ['run', 'build'], { cwd: FIXTURE_DIR, stdio: ['ignore', 'ignore', 'inherit'] })
  if (build.status !== 0) throw new Error(`the fixture site did not build (exit ${build.status})`)
  console.log(`fixture site built in ${path.relative(root, FIXTURE_DIR)}/dist/client`)
}

const FIXTURE_PRIVACY_POLICY = `---
title: Privacy Policy (fixture) — {brand}
description: A fixture page for the browser tests, not a policy.
heading: Privacy Policy (fixture)
updated: 2026-03-05
footer: legal
---
This page exists only in the test build. See the [FAQ](/faq).

## What we collect

Nothing: this is a fixture.

## How long we keep it

| Kind of data | Kept for | Why we keep it, in a sentence long enough to make the table wider than a phone |
| --- | --- | --- |
| Server logs | 14 days | To find errors and keep the service reachable for everyone |
| Newsletter address | Until you unsubscribe | To send the newsletter you asked for, and nothing else |

## Your rights

Write to us at any time.

| Right | How to use it |
| --- | --- |
| Access | Ask us for a copy of what we hold |
| Erasure | Ask us to delete it |

### Contacting us

By e-mail.

## Coming soon dialog

A heading whose text matches an id of the page frame: it must get another id, or the dialogs would break.
`

const FIXTURE_PRIVACY_POLICY_DE = (english: string) => `---
title: Datenschutz (Testseite) — {brand}
description: Eine Testseite für die Browsertests, keine Richtlinie.
heading: Datenschutz (Testseite)
source_hash: ${sourceHash(english)}
---
Diese Seite gibt es nur im Testbuild.

## Was wir erheben

Nichts: Dies ist eine Testseite.

## Wie lange wir es aufbewahren

Gar nicht.

## Ihre Rechte

Schreiben Sie uns jederzeit.
`

/** Fixture article pages, by path in the copy; what each one is for is in tests/e2e/articles.spec.ts. */
export const FIXTURE_ARTICLES: Record<string, string> = {
  'content/en/pages/privacy-policy.mdx': FIXTURE_PRIVACY_POLICY,
  'content/de/pages/privacy-policy.mdx': FIXTURE_PRIVACY_POLICY_DE(FIXTURE_PRIVACY_POLICY),
  'content/en/pages/tokenomics.mdx': '---\ntitle: Tokenomics (draft fixture)\ndescription: A draft.\nheading: Tokenomics (draft fixture)\ndraft: true\n---\nNot yet.\n',
  'content/en/pages/press-kit.mdx': '---\ntitle: Press kit (fixture)\ndescription: A fixture page listed under Resources.\nheading: Press kit (fixture)\nfooter: resources\n---\nLogos and screenshots, one day.\n',
}

function writeFixtureArticles() {
  for (const [file, text] of Object.entries(FIXTURE_ARTICLES)) fs.writeFileSync(path.join(FIXTURE_DIR, file), text)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildFixtureSite()
