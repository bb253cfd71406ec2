/**
 * Builds the sites the browser and editor tests run against, in temporary folders, from the tests' own content
 * (tests/fixtures/site/content/, through tests/fixture-site/copy.ts), never from the live content/:
 * - `plain`: that content as it is, the site a visitor gets;
 * - `launch`: the same with test-only constants and content: content/constants.yaml sets tokenContractAddress, so the
 *   browser tests can exercise what the real site shows only on launch day (the address and its Copy island,
 *   /tokenlist.json), its Telegram link changed, with fixture article pages (FIXTURE_ARTICLES: English only,
 *   translated into German, a draft, a page listed in the footer by `footer: resources`), fixture news and a FAQ
 *   entry in English only (FIXTURE_NEW_FAQ). No made-up policy ever enters content/.
 * Both are built as on FIXTURE_TODAY. A variant whose inputs are those of its last build is not built again
 * (fixtureInputsKey): the browser and editor suites each ask for the `plain` site, and a second run of a suite with
 * nothing changed starts at once.
 * Usage: tsx tests/fixture-site/build.ts plain|launch…   (then serve fixtureSiteDir(…)/dist/client, as
 * tests/e2e/playwright.config.ts and tests/admin/playwright.config.ts do; `npm test` builds both first, one after the
 * other, and its browser suites find them current)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sourceHash } from '../../scripts/pipeline/buildContent'
import { hashOf } from '../../scripts/core/hash'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { FIXTURE_CONTENT_DIR, FIXTURE_TODAY } from './content'
import { copiedFiles, copyWithFixtureContent } from './copy'
import { photoJpeg, screenshotPng } from './images'

/** A valid base58 Solana address (the System Program's), used only by the fixture site. */
export const FIXTURE_CONTRACT_ADDRESS = '11111111111111111111111111111111'

/** The fixture site's Telegram link, in place of the real one (a change to a link in content/constants.yaml). */
export const FIXTURE_TELEGRAM_LINK = 'https://t.me/reelfi_fixture_chat'

export type FixtureVariant = 'plain' | 'launch'

/**
 * Where a variant is built: outside the repository, so that no tool of the repository (tsc, vitest, lingui) ever sees
 * the copy; one folder per checkout, so that two checkouts on one machine do not build into each other.
 */
export const fixtureSiteDir = (variant: FixtureVariant) =>
  path.join(os.tmpdir(), `reelfi-fixture-site-${path.basename(ROOT_DIR)}-${variant}`)

/**
 * Variables a build reads that change what it writes: scripts/core/clock.ts, src/seo/site.ts and those
 * scripts/build/bundleKey.ts keys the bundles by.
 */
const BUILD_VARIABLES = /^(REELFI_|SITE_|VITE_|VIKE_|PUBLIC_ENV__|SOURCEMAP$|NODE_ENV$)/

/**
 * The browser and editor suites' own files, which no build reads: a test edited there is run at once, without both
 * sites built again first (3 to 4 minutes on a loaded machine).
 */
const BROWSER_SUITES = /^tests[\\/](e2e|admin)[\\/]/

/**
 * Everything a variant's build depends on, hashed: the variant, every file the copy is made of (the code, this file
 * and what it writes, the lockfile) but the browser suites', the tests' content, the packages installed (npm's record
 * of node_modules), Node's version and the variables the build reads (not today's date: the site is built as on
 * FIXTURE_TODAY, and the footer's year and security.txt's expiry follow that day). CAREFUL HERE: an input of the
 * build missing here would serve a site built from older inputs; the build caches under node_modules/.cache/reelfi/
 * are keyed on their own and not needed.
 */
