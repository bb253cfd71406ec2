/**
 * The search index's format, written once for both sides: the build writes it (scripts/search/buildSearchIndex.ts)
 * and the browser reads it (src/search/searchClient.ts). Pure and free of DOM and Node.
 *
 *   manifest.json   SearchManifest: the first term of each term file, and each page's file
 *   t-<hash>.gz     TermFile: a run of terms in order, each with its postings as deltas
 *   p-<hash>.gz     SearchPage: URL, title, and each section's anchor, heading and (capped) text
 *
 * CAREFUL HERE: a change here changes the index; the build's cache key covers src/search/, so it is rebuilt.
 */
import { termMatches, type QueryTerm } from './searchTerms'

/** Where the index is published, <site>/search-index/<locale>/: the build writes it, the search box names it. */
export const SEARCH_INDEX_DIR = 'search-index'

/** The file of a language's index that the browser reads first (SearchManifest). */
export const MANIFEST_FILE = 'manifest.json'
/** The characters of its content's hash in a page's or term file's name (`p-C8vFAz5PsC.gz`). */
export const INDEX_HASH_LENGTH = 10
/** A page's (`p-`) or term (`t-`) file of one language's index, named by its hash. */
const HASHED_FILE = /^([pt])-[\w-]+\.gz$/

/**
 * A file of the index by its path in the site (`search-index/de/p-….gz`, with or without a leading `/`): its
 * language, and whether it is a page's file; undefined for any other path.
 */
export function indexFileOf(sitePath: string): { locale: string; page: boolean } | undefined {
  const [folder, locale, name, ...deeper] = sitePath.replace(/^\//, '').split('/')
  if (folder !== SEARCH_INDEX_DIR || !locale || !name || deeper.length > 0) return undefined
  if (name === MANIFEST_FILE) return { locale, page: false }
  const hashed = HASHED_FILE.exec(name)
  return hashed ? { locale, page: hashed[1] === 'p' } : undefined
}

/** Sections per page a posting can name; later ones count as the last (a page rarely has more than 40). */
export const MAX_SECTIONS = 256

export interface SearchSection {
  /** The id to link to; empty for the top of the page. */
  anchor: string
  heading: string
  /** The start of the section's text, for the excerpt (the index holds every word of it). */
  text: string
}

export interface SearchPage {
  url: string
  title: string
  sections: SearchSection[]
}

/** What the browser reads first: everything else is named here. */
export interface SearchManifest {
  /** The first term of each term file; a term may continue into the next file when its list is long. */
  chunks: string[]
  chunkFiles: string[]
  /** Each page's fragment file, by page number (the number in the postings). */
  pageFiles: string[]
}

/** A term file: [term, postings as deltas from the previous one (the first from 0)]. */
export type TermFile = [string, number[]][]

export type Pattern = QueryTerm['terms'][number]

/** A posting: page number, section and whether the term is in that section's heading, in one integer. */
export function encodePosting(page: number, section: number, inHeading: boolean): number {
  return (page * MAX_SECTIONS + Math.min(section, MAX_SECTIONS - 1)) * 2 + (inHeading ? 1 : 0)
}

export function decodePosting(code: number): { page: number; section: number; inHeading: boolean } {
  return {
    page: Math.floor(code / 2 / MAX_SECTIONS),
    section: Math.floor(code / 2) % MAX_SECTIONS,
    inHeading: code % 2 === 1,
  }
}

/** The term files that can hold the terms a pattern matches (a long list may run over several). */
export function termFilesFor(manifest: SearchManifest, pattern: Pattern): string[] {
  const low = pattern.text
  const high = pattern.prefix ? `${pattern.text}\uffff` : pattern.text
  return manifest.chunkFiles.filter(
    (_, index) =>
      manifest.chunks[index]! <= high && (index + 1 === manifest.chunks.length || manifest.chunks[index + 1]! >= low),
  )
}

/** Every posting of the terms a pattern matches in the given term files. */
export function readPostings(files: TermFile[], pattern: Pattern): number[] {
  const codes: number[] = []
  for (const file of files) {
    for (const [term, deltas] of file) {
      if (!termMatches(term, pattern)) continue
      let code = 0
      for (const delta of deltas) codes.push((code += delta))
    }
  }
  return codes
}
