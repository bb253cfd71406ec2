/**
 * The site search in the browser, loaded only once a visitor focuses or hovers the header's search box or presses
 * `/` (src/enhance/searchBox.ts). It reads the page language's index (scripts/search/buildSearchIndex.ts) in the
 * pieces a query needs, turns the query into terms with the module that built the index (searchTerms.ts), and
 * shows the best pages as links, each to its matching section, with an excerpt where the match is marked.
 * No React: the results are a list of links, and the texts come from the form's data attributes (SearchBox.tsx).
 *
 * Keyboard: ArrowDown from the box moves into the results, ArrowUp/ArrowDown between them, Escape closes them and
 * returns to the box; Enter in the box opens the first result (without results the form is submitted, to the
 * search page). The live region says when the index is loading, how many pages were found, or that none was.
 */
import {
  decodePosting,
  MANIFEST_FILE,
  readPostings,
  termFilesFor,
  type Pattern,
  type SearchManifest as Manifest,
  type SearchPage as PageFragment,
  type TermFile,
} from './searchIndexFormat'
import { excerpt, MAX_QUERY_CHARACTERS, queryTerms, type QueryTerm } from './searchTerms'

/** Pages shown for a query: the best ones; the live region says how many were found in all. */
const SHOWN_RESULTS = 8
/** Milliseconds after the last key before the number of results is announced. */
const ANNOUNCE_DELAY = 1000
/** An index this small (a few KiB gzipped) is fetched whole as soon as the search wakes. */
const PREFETCHED_TERM_FILES = 2
const PREFETCHED_PAGE_FILES = 12

export function attachSearch(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]')!
  const panel = form.querySelector<HTMLElement>('[data-search-results]')!
  const list = panel.querySelector<HTMLUListElement>('ul')!
  const status = form.querySelector<HTMLElement>('[data-search-status]')!
  // A live region from now on, before it says anything, so that screen readers follow it (SearchBox.tsx).
  status.setAttribute('role', 'status')
  const message = panel.querySelector<HTMLElement>('[data-search-message]')!
  const {
    searchIndex: base = '',
    locale = 'en',
    textLoading = '',
    textNone = '',
    textCount = '',
    textFailed = '',
  } = form.dataset

  const load = indexLoader(base)
  const { say, announce } = liveRegion(status)
  let latest = 0
  let slowTimer: ReturnType<typeof setTimeout> | undefined

  async function run() {
    const value = input.value.trim().slice(0, MAX_QUERY_CHARACTERS)
    const query = queryTerms(value, locale)
    const run = ++latest
    clearTimeout(slowTimer)
    if (query.length === 0) {
      panel.hidden = true
      list.replaceChildren()
      message.textContent = ''
      delete panel.dataset.state
      say('')
      return
    }
    // Said only when loading takes a moment, so a quick answer is not preceded by a flash of "loading".
    slowTimer = setTimeout(() => run === latest && say(textLoading), 150)
    try {
      const ranked = await rank(load, query)
      const shown = await Promise.all(
        ranked.slice(0, SHOWN_RESULTS).map(async hit => {
          const manifest = await load<Manifest>(MANIFEST_FILE)
          return { hit, page: await load<PageFragment>(manifest.pageFiles[hit.page]!) }
        }),
      )
      if (run !== latest) return
      clearTimeout(slowTimer)
      list.replaceChildren(...shown.map(({ hit, page }) => resultItem(form, page, hit.section, query, locale)))
      panel.hidden = false
      const none = textNone.replace('{query}', () => value)
      message.textContent = ranked.length === 0 ? none : ''
      announce(
        ranked.length === 0 ? none : textCount.replace('{count}', new Intl.NumberFormat(locale).format(ranked.length)),
      )
      panel.dataset.state = ranked.length === 0 ? 'empty' : 'results'
    } catch (error) {
      if (run !== latest) return
      clearTimeout(slowTimer)
      console.error('search:', error)
      list.replaceChildren()
      panel.hidden = false
      panel.dataset.state = 'failed'
      message.textContent = textFailed
      say(textFailed)
    }
  }

  followKeysAndFocus(form, input, panel, list, run)
  // Typed before this module arrived: searched now.
  if (input.value.trim() !== '') void run()
  form.dataset.searchReady = 'true'
}

