/**
 * Runs in the browser on /admin/ (bundled by editorScript.ts): registers the site's file format and body components
 * with Sveltia CMS, asks before unsaved edits are discarded, then starts it.
 * CAREFUL HERE: what this writes must be what `npm run content` reads, byte for byte where nothing was edited.
 */
import type { CmsConfig, default as CMS } from '@sveltia/cms'
import type { ComponentSpec } from '../editorScript.ts'
import type { Constants } from '../../content/types.ts'
import {
  ENGLISH_KEY_FIELD,
  ENTRY_FIELD,
  FILE_KEY_FIELD,
  LISTED_TITLE_FIELD,
  LOCALE_FIELD,
  siteFormat,
} from './siteFormat.ts'

declare const EDITOR_SETUP: {
  config: { collections: { fields: Record<string, unknown>[]; identifier_field: string }[] }
  specs: ComponentSpec[]
  trueOnly: string[]
  /** What fills a title's placeholders in the lists: the product name and the figures (content/constants.yaml). */
  placeholders: Pick<Constants, 'BRAND_NAME' | 'CONSTANTS'>
}

type Cms = typeof CMS

/** The name of the site's format in the generated configuration (editorConfig.ts). */
const FORMAT = 'mdx-frontmatter'

/** The site's format (siteFormat.ts), and its hidden fields in every collection. */
function registerFormat(cms: Cms, specs: ComponentSpec[], trueOnly: ReadonlySet<string>) {
  for (const collection of EDITOR_SETUP.config.collections)
    collection.fields.push(
      { name: FILE_KEY_FIELD, widget: 'hidden', i18n: true, default: '{{locale}}' },
      { name: ENGLISH_KEY_FIELD, widget: 'hidden', i18n: 'duplicate' },
      { name: LISTED_TITLE_FIELD, widget: 'hidden', i18n: true },
      { name: LOCALE_FIELD, widget: 'hidden', i18n: true, default: '{{locale}}' },
      { name: ENTRY_FIELD, widget: 'hidden', i18n: 'duplicate', default: '{{uuid}}' },
    )
  const { beginEditing, beforeSave, fromFile, toFile } = siteFormat({
    trueOnly,
    // Every component of the allow-list stands inside a sentence (a figure, a link, the product name).
    inlineComponents: specs.map(spec => spec.element),
    listed: {
      titleFields: [...new Set(EDITOR_SETUP.config.collections.map(collection => collection.identifier_field))],
      constants: EDITOR_SETUP.placeholders,
    },
  })
  cms.registerCustomFormat(FORMAT, 'mdx', { fromFile, toFile })
  // Before a save formats any file: the entry's every language at once, and each one's listed title set anew.
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const { data, i18n = {} } = entry.toJS()
      const translations = Object.entries(i18n)
      const titles = beforeSave([data, ...translations.map(([, translation]) => translation?.data)])
      const paths = [['data'], ...translations.map(([language]) => ['i18n', language, 'data'])]
      // A title emptied or gone takes its listed title with it (the list then shows the field as it is).
      return paths.reduce((saved, path, index) => {
        const title = titles[index]
        return title === undefined
          ? saved.deleteIn([...path, LISTED_TITLE_FIELD])
          : saved.setIn([...path, LISTED_TITLE_FIELD], title)
      }, entry)
    },
  })
  // Each entry has an address of its own: a new address is a new entry opened.
  addEventListener('hashchange', beginEditing)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each MDX component of the allow-list as an Insert menu item, whose fields offer only the accepted values. */
function registerComponents(cms: Cms, specs: ComponentSpec[]) {
  for (const spec of specs) {
    const attributes = spec.attributes
      .map(
        attribute =>
          `(?:\\s+${attribute.name}="(?<${attribute.name}>${attribute.options.map(escapeRegExp).join('|')})")` +
          (attribute.required ? '' : '?'),
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

/**
 * Closing an entry with unsaved edits (its Save button, Ctrl+S, is enabled) asks first, as does closing the tab.
 * CAREFUL HERE: the click is stopped before Sveltia's own handler sees it (capture phase), so nothing is discarded.
 */

function askBeforeDiscarding() {
  const unsavedEdits = (scope: ParentNode) => {
    const saveButton = scope.querySelector<HTMLButtonElement>('button[aria-keyshortcuts$="+S"]')
    return saveButton !== null && !saveButton.disabled
  }
  document.addEventListener(
    'click',
    event => {
      const toolbar = (event.target as Element | null)?.closest?.('button.back')?.closest('[role="toolbar"]')
      if (!toolbar || !unsavedEdits(toolbar) || confirm('Discard the changes you have not saved?')) return
      event.preventDefault()
      event.stopImmediatePropagation()
    },
    { capture: true },
  )
  addEventListener('beforeunload', event => {
    if (unsavedEdits(document)) event.preventDefault()
  })
}

;(window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT = true
addEventListener('DOMContentLoaded', () => {
  const cms = (window as unknown as { CMS: Cms }).CMS
  registerFormat(cms, EDITOR_SETUP.specs, new Set(EDITOR_SETUP.trueOnly))
  registerComponents(cms, EDITOR_SETUP.specs)
  askBeforeDiscarding()
  // Generated (editorConfig.ts): its fields are checked by tests/unit/editorConfig.test.ts and by the editor tests
  // that open and save every collection, not against Sveltia's CmsConfig type.
  cms.init({ config: EDITOR_SETUP.config as unknown as CmsConfig })
})
