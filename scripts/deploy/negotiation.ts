/**
 * What the servers choose by the request's headers (issue 50), written once: the tables below and NEGOTIATION_SOURCE
 * are rendered into nginx's njs module (nginx.ts) and Cloudflare Pages' `_worker.js` (edgeWorker.ts); Netlify gets the
 * root's rules as `Language=` redirects (staticHost.ts). docs/deploy.md describes the rules.
 * - `rootRedirect(acceptLanguage, cookie)`, on `/` only: the locale root to send the visitor to (302), or '' for
 *   English. The language menu's cookie wins, then a plain `lang` cookie, then Accept-Language; the target is one of
 *   the locale roots, never text taken from the request.
 * - `markdownCopy(path, accept)`, on pages: the page's Markdown copy when the client prefers text/markdown, or ''.
 * - `varyOf(path)`: the answer's Vary, judged on the path asked.
 * CAREFUL HERE: Vary: Accept is what keeps a shared cache from handing an assistant's Markdown to browsers; on a file
 * it would only split the cache for nothing.
 * CAREFUL HERE: the source runs in njs (ES5 and a little more) as well as in workerd and Node: keep it to `var`, plain
 * functions and regular expressions.
 */
import { LANGUAGE_COOKIE } from '../../src/i18n/languageCookie.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'

/**
 * Language tags (lowercase) → the locale that serves them; the longest key a tag equals or starts with (then `-`)
 * wins. Simplified Chinese has no locale: it is served English rather than guessed into the traditional script.
 */
export const LANGUAGE_TAGS: Record<string, Locale> = {
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  es: 'es',
  it: 'it',
  ru: 'ru',
  fr: 'fr',
  de: 'de',
  'zh-tw': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  'zh-hant': 'zh-TW',
}

/** The `Vary` of `/` beside that of every page: its answer depends on these too, so no shared cache mixes them. */
export const ROOT_VARY = 'Accept-Language, Cookie'
/** The `Vary` of every page that has a Markdown copy: the same URL answers HTML or Markdown by Accept. */
export const PAGE_VARY = 'Accept'

const NEGOTIATION_SOURCE = String.raw`
function localeOfTag(tag) {
  var best = '';
  for (var key in LANGUAGE_TAGS) {
    if ((tag === key || tag.indexOf(key + '-') === 0) && key.length > best.length) best = key;
  }
  return best ? LANGUAGE_TAGS[best] : '';
}

/** The locale held by the cookie of that name, or '' (a value that is no locale code is no choice). */
function cookieLocale(cookie, name) {
  var pairs = (cookie || '').split(';');
  for (var i = 0; i < pairs.length; i++) {
    var pair = pairs[i].split('=');
    if (pair.length === 2 && pair[0].trim() === name && LOCALE_CODES.indexOf(pair[1].trim()) >= 0) {
      return pair[1].trim();
    }
  }
  return '';
}

/**
 * The language chosen in the menu (LANGUAGE_COOKIE), else one in a plain "lang" cookie, set by hand or by another
 * tool. The menu's own cookie comes first whatever the order of the header: a stale lang=ja must not undo a later
 * choice of English in the menu.
 */
function chosenLocale(cookie) {
  return cookieLocale(cookie, LANGUAGE_COOKIE) || cookieLocale(cookie, 'lang');
}

/** Each entry of an Accept or Accept-Language header as [lowercase value, quality, position]. */
function qualities(header) {
  var ranges = (header || '').split(',');
  var entries = [];
  for (var i = 0; i < ranges.length; i++) {
    var params = ranges[i].split(';');
    var quality = 1;
    for (var j = 1; j < params.length; j++) {
      if (!/^\s*q\s*=/i.test(params[j])) continue;
      var q = /^\s*q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/i.exec(params[j]);
      quality = q ? Number(q[1]) : 0;
    }
    entries.push([params[0].trim().toLowerCase(), quality, i]);
  }
  return entries;
}

function rootRedirect(acceptLanguage, cookie) {
  var locale = chosenLocale(cookie);
  if (!locale) {
    var bestQuality = 0;
    var entries = qualities(acceptLanguage);
    for (var i = 0; i < entries.length; i++) {
      var candidate = localeOfTag(entries[i][0]);
      if (candidate && entries[i][1] > bestQuality) {
        locale = candidate;
        bestQuality = entries[i][1];
      }
    }
  }
  return locale && locale !== 'en' ? '/' + locale + '/' : '';
}

/** A page's path: no dot in any segment (a file such as /robots.txt or /index.html is never a page). */
function isPagePath(path) {
  return /^(\/[^\/.]+)*\/?$/.test(path);
}

/** The first entry of entries whose value is one of values, tried in their order (the most specific first). */
function mostSpecific(entries, values) {
  for (var v = 0; v < values.length; v++) {
    for (var i = 0; i < entries.length; i++) {
      if (entries[i][0] === values[v]) return entries[i];
    }
  }
  return null;
}

function markdownCopy(path, accept) {
  var entries = qualities(accept);
  var markdown = mostSpecific(entries, ['text/markdown']);
  // HTML's quality is that of the most specific range that covers it (RFC 9110, 12.5.1): text/markdown;q=0.5, */*
  // prefers anything, the page included, to Markdown.
  var html = mostSpecific(entries, ['text/html', 'text/*', '*/*']);
  var wanted = markdown && markdown[1] > 0 &&
    (!html || markdown[1] > html[1] || (markdown[1] === html[1] && markdown[2] < html[2]));
  if (!wanted || !isPagePath(path)) return '';
  return path.replace(/\/$/, '') + '/index.md';
}

/**
 * The request headers the answer at path depends on, for its Vary: / on language, cookie and Accept; a page on
 * Accept (its Markdown copy); a file on none, so that caches keep one copy of each asset, image and feed.
 */
function varyOf(path) {
  if (path === '/') return PAGE_VARY + ', ' + ROOT_VARY;
  return isPagePath(path) ? PAGE_VARY : '';
}
`

/** The tables and the functions as a script: what nginx's module and the edge worker start with. */
export function renderNegotiation(): string {
  return [
    `var LOCALE_CODES = ${JSON.stringify(LOCALES)};`,
    `var LANGUAGE_TAGS = ${JSON.stringify(LANGUAGE_TAGS)};`,
    `var LANGUAGE_COOKIE = ${JSON.stringify(LANGUAGE_COOKIE)};`,
    `var PAGE_VARY = ${JSON.stringify(PAGE_VARY)};`,
    `var ROOT_VARY = ${JSON.stringify(ROOT_VARY)};`,
    NEGOTIATION_SOURCE.trim(),
  ].join('\n')
}

/** The rendered functions, for Node (the unit tests): the very source the servers run. */
export function loadNegotiation(): {
  rootRedirect: (acceptLanguage: string | null, cookie: string | null) => string
  markdownCopy: (path: string, accept: string | null) => string
  varyOf: (path: string) => string
} {
  return new Function(
    `${renderNegotiation()}\nreturn { rootRedirect: rootRedirect, markdownCopy: markdownCopy, varyOf: varyOf }`,
  )()
}
