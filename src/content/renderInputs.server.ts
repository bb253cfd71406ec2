import { createHash } from 'node:crypto'
import type { Locale } from '../i18n/locales'
import type { LocaleContent } from './types'

/**
 * Incremental prerendering (docs/incremental-build.md): what each page read of the content while it rendered, so
 * that the next build renders again only the pages whose inputs changed and takes every other one from the site it
 * published last.
 *
 * A page's inputs are of two kinds. Everything bundled (the code, the catalogs, the constants, the generated lists
 * of articles and news, the translation status) is covered by one global key that the build computes from the
 * bundle key (scripts/build/vike.ts): when it changes, every page renders. The prose is not bundled: a page reads it
 * from its locale's content index through `pageContext.bundle.content`, which is wrapped here in a proxy that notes
 * every entry the page reads, with the hash of that entry as it was read. An entry of a collection is one input
 * (`news/<slug>`), read field by field (`news/<slug>#title`, and `news/<slug>#` for whether it is there); a whole
 * collection is one input when the page lists it, iterates it or reads an array.
 *
 * The build (scripts/build/vike.ts) hands the previous build's records to the pages as `pageContext.renderSession`,
 * through the option Vike's prerender() documents for it, `pageContextInit` (https://vike.dev/prerender-programmatic),
 * and reads back what was rendered and what was reused; the types below are the build's too (scripts/core/
 * renderRecord.ts imports them). Without a session (`npm run dev`, a plain `vike build`) nothing is tracked and every
 * page renders.
 * CAREFUL HERE: a page that reads anything at render time that is neither bundled nor read through the tracked
 * content (a file, an environment variable, the clock) must have it added to the global key in
 * scripts/build/vike.ts, or its page would be reused after that input changed.
 */
/** What a build keeps of one rendered page: where Vike wrote it and the hash of each input it read. */
export interface PageRecord {
  url: string
  /** The HTML file, relative to the site, with `/`. */
  file: string
  locale: Locale
  /** Input (`collection`, `collection/id`, `collection/id#field`, or `*` for the whole content) → hash of what the page read. */
  inputs: Record<string, string>
}

/** The object the build puts in place before the prerender and reads after it. */
export interface RenderSession {
  /** The previous build's pages by URL, when they were rendered under the same global key; null: render all. */
  previous: Map<string, PageRecord> | null
  /** Filled by the prerender: the pages rendered now (their inputs are noted as they render). */
  rendered: Map<string, PageRecord>
  /** Filled by +onPrerenderStart: the previous pages to reuse as they are. */
  reused: PageRecord[]
  /** Filled by +onPrerenderStart: why every page renders, when it does (no previous build, new page list). */
  renderAllBecause?: string
}

/**
 * The HTML file Vike writes for a URL, by its documented rule (https://vike.dev/prerender#noextradir, left unset):
 * `/faq` → `faq/index.html`, `/ja/` → `ja/index.html`, and the error page `/ja/404` → `ja/404.html`. Needed before the
 * prerender (a reused page is placed by it), when Vike's API gives no page's file yet; the build checks every
 * rendered page against it, so a Vike that names files otherwise stops the build instead of misplacing reused pages.
 */
