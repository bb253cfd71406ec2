/**
 * The configuration of the editor at /admin/ (Sveltia CMS, Decap's format), generated from the content schema: one
 * collection per kind of COLLECTIONS, each field's widget, limits and hint from its JSON Schema, the site's locales,
 * and only the body components MDX_COMPONENTS allows.
 * CAREFUL HERE: a zod check JSON Schema cannot express (a refine) is not enforced by the editor, only by
 * `npm run content` on the pull request.
 */
import { z } from 'zod'
import { CONTENT_DATES, LIMITS, MDX_COMPONENTS, type CollectionName } from '../../src/content/schema.ts'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts'
import { LISTED_TITLE_FIELD } from './browser/siteFormat.ts'
import { ENTRY_NAME_LENGTH, entryNameHint, entryNamePattern } from './entryNames.ts'

export interface EditorConfigInputs {
  /** The collections, as src/content/schema.ts declares them (a test passes a changed copy). */
  collections: Record<string, { schema: z.ZodObject; articleSchema?: z.ZodObject }>
  /** `owner/name` of the GitHub repository pull requests are opened on. */
  repository: string
}

/** Names of the body's editor components (registered by the editor's script, scripts/admin/editorScript.ts). */
export const componentId = (name: string) =>
  name.replace(/[A-Z]/g, (letter, index: number) => `${index > 0 ? '-' : ''}${letter.toLowerCase()}`)

/** Each collection's label, and the field that titles an entry in its list (never its file name: `slug` below). */
const PRESENTATION: Record<CollectionName, { label: string; singular: string; identifier: string; create: boolean }> = {
  faq: { label: 'FAQ', singular: 'FAQ entry', identifier: 'question', create: true },
  news: { label: 'News', singular: 'News post', identifier: 'title', create: true },
  pages: { label: 'Pages', singular: 'Page', identifier: 'title', create: true },
  steps: { label: 'Steps', singular: 'Step', identifier: 'title', create: true },
  features: { label: 'Features', singular: 'Feature', identifier: 'title', create: true },
  tokens: { label: 'Tokens', singular: 'Token', identifier: 'title', create: true },
  sections: { label: 'Sections', singular: 'Section', identifier: 'title', create: false },
}

/** The Markdown the site's body compiler accepts (scripts/content/compileBody.ts), as the editor's toolbar. */
const BODY_BUTTONS = [
  'bold',
  'italic',
  'strikethrough',
  'code',
  'link',
  'heading-two',
  'heading-three',
  'heading-four',
  'quote',
  'bulleted-list',
  'numbered-list',
] as const

/** zod's JSON Schema as z.toJSONSchema writes a field here; `description` is the schema's `.meta({ description })`. */
type JsonSchema = z.core.JSONSchema.BaseSchema & {
  items?: JsonSchema
  exclusiveMinimum?: number
  /** Set with `.meta({ englishOnly: true })` in the schema: written in the English file alone. */
  englishOnly?: boolean
}

export type EditorField = Record<string, unknown> & { name: string; widget: string }

/** The editor's field for one frontmatter field of the schema. */
export function editorField(name: string, schema: JsonSchema, required: boolean): EditorField {
  const hint = schema.description
  const common = { name, label: labelOf(name), required, ...(hint ? { hint } : {}) }
  // A fact (a number, a date, a name) is copied to every language; a field of the English file alone is in no other.
  const facts = { i18n: schema.englishOnly ? (false as const) : ('duplicate' as const) }
  if (schema.type === 'array' && schema.items?.enum) {
    return {
      ...common,
      ...facts,
      widget: 'select',
      multiple: true,
      options: schema.items.enum.map(String),
      ...(schema.maxItems ? { max: schema.maxItems } : {}),
    }
  }
  if (schema.enum || (schema.type === 'string' && schema.const !== undefined)) {
    return { ...common, ...facts, widget: 'select', options: (schema.enum ?? [schema.const]).map(String) }
  }
  if (schema.type === 'boolean') return { ...common, ...facts, widget: 'boolean' }
  if (schema.type === 'integer' || schema.type === 'number') {
    const min =
      schema.minimum ??
      (schema.exclusiveMinimum !== undefined
        ? schema.exclusiveMinimum + (schema.type === 'integer' ? 1 : 0)
        : undefined)
    const max = schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? schema.maximum : undefined
    return {
      ...common,
      ...facts,
      widget: 'number',
      value_type: schema.type === 'integer' ? 'int' : 'float',
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    }
  }
  if (schema.type === 'string' && schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    // A date: written YYYY-MM-DD, the form the schema checks, and picked only from the days the schema accepts.
    const { first: min, last: max } = CONTENT_DATES
    return { ...common, ...facts, widget: 'datetime', type: 'date', min, max, format: 'YYYY-MM-DD', picker_utc: true }
  }
  if (schema.type === 'string') {
    // Free text is what translators translate; a pattern means a name, a date or an id, copied to every language.
    const limits = {
      ...(schema.minLength !== undefined ? { minlength: schema.minLength } : {}),
      ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
    }
    if (schema.pattern)
      return {
        ...common,
        ...facts,
        widget: 'string',
        pattern: [schema.pattern, `must match ${schema.pattern}`],
        ...limits,
      }
    // A description is a short paragraph, shown in a box of several lines; any other copy in frontmatter is one line.
    return { ...common, i18n: true, widget: schema.maxLength === LIMITS.description ? 'text' : 'string', ...limits }
  }
  throw new Error(
    `src/content/schema.ts: ${name}: the editor has no widget for ${JSON.stringify(schema)} — ` +
      'map it in scripts/admin/editorConfig.ts',
  )
}