type Load = <T>(file: string) => Promise<T>

/** Reads the index's files from `base`, each once (a failed one is asked again by the next query). */
function indexLoader(base: string): Load {
  const fetchJson = async <T>(file: string): Promise<T> => {
    const response = await fetch(`${base}${file}`)
    if (!response.ok) throw new Error(`${base}${file}: ${response.status}`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    // Term and page files are stored gzipped (scripts/search/buildSearchIndex.ts); a host that already inflated
    // one (served as Content-Encoding: gzip) hands over the JSON itself.
    const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b
    const text = gzipped
      ? await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text()
      : new TextDecoder().decode(bytes)
    return JSON.parse(text) as T
  }
  const cache = new Map<string, Promise<unknown>>()
  const load = <T>(file: string): Promise<T> => {
    if (!cache.has(file)) {
      const loading = fetchJson<T>(file)
      // A failed file is asked again by the next query, not remembered as failed.
      loading.catch(() => cache.delete(file))
      cache.set(file, loading)
    }
    return cache.get(file) as Promise<T>
  }
  // The manifest is asked for at once: the visitor is about to type. A small index (a few term files) comes
  // whole, so the first result waits for no request; a large one is fetched in the pieces each query needs.
  load<Manifest>(MANIFEST_FILE)
    .then(async manifest => {
      if (manifest.chunkFiles.length > PREFETCHED_TERM_FILES || manifest.pageFiles.length > PREFETCHED_PAGE_FILES)
        return
      await Promise.all([...manifest.chunkFiles, ...manifest.pageFiles].map(file => load(file)))
    })
    .catch(() => {})
  return load
}

/** What the live region says: `say` at once, `announce` once typing has paused. */
function liveRegion(status: HTMLElement) {
  let announceTimer: ReturnType<typeof setTimeout> | undefined
  const say = (text: string) => {
    clearTimeout(announceTimer)
    if (status.textContent !== text) status.textContent = text
  }
  /**
   * The count or "no results" is announced once typing has paused (as GOV.UK's accessible-autocomplete does), so a
   * screen reader does not read a count for every key; the results themselves are shown at once.
   */
  const announce = (text: string) => {
    clearTimeout(announceTimer)
    announceTimer = setTimeout(() => say(text), ANNOUNCE_DELAY)
  }
  return { say, announce }
}

/** Every posting of the index terms a pattern matches, from the term files that can hold them. */
async function postings(load: Load, manifest: Manifest, pattern: Pattern): Promise<number[]> {
  return readPostings(await Promise.all(termFilesFor(manifest, pattern).map(file => load<TermFile>(file))), pattern)
}

interface Ranked {
  page: number
  section: number
  score: number
}

/** The pages with every term of the query, best first, each with its best section. */
async function rank(load: Load, query: QueryTerm[]): Promise<Ranked[]> {
  const manifest = await load<Manifest>(MANIFEST_FILE)
  const patterns = query.flatMap(word => word.terms)
  const lists = await Promise.all(patterns.map(pattern => postings(load, manifest, pattern)))
  // page → section → [patterns found, heading hits]
  const pages = new Map<number, Map<number, { found: Set<number>; inHeading: number }>>()
  lists.forEach((codes, patternIndex) => {
    for (const code of codes) {
      const { page, section, inHeading } = decodePosting(code)
      if (patternIndex > 0 && !pages.has(page)) continue // every pattern must be in the page
      let sections = pages.get(page)
      if (!sections) pages.set(page, (sections = new Map()))
      let hit = sections.get(section)
      if (!hit) sections.set(section, (hit = { found: new Set(), inHeading: 0 }))
      if (!hit.found.has(patternIndex)) {
        hit.found.add(patternIndex)
        hit.inHeading += inHeading ? 1 : 0
      }
    }
  })
  const ranked: Ranked[] = []
  for (const [page, sections] of pages) {
    const found = new Set([...sections.values()].flatMap(hit => [...hit.found]))
    if (found.size < patterns.length) continue
    let best: Ranked | undefined
    for (const [section, hit] of sections) {
      // A section with every word counts most; a word in a heading (or the title: section 0) next.
      const score =
        hit.found.size * 10 + hit.inHeading * (section === 0 ? 6 : 4) + (hit.found.size === patterns.length ? 20 : 0)
      if (!best || score > best.score || (score === best.score && section < best.section))
        best = { page, section, score }
    }
    ranked.push({ ...best!, score: best!.score + sections.size })
  }
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page)
}

