/**
 * Runs in the browser on /admin/ (bundled by scripts/admin/editorScript.ts, with the `yaml` library and
 * scripts/source/frontmatter.ts, into the editor's start-up script): registers the site's file format and the body's components with Sveltia CMS, then
 * starts it with the configuration generated from the content schema.
 * CAREFUL HERE: what this writes must be what `npm run content` reads, byte for byte where nothing was edited.
 */
import { parse, stringify } from 'yaml'
import { splitFrontmatter } from '../../source/frontmatter.ts'
import type { ComponentSpec } from '../editorScript.ts'

declare const EDITOR_SETUP: { config: unknown; specs: ComponentSpec[]; trueOnly: string[] }

interface Cms {
  registerCustomFormat(
    name: string,
    extension: string,
    methods: { fromFile(text: string): Record<string, unknown>; toFile(data: Record<string, unknown>): string },
  ): void
  registerEditorComponent(definition: unknown): void
  init(options: { config: unknown }): void
}

/** The name of the site's format in the generated configuration (editorConfig.ts). */
const FORMAT = 'mdx-frontmatter'

/** The same entry, whatever the order of its keys: a file read and one about to be written are compared by it. */
const canonical = (data: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(data)
      .sort()
      .map(key => [key, data[key]]),
  )

/**
 * content/<locale>/<kind>/<slug>.mdx: a `---` YAML block, then the body on the next line (no blank line between).
 * A file read is remembered by what it holds: when the editor writes back the same data (it saves every language of
 * an entry, edited or not), the file's own bytes are written, so an entry saved without an edit does not change.
 */
function registerFormat(cms: Cms, trueOnly: ReadonlySet<string>) {
  const read = new Map<string, string>()
  cms.registerCustomFormat(FORMAT, 'mdx', {
    fromFile(text) {
      // The repository's one splitter, as `npm run content` reads the file (a BOM and CRLF read as nothing and LF).
      const { lines, end, bodyStart } = splitFrontmatter(text)
      const yaml = end === -1 ? undefined : lines.slice(1, end).join('\n')
      const frontmatter = yaml === undefined ? {} : ((parse(yaml) as Record<string, unknown> | null) ?? {})
      const data = { ...frontmatter, body: lines.slice(bodyStart).join('\n').replace(/\n$/, '') }
      read.set(canonical(data), text)
      return data
    },
    toFile(data) {
      const unchanged = read.get(canonical(data))
      if (unchanged !== undefined) return unchanged
      const { body = '', ...frontmatter } = data
      // An empty optional field is left out, and so is a switch that is off where the schema takes only `true`.
      const fields = Object.fromEntries(
        Object.entries(frontmatter).filter(
          ([name, value]) =>
            value !== undefined &&
            value !== null &&
            value !== '' &&
            !(Array.isArray(value) && value.length === 0) &&
            !(value === false && trueOnly.has(name)),
        ),
      )
      return `---\n${stringify(fields, { lineWidth: 0 })}---\n${String(body).replace(/\n*$/, '\n')}`
    },
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each MDX component of the allow-list as an Insert menu item, whose fields offer only the accepted values. */
function registerComponents(cms: Cms, specs: ComponentSpec[]) {
  for (const spec of specs) {
    const attributes = spec.attributes
      .map(
        attribute =>
          `(?:\\s+${attribute.name}="(?<${attribute.name}>${attribute.options.map(escapeRegExp).join('|')})")${attribute.required ? '' : '?'}`,
      )
      .join('')
    cms.registerEditorComponent({
      id: spec.id,
      label: spec.label,
      fields: [
        ...spec.attributes.map(attribute => ({
          name: attribute.name,
          label: attribute.name,
          widget: 'select',
          options: attribute.labels
            ? attribute.options.map(value => ({ value, label: attribute.labels![value] ?? value }))
            : attribute.options,
          required: attribute.required,
        })),
        ...(spec.children ? [{ name: 'text', label: 'text', widget: 'string' }] : []),
      ],
      pattern: spec.children
        ? new RegExp(`<${spec.element}${attributes}>(?<text>[^<>{}]*)</${spec.element}>`)
        : new RegExp(`<${spec.element}${attributes}\\s*/>`),
      fromBlock: (match: RegExpMatchArray) => ({ ...match.groups }),
      toBlock: (props: Record<string, string | undefined>) => {
        const written = spec.attributes
          .filter(attribute => props[attribute.name])
          .map(attribute => ` ${attribute.name}="${props[attribute.name]}"`)
          .join('')
        return spec.children
          ? `<${spec.element}${written}>${props.text ?? ''}</${spec.element}>`
          : `<${spec.element}${written} />`
      },
      toPreview: (props: Record<string, string | undefined>) =>
        spec.label +
        spec.attributes.map(attribute => (props[attribute.name] ? ` ${props[attribute.name]}` : '')).join('') +
        (props.text ? `: ${props.text}` : ''),
    })
  }
}

;(window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT = true
addEventListener('DOMContentLoaded', () => {
  const cms = (window as unknown as { CMS: Cms }).CMS
  registerFormat(cms, new Set(EDITOR_SETUP.trueOnly))
  registerComponents(cms, EDITOR_SETUP.specs)
  cms.init({ config: EDITOR_SETUP.config })
})
