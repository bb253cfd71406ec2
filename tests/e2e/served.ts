import type { APIRequestContext } from '@playwright/test'
import type { Document } from 'domhandler'
import { findAll, findOne, getAttributeValue, textContent } from 'domutils'
import { parseDocument } from 'htmlparser2'
import { expect } from './fixtures'

/**
 * A page as the server sends it, parsed with htmlparser2 and never rendered: what search engines, feed readers and
 * link previews read, none of which runs the page, and what a page is before any script runs. For the tests of its
 * markup alone: a tab's page load (its stylesheets, fonts, pictures and script) costs about 1 s of CPU a page, and
 * says nothing more of it.
 */
export async function servedDocument(request: APIRequestContext, url: string): Promise<Document> {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return parseDocument(await response.text())
}

export interface ServedHead {
  /** `<html lang>`. */
  lang: string | undefined
  /** The `<title>`'s text, spaces collapsed as a browser shows it. */
  title: string
  /** The `content` of each `<meta>` of the page whose `name` or `property` is `key`, in order. */
  meta(key: string): string[]
  /** The attributes of each `<link>` of the page whose `rel` is exactly `rel`, in order. */
  links(rel: string): Record<string, string>[]
}

/** Fetches `url` (it must answer 200) and reads its head. */
export async function servedHead(request: APIRequestContext, url: string): Promise<ServedHead> {
  const document = await servedDocument(request, url)
  const html = findOne(element => element.name === 'html', document.children)
  const elements = (name: string) => findAll(element => element.name === name, document.children)
  const title = elements('title')[0]
  return {
    lang: html ? getAttributeValue(html, 'lang') : undefined,
    title: title ? textContent(title).replace(/\s+/g, ' ').trim() : '',
    meta: key =>
      elements('meta')
        .filter(meta => (meta.attribs.name ?? meta.attribs.property) === key)
        .map(meta => meta.attribs.content ?? ''),
    links: rel =>
      elements('link')
        .filter(link => link.attribs.rel === rel)
        .map(link => ({ ...link.attribs })),
  }
}