/** A result: a link to the page's matching section, with its title, the section's heading and the marked excerpt. */
function resultItem(
  form: HTMLFormElement,
  page: PageFragment,
  sectionNumber: number,
  query: QueryTerm[],
  locale: string,
): HTMLLIElement {
  const section = page.sections[sectionNumber] ?? page.sections[0]!
  const item = document.createElement('li')
  const link = document.createElement('a')
  link.href = section.anchor ? `${page.url}#${section.anchor}` : page.url
  const title = document.createElement('span')
  title.className = form.dataset.classTitle ?? ''
  title.textContent = page.title
  link.append(title)
  if (section.anchor && section.heading) {
    const heading = document.createElement('span')
    heading.className = form.dataset.classSection ?? ''
    heading.textContent = section.heading
    link.append(heading)
  }
  const text = document.createElement('span')
  text.className = form.dataset.classExcerpt ?? ''
  for (const piece of excerpt(section.text, query, locale)) {
    if (piece.mark) {
      const mark = document.createElement('mark')
      mark.textContent = piece.text
      text.append(mark)
    } else text.append(piece.text)
  }
  link.append(text)
  item.append(link)
  return item
}

/**
 * The keys and focus of the open search: moving through the results, Escape, Enter for the first result, closing
 * when the focus or a click leaves it.
 */
function followKeysAndFocus(
  form: HTMLFormElement,
  input: HTMLInputElement,
  panel: HTMLElement,
  list: HTMLUListElement,
  run: () => Promise<void>,
) {
  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')]
  // Every key searches at once (the index files a query needs are fetched once); a slower answer to an earlier
  // key is dropped when it arrives after a newer one (`latest`).
  // An input method (Japanese, Chinese, Korean) sends input events while a word is being composed: the search
  // waits for the word (compositionend), so it never searches half-composed kana or jamo.
  input.addEventListener('input', event => {
    if (!(event instanceof InputEvent && event.isComposing)) void run()
  })
  input.addEventListener('compositionend', () => void run())
  input.addEventListener('focus', () => {
    if (input.value.trim() !== '' && panel.dataset.state !== undefined) panel.hidden = false
  })
  form.addEventListener('keydown', event => {
    const items = links()
    const index = items.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'Escape' && !panel.hidden) {
      event.preventDefault()
      // Focused first: the box's focus handler opens the results again when it gains the focus.
      input.focus()
      panel.hidden = true
    } else if (event.key === 'ArrowDown' && items.length > 0 && !panel.hidden) {
      event.preventDefault()
      items[(index + 1) % items.length]!.focus()
    } else if (event.key === 'ArrowUp' && index !== -1) {
      event.preventDefault()
      if (index === 0) input.focus()
      else items[index - 1]!.focus()
    }
  })
  form.addEventListener('submit', event => {
    const first = links()[0]
    if (first && !panel.hidden) {
      event.preventDefault()
      location.assign(first.href)
    }
  })
  // Closed when the focus or a click leaves the search; opened again when the box is focused.
  form.addEventListener('focusout', event => {
    if (!(event.relatedTarget instanceof Node) || !form.contains(event.relatedTarget)) panel.hidden = true
  })
  document.addEventListener('pointerdown', event => {
    if (event.target instanceof Node && !form.contains(event.target)) panel.hidden = true
  })
}