export function fixtureInputsKey(variant: FixtureVariant): string {
  const inRoot = copiedFiles()
    .filter(file => !BROWSER_SUITES.test(file))
    .flatMap(file => [file, fs.readFileSync(path.join(ROOT_DIR, file))])
  const content = fs
    .readdirSync(FIXTURE_CONTENT_DIR, { recursive: true, encoding: 'utf8' })
    .filter(file => !fs.statSync(path.join(FIXTURE_CONTENT_DIR, file)).isDirectory())
    .sort()
    .flatMap(file => [`content/${file}`, fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, file))])
  const installed = path.join(ROOT_DIR, 'node_modules/.package-lock.json')
  const variables = Object.entries(process.env)
    .filter(([name]) => BUILD_VARIABLES.test(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
  return hashOf(
    variant,
    process.version,
    ...variables,
    fs.existsSync(installed) ? fs.readFileSync(installed) : '',
    ...inRoot,
    ...content,
  )
}

/** The key of the inputs a variant's site was last built from, beside its dist/. */
const keyFile = (variant: FixtureVariant) => path.join(fixtureSiteDir(variant), 'dist/fixture-inputs.key')

async function buildFixtureSite(variant: FixtureVariant) {
  const key = fixtureInputsKey(variant)
  const site = path.join(fixtureSiteDir(variant), 'dist/client')
  const built = fs.existsSync(keyFile(variant)) && fs.existsSync(path.join(site, 'index.html'))
  if (built && fs.readFileSync(keyFile(variant), 'utf8') === key) {
    console.log(`${variant} fixture site: its inputs have not changed since it was built, ${site} is used as it is`)
    return
  }
  const dir = copyWithFixtureContent(fixtureSiteDir(variant))
  if (variant === 'launch') {
    setLaunchConstants(dir)
    writeFixtureArticles(dir)
    writeFixtureNews(dir)
    await writeFixtureImages(dir)
  }

  // Built as on FIXTURE_TODAY, so that what is scheduled, pinned or expired never depends on the day the tests run.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, REELFI_NOW: FIXTURE_TODAY },
  })
  if (build.status !== 0) throw new Error(`the ${variant} fixture site did not build (exit ${build.status})`)
  fs.writeFileSync(keyFile(variant), key)
  console.log(`${variant} fixture site built in ${dir}/dist/client`)
}

