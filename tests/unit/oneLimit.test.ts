/**
 * One limit in one place (issue 47): the length limits of content are LIMITS in src/content/schema.ts, and every
 * consumer reads them. Each test walks one consumer with a name or text just at and just past a limit, on a copy of
 * the fixture content (never the live content/): what `npm run content` accepts, the change report fetches and the
 * editor lets a writer type; what it refuses, none of them takes.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { buildContent } from '../../scripts/pipeline/buildContent'
import { formatProblem } from '../../scripts/core/problems'
import { readSide, sourcePaths } from '../../scripts/changes/sources'
import { ENTRY_NAME_LENGTH } from '../../scripts/admin/entryNames'
import { editorConfig } from '../../scripts/admin/editorConfig'
import { COLLECTIONS, LIMITS } from '../../src/content/schema'
import { contentOptionsIn, copyContentPerTest, fixtureFile, writeInto } from './contentCopy'

let root: string

const copy = copyContentPerTest('one-limit-', ['en'])
beforeEach(() => {
  root = copy()
})

const POST = fixtureFile('content/en/news/news-on-the-site.mdx')
/** A slug of `length` characters: words of a-z joined by dashes. */
const slugOf = (length: number) => 'scheduled-post-'.repeat(10).slice(0, length).replace(/-$/, 'x')
const build = () => buildContent(contentOptionsIn(root, { locales: ['en'] })).problems.map(formatProblem)

describe('the slug limit, as npm run content and the change report read it', () => {
  it('refuses a 107-character post name with the file named, and the change report would not fetch it', () => {
    const file = `content/en/news/${slugOf(107)}.mdx`
    writeInto(root, file, POST)
    const messages = build()
    expect(
      messages.some(
        message => message.startsWith(`${file}:1: file: `) && message.includes(`${LIMITS.slug} characters`),
      ),
      messages.join('\n'),
    ).toBe(true)
    expect(sourcePaths([file])).toEqual([])
  })

  it(`accepts a ${LIMITS.slug}-character post name, and the change report fetches and reads it`, () => {
    const file = `content/en/news/${slugOf(LIMITS.slug)}.mdx`
    expect(slugOf(LIMITS.slug)).toHaveLength(LIMITS.slug)
    writeInto(root, file, POST)
    expect(build()).toEqual([])
    expect(sourcePaths([file])).toEqual([file])
    expect(readSide(root)(file)).toBe(POST)
  })
})

describe('the title and description limits, as the schema and the editor read them', () => {
  const config = editorConfig({
    collections: COLLECTIONS,
    repository: 'owner/site',
  })
  const field = (collection: string, name: string) =>
    config.collections.find(entry => entry.name === collection)!.fields.find(entry => entry.name === name)

  it.each(['news', 'pages'])('gives the editor of %s the schema limits', collection => {
    expect(field(collection, 'title')).toMatchObject({ maxlength: LIMITS.title })
    expect(field(collection, 'description')).toMatchObject({ maxlength: LIMITS.description })
  })

  it('lets a writer type a post name no longer than a name may be, and refuses one a character longer', () => {
    // The editor's name field (its slug editor) takes a shorter name than the schema allows, never a longer one.
    expect(ENTRY_NAME_LENGTH).toBeLessThanOrEqual(LIMITS.slug)
    expect(config.slug.maxlength).toBeLessThanOrEqual(LIMITS.slug)
    const news = config.collections.find(entry => entry.name === 'news')!
    expect(news.slug.template).toBe('{{fields._slug}}')
    const pattern = new RegExp(news.slug.pattern[0]!)
    expect(pattern.test(slugOf(ENTRY_NAME_LENGTH))).toBe(true)
    expect(pattern.test(slugOf(ENTRY_NAME_LENGTH + 1))).toBe(false)
  })

  it('refuses a title one character over the limit with its line, and accepts one at the limit', () => {
    const file = 'content/en/news/news-on-the-site.mdx'
    const title = (length: number) => `"${'News of the site '.repeat(10).slice(0, length - 1)}x"`
    writeInto(root, file, POST.replace(/^title: .*$/m, `title: ${title(LIMITS.title)}`))
    expect(build()).toEqual([])
    writeInto(root, file, POST.replace(/^title: .*$/m, `title: ${title(LIMITS.title + 1)}`))
    const messages = build()
    expect(messages.join('\n')).toContain(
      `${file}:2: title: is too long for search results — keep it under ${LIMITS.title} characters`,
    )
  })
})

describe('the limit of any other line of copy, as the schema and the editor read it', () => {
  const file = 'content/en/faq/content-ownership.mdx'
  const ENTRY = fixtureFile(file)
  const question = (length: number) => `"${'Who owns it '.repeat(30).slice(0, length - 1)}?"`

  it('refuses a question one character over the limit with its line, and accepts one at the limit', () => {
    writeInto(root, file, ENTRY.replace(/^question: .*$/m, `question: ${question(LIMITS.text)}`))
    expect(build()).toEqual([])
    writeInto(root, file, ENTRY.replace(/^question: .*$/m, `question: ${question(LIMITS.text + 1)}`))
    expect(build()).toEqual([
      `${file}:2: question: is too long for a line of copy — keep it under ${LIMITS.text} characters and put longer ` +
        'text in the body — correct the value',
    ])
  })

  it('gives the editor the same limit, on a one-line field', () => {
    const config = editorConfig({ collections: COLLECTIONS, repository: 'owner/site' })
    const field = config.collections
      .find(entry => entry.name === 'faq')!
      .fields.find(entry => entry.name === 'question')
    expect(field).toMatchObject({ widget: 'string', maxlength: LIMITS.text })
  })
})
