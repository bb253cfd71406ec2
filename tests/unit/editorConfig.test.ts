import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { COLLECTIONS, CONTENT_DATES, MDX_COMPONENTS } from '../../src/content/schema'
import { LOCALES } from '../../src/i18n/locales'
import { LISTED_TITLE_FIELD } from '../../scripts/admin/browser/siteFormat'
import { editorConfig, trueOnlyFields } from '../../scripts/admin/editorConfig'
import { componentSpecs } from '../../scripts/admin/editorScript'
import { pickerLabels, repositoryName, siteEditorConfig } from '../../scripts/admin/writeAdmin'
import { ARTICLE_SLUG, RESERVED_NEWS_SLUGS, RESERVED_SLUGS } from '../../src/content/schema'
import { faqIdClash, RESERVED_ID_PREFIXES, RESERVED_IDS } from '../../src/content/reservedIds'
import { articleSlugProblem } from '../../scripts/content/crossFile'
import { isContentFileName } from '../../scripts/content/walk'

const inputs = {
  collections: COLLECTIONS,
  repository: 'owner/site',
}
const collection = (config: ReturnType<typeof editorConfig>, name: string) =>
  config.collections.find(entry => entry.name === name)!
const field = (config: ReturnType<typeof editorConfig>, name: string, fieldName: string) =>
  collection(config, name).fields.find(entry => entry.name === fieldName)