function setLaunchConstants(dir: string) {
  const constantsFile = path.join(dir, 'content/constants.yaml')
  const constants = fs.readFileSync(constantsFile, 'utf8')
  const declaration = /^tokenContractAddress: null$/m
  const self = path.relative(ROOT_DIR, fileURLToPath(import.meta.url))
  // CAREFUL HERE: if the entry changes shape, fail loudly rather than test a site without the address.
  if (!declaration.test(constants))
    throw new Error(`${constantsFile}: tokenContractAddress entry not found; update ${self}`)
  // A link changed in the one place it is defined: tests/e2e/official.spec.ts finds the new one on /official/, in
  // official.json and on every page that links there, and the old one nowhere.
  const telegram = /^ {2}telegram: https:\/\/t\.me\/reelfi_app$/m
  if (!telegram.test(constants)) throw new Error(`${constantsFile}: the telegram link was not found; update ${self}`)
  fs.writeFileSync(
    constantsFile,
    constants
      .replace(declaration, `tokenContractAddress: "${FIXTURE_CONTRACT_ADDRESS}"`)
      .replace(telegram, `  telegram: ${FIXTURE_TELEGRAM_LINK}`),
  )
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
Diese Seite gibt es nur im Testbuild. Siehe die [FAQ](/faq).

## Was wir erheben

Nichts: Dies ist eine Testseite.

## Wie lange wir es aufbewahren

| Art der Daten | Aufbewahrt für | Warum wir sie aufbewahren, in einem Satz, der lang genug ist, um die Tabelle breiter als ein Telefon zu machen |
| --- | --- | --- |
| Serverprotokolle | 14 Tage | Um Fehler zu finden und den Dienst für alle erreichbar zu halten |
| Newsletter-Adresse | Bis du dich abmeldest | Um dir den Newsletter zu schicken, den du bestellt hast, und nichts anderes |

## Deine Rechte

Schreib uns jederzeit.

| Recht | So nutzt du es |
| --- | --- |
| Auskunft | Bitte uns um eine Kopie dessen, was wir speichern |
| Löschung | Bitte uns, es zu löschen |

### Kontakt

Per E-Mail.

## Dialog „Demnächst verfügbar“

Eine Überschrift, deren Text einer ID des Seitenrahmens entspricht: Sie muss eine andere ID bekommen, sonst würden die Dialoge nicht funktionieren.
`

/**
 * An article with pictures: a photo on the first screen (a JPEG with camera, serial and GPS in its EXIF), then
 * under a heading a screenshot with a caption, which German shows in its own variant (app-home.de.png), and a
 * table below. Translated into German, each alt text and caption in German.
 */
const FIXTURE_APP_TOUR = `---
title: App tour (fixture) — {brand}
description: A fixture page with pictures, for the browser tests.
heading: App tour (fixture)
updated: 2026-03-05
---
![Green hills under an orange evening sky](sunset.jpg)

This page exists only in the test build: a photo on the first screen, a screenshot with a caption, and a table.

## The home screen

The home screen lists the videos of the creators you follow. Each card shows the creator, the title and what watching
it earns. The button at the bottom opens the wallet.

![The home screen of the app: a purple bar, four video cards and a green button](app-home.png "The home screen, where every video starts")

## What each picture weighs

| Picture | Shown at | Formats |
| --- | --- | --- |
| Photo | Full column | AVIF, WebP, JPEG |
| Screenshot | Full column | AVIF, WebP, PNG |
`

const FIXTURE_APP_TOUR_DE = (english: string) => `---
title: App-Rundgang (Testseite) — {brand}
description: Eine Testseite mit Bildern für die Browsertests.
heading: App-Rundgang (Testseite)
source_hash: ${sourceHash(english)}
---
![Grüne Hügel unter einem orangefarbenen Abendhimmel](sunset.jpg)

Diese Seite gibt es nur im Testbuild: ein Foto auf dem ersten Bildschirm, ein Bildschirmfoto mit Bildunterschrift und eine Tabelle.

## Der Startbildschirm

Der Startbildschirm zeigt die Videos der Creator, denen Sie folgen. Jede Karte nennt den Creator, den Titel und was das
Ansehen einbringt. Die Schaltfläche unten öffnet die Wallet.

![Der Startbildschirm der App: eine orange Leiste, vier Videokarten und eine grüne Schaltfläche](app-home.png "Der Startbildschirm, mit dem jedes Video beginnt")

## Was jedes Bild wiegt

| Bild | Angezeigt | Formate |
| --- | --- | --- |
| Foto | Ganze Spalte | AVIF, WebP, JPEG |
| Bildschirmfoto | Ganze Spalte | AVIF, WebP, PNG |
`

/** The pictures of FIXTURE_APP_TOUR, drawn by tests/fixture-site/images.ts, by path in the copy. */
async function writeFixtureImages(dir: string) {
  const images: Record<string, Buffer> = {
    'content/images/sunset.jpg': await photoJpeg(),
    'content/images/app-home.png': await screenshotPng('#9945ff', 1440, 900),
    'content/images/app-home.de.png': await screenshotPng('#f59e0b', 1440, 900),
  }
  for (const [file, bytes] of Object.entries(images)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), bytes)
  }
}

/** Fixture article pages, by path in the copy; what each one is for is in tests/e2e/articles.spec.ts. */
export const FIXTURE_ARTICLES: Record<string, string> = {
  'content/en/pages/privacy-policy.mdx': FIXTURE_PRIVACY_POLICY,
  'content/de/pages/privacy-policy.mdx': FIXTURE_PRIVACY_POLICY_DE(FIXTURE_PRIVACY_POLICY),
  'content/en/pages/tokenomics.mdx':
    '---\ntitle: Tokenomics (draft fixture)\ndescription: A draft.\nheading: Tokenomics (draft fixture)\ndraft: ' +
    'true\n---\nNot yet.\n',
  'content/en/pages/app-tour.mdx': FIXTURE_APP_TOUR,
  'content/de/pages/app-tour.mdx': FIXTURE_APP_TOUR_DE(FIXTURE_APP_TOUR),
  'content/en/pages/press-kit.mdx':
    '---\ntitle: Press kit (fixture)\ndescription: A fixture page listed under Resources.\nheading: Press kit ' +
    '(fixture)\nfooter: resources\n---\nLogos and screenshots, one day.\n',
}

/**
 * A FAQ entry added in English only, as CONTRIBUTING.md's "Add a FAQ entry" shows (order 14, after every real entry):
 * every other language shows it in English, marked, and no page leaves the search engines for it
 * (tests/e2e/untranslated.spec.ts).
 */
export const FIXTURE_NEW_FAQ = { id: 'minimum-withdrawal', question: 'Is there a minimum withdrawal?' }
const FIXTURE_ENTRIES: Record<string, string> = {
  [`content/en/faq/${FIXTURE_NEW_FAQ.id}.mdx`]:
    `---\nquestion: ${FIXTURE_NEW_FAQ.question}\norder: 14\n---\nNo. ` +
    `Rewards go straight to your wallet as you earn them, with no threshold like the <Constant name="presaleGateUsd" ` +
    `/> creators' gate.\n`,
}