export function htmlFileOf(url: string, is404: boolean): string {
  const pathname = url.split(/[?#]/)[0]!
  if (is404 && pathname !== '/') return `${pathname.replace(/\/$/, '').slice(1)}.html`
  return `${pathname.slice(1)}${pathname.endsWith('/') ? '' : '/'}index.html`
}

/** Hashes of one locale's content inputs, each computed once per build. */
const hashes = new WeakMap<LocaleContent, Map<string, string>>()

/**
 * The hash of one input of `content`: a field of an entry, an entry, a collection, or `*`, the whole content;
 * `absent` for nothing (and for what is not an own property); for `collection/id#`, `present` or `absent`.
 */
function inputHash(content: LocaleContent, input: string): string {
  let known = hashes.get(content)
  if (!known) hashes.set(content, (known = new Map()))
  let hash = known.get(input)
  if (hash === undefined) {
    const [entryInput, field] = input.split('#') as [string, string | undefined]
    const [collection, ...rest] = entryInput.split('/')
    const id = rest.join('/')
    // Own properties only: `news.constructor` or `entry.hasOwnProperty` is nothing of the content (absent).
    const own = (object: unknown, key: string): unknown =>
      object !== null && typeof object === 'object' && Object.hasOwn(object, key)
        ? (object as Record<string, unknown>)[key]
        : undefined
    const entry = collection === '*' ? content : id ? own(own(content, collection!), id) : own(content, collection!)
    const value = field === undefined || field === '' ? entry : own(entry, field)
    hash =
      value === undefined
        ? 'absent'
        : field === ''
          ? 'present'
          : createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22)
    known.set(input, hash)
  }
  return hash
}

/**
 * `content` as a page reads it, noting into `inputs` each input it reads with its hash. Any access is seen: a
 * property read (`content.news[slug]`, including one that finds nothing), `in`, and listing keys
 * (`Object.keys(content.news)`, a `for…in`, a spread) which notes the whole collection.
 */
export function trackedContent(content: LocaleContent, inputs: Record<string, string>): LocaleContent {
  const note = (input: string) => {
    // hasOwn: `inputs` is a plain object, whose inherited `constructor` is not a noted input.
    if (!Object.hasOwn(inputs, input)) inputs[input] = inputHash(content, input)
  }
  // An entry is read field by field (`pages/home#heading`), so that a page showing the home page's heading does not
  // depend on its body; listing or spreading it notes the whole entry (`pages/home`).
  const entryProxy = (input: string, entry: object) =>
    new Proxy(entry, {
      get(target, field, receiver) {
        note(typeof field === 'string' ? `${input}#${field}` : input)
        return Reflect.get(target, field, receiver)
      },
      has(target, field) {
        note(typeof field === 'string' ? `${input}#${field}` : input)
        return Reflect.has(target, field)
      },
      getOwnPropertyDescriptor(target, field) {
        note(typeof field === 'string' ? `${input}#${field}` : input)
        return Reflect.getOwnPropertyDescriptor(target, field)
      },
      ownKeys(target) {
        note(input)
        return Reflect.ownKeys(target)
      },
    })
  const collectionProxy = (collection: string, entries: object) =>
    new Proxy(entries, {
      get(target, id, receiver) {
        if (typeof id !== 'string') {
          note(collection)
          return Reflect.get(target, id, receiver)
        }
        const entry: unknown = Reflect.get(target, id, receiver)
        // An entry (an own object): whether it is there (`news/<slug>#`), then each field read. Anything else (absent,
        // inherited) is noted whole: `absent` unless it is an own property.
        if (entry !== null && typeof entry === 'object' && !Array.isArray(entry) && Object.hasOwn(target, id)) {
          note(`${collection}/${id}#`)
          return entryProxy(`${collection}/${id}`, entry)
        }
        note(`${collection}/${id}`)
        return entry
      },
      has(target, id) {
        note(typeof id === 'string' ? `${collection}/${id}` : collection)
        return Reflect.has(target, id)
      },
      getOwnPropertyDescriptor(target, id) {
        note(typeof id === 'string' ? `${collection}/${id}` : collection)
        return Reflect.getOwnPropertyDescriptor(target, id)
      },
      ownKeys(target) {
        note(collection)
        return Reflect.ownKeys(target)
      },
    })
  return new Proxy(content, {
    get(target, collection, receiver) {
      const value: unknown = Reflect.get(target, collection, receiver)
      if (typeof collection !== 'string') {
        note('*')
        return value
      }
      // An array (the FAQ, the steps…) is read as a whole: its order and length are part of what a page shows.
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        note(collection)
        return value
      }
      return collectionProxy(collection, value)
    },
    has(target, collection) {
      note(typeof collection === 'string' ? collection : '*')
      return Reflect.has(target, collection)
    },
    ownKeys(target) {
      note('*')
      return Reflect.ownKeys(target)
    },
    getOwnPropertyDescriptor(target, collection) {
      note(typeof collection === 'string' ? collection : '*')
      return Reflect.getOwnPropertyDescriptor(target, collection)
    },
  })
}

interface PrerenderPage {
  urlOriginal: string
  is404?: boolean | null
  locale: Locale
  renderSession?: RenderSession
}

/**
 * Of the pages about to be prerendered, the ones to render: all of them without a session, without a previous
 * build, or when the list of pages changed; else the ones that are new or whose recorded inputs changed. The others
 * are listed in `session.reused` for the build to copy from the previous site.
 */
export async function pagesToRender<Page extends PrerenderPage>(
  pages: Page[],
  loadContent: (locale: Locale) => Promise<LocaleContent>,
  session = pages[0]?.renderSession,
): Promise<Page[]> {
  if (!session) return pages
  const previous = session.previous
  if (!previous) {
    // The build says why (scripts/core/renderRecord.ts: no published build, no record, another global key…).
    session.renderAllBecause ??= 'no earlier build of the same code'
    return pages
  }
  // A page added or removed changes what others show (lists, alternates, navigation): all render.
  if (
    previous.size !== pages.length ||
    pages.some(page => previous.get(page.urlOriginal)?.file !== htmlFileOf(page.urlOriginal, page.is404 === true))
  ) {
    session.renderAllBecause = 'the list of pages changed'
    return pages
  }
  const toRender: Page[] = []
  for (const page of pages) {
    const record = previous.get(page.urlOriginal)!
    const content = record.locale === page.locale ? await loadContent(page.locale) : undefined
    const unchanged =
      content !== undefined &&
      Object.entries(record.inputs).every(([input, hash]) => inputHash(content, input) === hash)
    if (unchanged) session.reused.push(record)
    else toRender.push(page)
  }
  return toRender
}

/** The content a page renders with: tracked when a build session records the inputs of each page. */
export function contentForPage(
  content: LocaleContent,
  page: { urlOriginal: string; is404?: boolean | null; renderSession?: RenderSession },
  locale: Locale,
  session = page.renderSession,
): LocaleContent {
  if (!session) return content
  const record: PageRecord = {
    url: page.urlOriginal,
    file: htmlFileOf(page.urlOriginal, page.is404 === true),
    locale,
    inputs: {},
  }
  session.rendered.set(page.urlOriginal, record)
  return trackedContent(content, record.inputs)
}