describe('the editor configuration, generated from src/content/schema.ts', () => {
  const config = editorConfig(inputs)

  it('has one collection per content kind, in content/<locale>/<kind>, the nine locales with English first', () => {
    expect(config.collections.map(entry => entry.name)).toEqual(Object.keys(COLLECTIONS))
    expect(config.i18n).toMatchObject({
      structure: 'multiple_root_folders',
      locales: [...LOCALES],
      default_locale: 'en',
    })
    expect(collection(config, 'news').folder).toBe('content/{{locale}}/news')
    expect(siteEditorConfig().backend).toMatchObject({
      name: 'github',
      repo: repositoryName(),
      branch: 'main',
      open_authoring: true,
    })
    expect(config.publish_mode).toBe('editorial_workflow')
  })

  it(
    'takes the repository from package.json alone, and fails the build clearly when it is missing or ' +
      'not on GitHub',
    () => {
      expect(
        repositoryName(JSON.stringify({ repository: { type: 'git', url: 'git+https://github.com/owner/site.git' } })),
      ).toBe('owner/site')
      expect(repositoryName(JSON.stringify({ repository: 'git@github.com:owner/site.git' }))).toBe('owner/site')
      expect(() => repositoryName('{}')).toThrow(/^package\.json: repository: missing — set "repository"/)
      expect(() => repositoryName(JSON.stringify({ repository: 'https://gitlab.com/owner/site' }))).toThrow(
        /is not a GitHub repository — /,
      )
      expect(() =>
        repositoryName(JSON.stringify({ repository: 'https://github.com.evil.example/owner/site' })),
      ).toThrow(/is not a GitHub repository/)
    },
  )

  it('gives each field the widget, required flag, limits and hint the schema has', () => {
    expect(field(config, 'faq', 'question')).toMatchObject({
      widget: 'string',
      required: true,
      i18n: true,
      hint: 'The question, as the accordion shows it. May use placeholders like {presaleGateUsd}.',
    })
    expect(field(config, 'faq', 'order')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      required: true,
      i18n: 'duplicate',
    })
    // Written in the English file alone: a translation saved in the editor does not gain `review: security`.
    expect(field(config, 'faq', 'review')).toMatchObject({
      widget: 'select',
      options: ['security'],
      required: false,
      i18n: false,
    })
    expect(field(config, 'features', 'icon')).toMatchObject({
      widget: 'select',
      options: ['clapperboard', 'coins', 'shield-check', 'vote'],
    })
    expect(field(config, 'pages', 'title')).toMatchObject({ widget: 'string', maxlength: 70 })
    expect(field(config, 'pages', 'description')).toMatchObject({ widget: 'text', maxlength: 200 })
    // Articles extend the fixed pages: their own fields, with their own comments, are there too and optional.
    expect(field(config, 'pages', 'footer')).toMatchObject({
      widget: 'select',
      options: ['resources', 'legal'],
      required: false,
      hint: 'Lists the page in that footer column, after the fixed entries (see FOOTER_SLUGS).',
    })
    expect(field(config, 'news', 'date')).toMatchObject({
      widget: 'datetime',
      type: 'date',
      // The days the schema accepts (CONTENT_DATES), so that the picker offers no date the pull request would refuse.
      min: CONTENT_DATES.first,
      max: CONTENT_DATES.last,
      format: 'YYYY-MM-DD',
      required: true,
      i18n: 'duplicate',
    })
    expect(field(config, 'news', 'tags')).toMatchObject({ widget: 'select', multiple: true, max: 4 })
    expect(field(config, 'news', 'pinned')).toMatchObject({ widget: 'boolean', required: false })
    expect(trueOnlyFields(COLLECTIONS)).toEqual(['draft', 'pinned'])
  })

  it('offers in bodies only the Markdown and the components the content compiler accepts', () => {
    const body = field(config, 'faq', 'body')!
    expect(body).toMatchObject({
      widget: 'markdown',
      modes: ['rich_text'],
      editor_components: ['constant', 'external-link', 'brand', 'contract-address'],
    })
    expect(body.buttons).not.toContain('heading-one')
    const specs = componentSpecs(['presaleGateUsd', 'platformFeePercent'], ['x', 'solana'])
    expect(specs.map(spec => spec.element)).toEqual(Object.keys(MDX_COMPONENTS))
    expect(specs.find(spec => spec.element === 'Constant')!.attributes).toEqual([
      { name: 'name', options: ['presaleGateUsd', 'platformFeePercent'], required: true },
      { name: 'form', options: ['adjective', 'article'], required: false },
    ])
    // The figure picker shows each figure with its value as the English page prints it, a link with its address.
    const labelled = componentSpecs(['presaleGateUsd'], ['x'], {
      constant: { presaleGateUsd: 'presaleGateUsd — $24,000' },
      link: { x: 'x — https://x.com/reelfi' },
    })
    expect(labelled.find(spec => spec.element === 'Constant')!.attributes[0]).toMatchObject({
      options: ['presaleGateUsd'],
      labels: { presaleGateUsd: 'presaleGateUsd — $24,000' },
    })
    expect(labelled.find(spec => spec.element === 'ExternalLink')!.attributes[0]!.labels).toEqual({
      x: 'x — https://x.com/reelfi',
    })
    expect(
      pickerLabels(
        { presaleGateUsd: { value: 24000, format: 'usd' }, platformFeePercent: { value: 5, format: 'percent' } },
        { x: 'https://x.com/reelfi' },
      ),
    ).toEqual({
      constant: { presaleGateUsd: 'presaleGateUsd — $24,000', platformFeePercent: 'platformFeePercent — 5%' },
      link: { x: 'x — https://x.com/reelfi' },
    })
    expect(specs.find(spec => spec.element === 'ExternalLink')).toMatchObject({
      children: true,
      attributes: [{ name: 'name', options: ['x', 'solana'] }],
    })
  })

  it('follows a change of the schema with no second edit', () => {
    const faqSchema = COLLECTIONS.faq.schema
      .extend({
        summary: z.string().trim().min(1).max(40).meta({ description: 'The answer in one line, for the list.' }),
        audience: z.enum(['viewers', 'creators']).optional(),
      })
      .omit({ review: true })
    const changed = editorConfig({
      ...inputs,
      collections: { ...COLLECTIONS, faq: { ...COLLECTIONS.faq, schema: faqSchema } },
    })
    expect(field(changed, 'faq', 'summary')).toMatchObject({
      widget: 'string',
      hint: 'The answer in one line, for the list.',
      required: true,
      minlength: 1,
      maxlength: 40,
      i18n: true,
    })
    expect(field(changed, 'faq', 'audience')).toMatchObject({
      widget: 'select',
      options: ['viewers', 'creators'],
      required: false,
      i18n: 'duplicate',
    })
    expect(field(changed, 'faq', 'review')).toBeUndefined()
    // Every other collection is as it was.
    expect(changed.collections.filter(entry => entry.name !== 'faq')).toEqual(
      config.collections.filter(entry => entry.name !== 'faq'),
    )
  })

  it('lists entries as the site orders them: by position, steps by number, news newest first', () => {
    expect(collection(config, 'faq')).toMatchObject({
      sortable_fields: { fields: ['order', 'question'], default: { field: 'order', direction: 'ascending' } },
    })
    expect(collection(config, 'steps')).toMatchObject({
      sortable_fields: { default: { field: 'number', direction: 'ascending' } },
    })
    expect(collection(config, 'news')).toMatchObject({
      sortable_fields: { default: { field: 'date', direction: 'descending' } },
    })
    // Each title as the page shows it, placeholders filled (siteFormat.ts), else as written.
    expect(collection(config, 'faq').summary).toBe(`{{fields.${LISTED_TITLE_FIELD} | default('{{fields.question}}')}}`)
    expect(collection(config, 'news').summary).toBe(`{{fields.${LISTED_TITLE_FIELD} | default('{{fields.title}}')}}`)
  })

  it("hints at each field with the schema's own description (`.meta`), read through zod: every field has one", () => {
    for (const entry of config.collections)
      for (const each of entry.fields.filter(one => one.widget !== 'hidden'))
        expect(each.hint, `${entry.name}.${each.name}`).toMatch(/\w{3}.*\./)
    expect(field(config, 'faq', 'review')!.hint).toMatch(/^`review: security` marks an answer a scam would change/)
    expect(field(config, 'news', 'expires')).toMatchObject({
      hint: 'Last day (`YYYY-MM-DD`) the pinned banner shows; required with `pinned`.',
    })
    // Read from the schema itself, not from its source file: a description given at run time is the hint.
    const described = editorConfig({
      ...inputs,
      collections: {
        ...COLLECTIONS,
        tokens: {
          ...COLLECTIONS.tokens,
          schema: COLLECTIONS.tokens.schema.extend({ title: z.string().meta({ description: 'Said once.' }) }),
        },
      },
    })
    expect(field(described, 'tokens', 'title')!.hint).toBe('Said once.')
  })

  it("names a new entry's file by the checks' own rule: short, plain, and never a name its collection reserves", () => {
    // The name is a field of its own, typed when the entry is created: never made from the question or the title.
    for (const entry of config.collections)
      expect(entry.slug, entry.name).toMatchObject({ template: '{{fields._slug}}', editable: ['create'] })
    const issueCases = {
      // "Roadmap — {brand}", "Feed" and a 53-character question, as Sveltia's template made names of them.
      pages: ['roadmap-—-brand', 'Roadmap — {brand}', 'roadmap-brand-'],
      news: ['feed', 'Feed'],
      faq: ['what-is-the-smallest-amount-i-can-withdraw-from-reelfi', 'a'.repeat(41)],
    }
    for (const [name, refused] of Object.entries(issueCases))
      for (const candidate of refused)
        expect(new RegExp(collection(config, name).slug.pattern[0]!).test(candidate), `${name}: ${candidate}`).toBe(
          false,
        )
    for (const [name, accepted] of Object.entries({
      pages: ['roadmap'],
      news: ['feed-update'],
      faq: ['minimum-withdrawal'],
    }))
      for (const candidate of accepted)
        expect(new RegExp(collection(config, name).slug.pattern[0]!).test(candidate), `${name}: ${candidate}`).toBe(
          true,
        )
    // What `npm run content` says of each name (scripts/content/walk.ts, crossFile.ts).
    const accepted: Record<string, (name: string) => boolean> = {
      faq: name => isContentFileName(`${name}.mdx`) && faqIdClash(name) === undefined,
      news: name => ARTICLE_SLUG.test(name) && !RESERVED_NEWS_SLUGS.includes(name),
      pages: name => articleSlugProblem(name) === undefined,
      steps: name => isContentFileName(`${name}.mdx`),
    }
    const candidates = [
      ...RESERVED_SLUGS,
      ...RESERVED_NEWS_SLUGS,
      ...RESERVED_IDS,
      ...[...RESERVED_IDS].map(id => id.replace(/^faq-/, '')),
      ...RESERVED_ID_PREFIXES.map(prefix => `${prefix}x`),
      'feed',
      'roadmap',
      'roadmap-—-brand',
      'Roadmap',
      'minimum-withdrawal',
      'faq-minimum-withdrawal',
      'search-tips',
      'a--b',
      '2026-plan',
    ]
    for (const [name, check] of Object.entries(accepted)) {
      const { slug } = collection(config, name)
      expect(slug.editable, name).toEqual(['create'])
      const pattern = new RegExp(slug.pattern[0]!)
      for (const candidate of candidates) {
        // The editor's rule is the checks' (a little stricter: no double dash), never looser.
        if (pattern.test(candidate)) expect(check(candidate), `${name}: ${candidate}`).toBe(true)
        else if (ARTICLE_SLUG.test(candidate)) expect(check(candidate), `${name}: ${candidate}`).toBe(false)
      }
    }
    expect(new RegExp(collection(config, 'news').slug.pattern[0]!).test('feed')).toBe(false)
    expect(new RegExp(collection(config, 'pages').slug.pattern[0]!).test('faq')).toBe(false)
  })

  it('refuses a field it has no widget for, naming it, rather than leave it out of the editor', () => {
    const schema = z.strictObject({ when: z.date() })
    expect(() => editorConfig({ ...inputs, collections: { faq: { schema } } })).toThrow(
      /when: the editor has no widget/,
    )
  })
})