function writeFixtureArticles(dir: string) {
  for (const [file, text] of Object.entries({ ...FIXTURE_ARTICLES, ...FIXTURE_ENTRIES }))
    fs.writeFileSync(path.join(dir, file), text)
}

/**
 * Fixture news, in English only (so every other locale shows them marked "Not yet translated"), beside the real
 * posts: FIXTURE_NEWS_COUNT posts dated 2026-10-01 onwards (so /news/ has two pages; every third tagged
 * `product`), a draft and a post scheduled after FIXTURE_TODAY, which must appear nowhere.
 */
export const FIXTURE_NEWS_COUNT = 22
export const FIXTURE_HIDDEN_NEWS = { draft: 'fixture-draft-post', scheduled: 'fixture-scheduled-post' } as const

function writeFixtureNews(dir: string) {
  const folder = path.join(dir, 'content/en/news')
  const post = (title: string, frontmatter: string) =>
    `---\ntitle: ${title}\ndescription: A fixture post for the browser tests, not news.\n${frontmatter}---\nThis ` +
    `post exists only in the test build. See the [FAQ](/faq).\n`
  for (let index = 1; index <= FIXTURE_NEWS_COUNT; index++) {
    const day = String(index).padStart(2, '0')
    fs.writeFileSync(
      path.join(folder, `fixture-post-${day}.mdx`),
      post(`Fixture post ${day}`, `date: 2026-10-${day}\n${index % 3 === 0 ? 'tags: [product]\n' : ''}`),
    )
  }
  fs.writeFileSync(
    path.join(folder, `${FIXTURE_HIDDEN_NEWS.draft}.mdx`),
    post('Fixture draft', 'date: 2026-10-30\ndraft: true\n'),
  )
  fs.writeFileSync(
    path.join(folder, `${FIXTURE_HIDDEN_NEWS.scheduled}.mdx`),
    post('Fixture scheduled post', 'date: 2099-01-01\ntags: [security]\n'),
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const variants = process.argv.slice(2)
  if (variants.length === 0 || variants.some(variant => variant !== 'plain' && variant !== 'launch'))
    throw new Error('usage: tsx tests/fixture-site/build.ts plain|launch [plain|launch]')
  for (const variant of variants as FixtureVariant[]) await buildFixtureSite(variant)
}
