import type { APIRequestContext } from '@playwright/test'
import { type AnyNode, type Document, type Element, isTag } from 'domhandler'
import { findAll, findOne, getAttributeValue, textContent } from 'domutils'
import { parseDocument } from 'htmlparser2'
import { expect } from './fixtures'

/**
 * A page as the server sends it, parsed with htmlparser2 and never rendered: what search engines, feed readers and
 * link previews read, none of which runs the page, and what a page is before any script runs. For the tests of its
 * markup alone: a tab's page load (its stylesheets, fonts, pictures and script) costs about 1 s of CPU a page, and
 * says nothing more of it.
 */
export async function servedPage(
  request: APIRequestContext,
  url: string,
  status = 200,
): Promise<{ text: string; document: Document }> {
  const response = await request.get(url)
  expect(response.status(), url).toBe(status)
  const text = await response.text()
  return { text, document: parseDocument(text) }
}

export interface ServedHead {
  /** `<html lang>`. */
  lang: string | undefined
  /** The `<title>`'s text, ASCII spaces stripped and collapsed as `document.title` does (a no-break space stays). */
  title: string
  /** The `content` of each `<meta>` of the head whose `name` (or `property`) is exactly `key`, in order. */
  meta(attribute: 'name' | 'property', key: string): string[]
  /** The attributes of each `<link>` of the head whose `rel` is exactly `rel`, in order. */
  links(rel: string): Record<string, string>[]
  /** Where `<meta charset>` begins, in bytes: a browser looks for it in the first 1024. */
  charsetAt: number
}

/** A `<title>`'s text as `document.title` reads it: ASCII spaces stripped and collapsed (a no-break space stays). */
export const titleText = (title: Element | null | undefined): string =>
  title
    ? textContent(title)
        .replace(/[\t\n\f\r ]+/g, ' ')
        .replace(/^ | $/g, '')
    : ''

/** What a browser's parser keeps in the head: any other element there would end it, and put the rest in the body. */
const HEAD_ELEMENTS = new Set(['base', 'link', 'meta', 'noscript', 'script', 'style', 'template', 'title'])

/**
 * Fetches `url` (it must answer 200) and reads its head. Each element of the head must be one a browser keeps there
 * (otherwise the tags after it are in the body, where search engines ignore a canonical or hreflang link).
 */
export async function servedHead(request: APIRequestContext, url: string): Promise<ServedHead> {
  const { text, document } = await servedPage(request, url)
  const html = findOne(element => element.name === 'html', document.children)
  const head = findOne(element => element.name === 'head', document.children)
  expect(head, `${url}: no <head>`).toBeTruthy()
  const children = head!.children.filter(isTag)
  expect(
    children.filter(child => !HEAD_ELEMENTS.has(child.name)).map(child => `<${child.name}>`),
    `${url}: elements that end the head`,
  ).toEqual([])
  const elements = (name: string) => children.filter(child => child.name === name)
  const charset = text.search(/<meta charset=/i)
  return {
    lang: html ? getAttributeValue(html, 'lang') : undefined,
    title: titleText(elements('title')[0]),
    meta: (attribute, key) =>
      elements('meta')
        .filter(meta => meta.attribs[attribute] === key)
        .map(meta => meta.attribs.content ?? ''),
    links: rel =>
      elements('link')
        .filter(link => link.attribs.rel === rel)
        .map(link => ({ ...link.attribs })),
    charsetAt: charset < 0 ? Number.POSITIVE_INFINITY : Buffer.byteLength(text.slice(0, charset)),
  }
}

/** The paths of the pages the sitemap of the site at `site` (its origin; the tests' own by default) lists. */
export async function sitemapPaths(request: APIRequestContext, site = ''): Promise<string[]> {
  const response = await request.get(`${site}/sitemap.xml`)
  expect(response.status(), `${site}/sitemap.xml`).toBe(200)
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => new URL(match[1]!).pathname)
}

/** The nearest element at or above `node` that matches `test`. */
export function closest(node: AnyNode | null, test: (element: Element) => boolean): Element | null {
  for (let at = node; at; at = at.parent) if (isTag(at) && test(at)) return at
  return null
}

/** The page's structured data (its one `<script type="application/ld+json">`), parsed. */
export function structuredData(document: Document, url: string): Record<string, unknown> {
  const scripts = findAll(
    element => element.name === 'script' && element.attribs.type === 'application/ld+json',
    document.children,
  )
  expect(scripts, `${url}: structured data`).toHaveLength(1)
  return JSON.parse(textContent(scripts[0]!)) as Record<string, unknown>
}

/** Where a `<footer>` is the footer of a section, not of the page. */
const SECTIONING = new Set(['article', 'aside', 'main', 'nav', 'section'])

/**
 * The page's own footer (a `<footer>` in no article, aside, main, nav or section: the one a browser makes the
 * page's contentinfo landmark), or null.
 */
export function pageFooter(document: Document): Element | null {
  return findOne(
    element => element.name === 'footer' && !closest(element.parent, parent => SECTIONING.has(parent.name)),
    document.children,
  )
}