/** `updatedAt` → "Updated at". */
const labelOf = (name: string) =>
  name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, first => first.toUpperCase())
    .replace(/ [A-Z]/g, word => word.toLowerCase())

/** A schema's fields as JSON Schema, in its order, and the names of the required ones. */
function jsonFields(schema: z.ZodObject) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  return { properties: (json.properties ?? {}) as Record<string, JsonSchema>, required: new Set(json.required) }
}

/** The frontmatter fields of a schema, in its order, each with its description (`.meta`) as the hint. */
export function editorFields(schema: z.ZodObject): EditorField[] {
  const { properties, required } = jsonFields(schema)
  return Object.entries(properties).map(([name, field]) => editorField(name, field, required.has(name)))
}

/** Fields that are `true` or absent (`draft: true`): the site's format leaves out the `false` of a switch off. */
export function trueOnlyFields(collections: EditorConfigInputs['collections']): string[] {
  const names = new Set<string>()
  for (const definition of Object.values(collections)) {
    for (const schema of [definition.schema, definition.articleSchema]) {
      if (!schema) continue
      for (const [name, field] of Object.entries(jsonFields(schema).properties))
        if (field.type === 'boolean' && field.const === true) names.add(name)
    }
  }
  return [...names].sort()
}

/** The body: Markdown with only the toolbar and components the site's compiler accepts, never raw MDX. */
export function bodyField(): EditorField {
  return {
    name: 'body',
    label: 'Body',
    widget: 'markdown',
    required: false,
    i18n: true,
    modes: ['rich_text'],
    buttons: [...BODY_BUTTONS],
    editor_components: Object.keys(MDX_COMPONENTS).map(componentId),
    hint:
      'Figures, links to other sites, the product name and the contract address are inserted from the Insert menu, ' +
      'never typed.',
  }
}

/** The stamp of the English a translation was checked against (`npm run i18n:stamp`): kept, never shown. */
const SOURCE_HASH_FIELD: EditorField = { name: 'source_hash', widget: 'hidden', i18n: true }

/** The list's sort fields and default, from the collection's own order (COLLECTIONS' `sortBy`). */
function sortedAs(definition: object, identifier: string) {
  const sortBy = 'sortBy' in definition ? String(definition.sortBy) : undefined
  if (sortBy)
    return { sortable_fields: { fields: [sortBy, identifier], default: { field: sortBy, direction: 'ascending' } } }
  if ('kind' in definition && definition.kind === 'news')
    return { sortable_fields: { fields: ['date', identifier], default: { field: 'date', direction: 'descending' } } }
  return {}
}

export function editorConfig({ collections, repository }: EditorConfigInputs) {
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: repository,
      branch: 'main',
      // Writers without write access work on a fork; a public repository needs only `public_repo`.
      open_authoring: true,
      auth_scope: 'public_repo',
    },
    publish_mode: 'editorial_workflow',
    // Pictures are not uploaded from the editor: an article's images are added with git (CONTRIBUTING.md).
    media_folder: 'content/images',
    public_folder: '/assets/images',
    i18n: {
      structure: 'multiple_root_folders',
      locales: [...LOCALES],
      default_locale: DEFAULT_LOCALE,
      // A new entry is written in English only; a translator adds a language to it.
      initial_locales: 'default',
    },
    output: { omit_empty_optional_fields: true },
    // How the editor cleans a name typed into an entry's name field (each collection's `slug`): plain a-z, short.
    slug: {
      encoding: 'ascii',
      clean_accents: true,
      sanitize_replacement: '-',
      trim: true,
      lowercase: true,
      maxlength: ENTRY_NAME_LENGTH,
    },
    editor: { preview: false },
    collections: Object.entries(collections).map(([name, definition]) => {
      const presentation = PRESENTATION[name as CollectionName] ?? {
        label: labelOf(name),
        singular: labelOf(name),
        identifier: 'title',
        create: true,
      }
      // Pages: the fixed pages' fields and an article's (which extends them); the article-only ones are optional.
      const fields = editorFields(definition.articleSchema ?? definition.schema)
      return {
        name,
        label: presentation.label,
        label_singular: presentation.singular,
        folder: `content/{{locale}}/${name}`,
        // The site's own format (browser/siteFormat.ts).
        extension: 'mdx',
        format: 'mdx-frontmatter',
        create: presentation.create,
        delete: false,
        identifier_field: presentation.identifier,
        // Listed as the page shows the title (`What is Reelfi?`), or as typed for an entry new in this session.
        summary: `{{fields.${LISTED_TITLE_FIELD} | default('{{fields.${presentation.identifier}}}')}}`,
        ...sortedAs(definition, presentation.identifier),
        // The file name is typed when creating the entry, never made from the title, and checked by the rule of
        // `npm run content` (entryNames.ts). It is the entry's id and address: renamed only with git (CONTRIBUTING.md).

        slug: {
          template: '{{fields._slug}}',
          editable: ['create'],
          hint: entryNameHint(name),
          pattern: [
            entryNamePattern(name),
            'Use a few lowercase words of a-z and 0-9 joined by single dashes, ' +
              'not a name the site already uses (see the hint).',
          ],
        },
        i18n: true,
        fields: [...fields, SOURCE_HASH_FIELD, bodyField()],
      }
    }),
  }
}

export type EditorConfig = ReturnType<typeof editorConfig>
