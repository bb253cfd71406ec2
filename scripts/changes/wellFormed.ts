/**
 * Every XML file of a built site is well-formed XML 1.0 and every JSON file parses: a feed reader drops a feed that
 * does not, for every reader at once. A broken feed item names the post's content file (the pull request's for that
 * language, else the English). Reads only the folder, runs nothing.
 */
import fs from 'node:fs'
import { xml2js } from 'xml-js'
import { listFiles } from './compareFiles.ts'
import { codePoint } from './markdown.ts'

export interface Malformed {
  /** The site's path: `/de/news/rss.xml`. */
  file: string
  /** Trusted words: what is wrong, e.g. `the character U+FFFF, which XML does not allow`. */
  problem: string
  /** The content files that make the broken part, when the report can tell. */
  sources: string[]
}

/** Characters XML 1.0 does not allow anywhere in a document (its `Char` production). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u

/** The post an item of a feed is about, by the `/news/<slug>` in the text just before the fault. */
function postNear(text: string, index: number): string | undefined {
  const start = Math.max(
    text.lastIndexOf('<item', index),
    text.lastIndexOf('<entry', index),
    text.lastIndexOf('"id"', index),
  )
  const end = [text.indexOf('</item>', index), text.indexOf('</entry>', index)].filter(at => at !== -1)
  const part = text.slice(Math.max(0, start), end.length > 0 ? Math.min(...end) : index + 2_000)
  return /\/news\/([a-z0-9][a-z0-9-]*)(?=[/"<?#\s]|$)/.exec(part)?.[1]
}

/** The content files of a post in a feed of `locale`: the ones the pull request changes first, else the English. */
function sourcesOf(slug: string | undefined, file: string, changedFiles: readonly string[]): string[] {
  if (!slug) return []
  const locale = /^\/([a-z]{2}(?:-[A-Z]{2})?)\/news\//.exec(file)?.[1] ?? 'en'
  const own = [`content/${locale}/news/${slug}.mdx`, `content/en/news/${slug}.mdx`]
  const changed = own.filter(candidate => changedFiles.includes(candidate))
  return changed.length > 0 ? [...new Set(changed)] : [own[0]!]
}

/** What is wrong with an XML or JSON text, and where in it (a character's index), or undefined when it parses. */
function problemOf(text: string, xml: boolean): { problem: string; index: number } | undefined {
  const bad = xml ? NOT_XML.exec(text) : null
  if (bad)
    return {
      problem: `holds the character ${codePoint(bad[0])}, which XML does not allow: feed readers refuse the whole feed`,
      index: bad.index,
    }
  try {
    if (xml) xml2js(text, { compact: false })
    else JSON.parse(text)
    return undefined
  } catch (error) {
    const message = (error as Error).message
    if (!xml)
      return {
        problem: `is not valid JSON (${message.slice(0, 120)})`,
        index: Number(/position (\d+)/.exec(message)?.[1] ?? 0),
      }
    const line = Number(/Line: (\d+)/.exec(message)?.[1] ?? 0)
    const index =
      line > 0
        ? text
            .split('\n')
            .slice(0, line - 1)
            .join('\n').length
        : 0
    return { problem: `is not well-formed XML (${message.split('\n')[0]!.slice(0, 120)})`, index }
  }
}

/** Every XML or JSON file of the site that does not parse, with what is wrong and where it comes from. */
export function malformedFiles(siteDir: string, changedFiles: readonly string[] = []): Malformed[] {
  return [...listFiles(siteDir)].flatMap(([file, full]) => {
    const xml = /\.(xml|rss|atom)$/i.test(file)
    if (!xml && !/\.(json|webmanifest)$/i.test(file)) return []
    const text = fs.readFileSync(full, 'utf8')
    const found = problemOf(text, xml)
    return found
      ? [{ file, problem: found.problem, sources: sourcesOf(postNear(text, found.index), file, changedFiles) }]
      : []
  })
}
