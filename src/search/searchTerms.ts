/**
 * What a search matches, defined once for both sides: the index (scripts/search/buildSearchIndex.ts, at build time)
 * and the query (src/search/searchClient.ts, in the browser) turn text into terms with these functions, so the two
 * can never disagree (Pagefind's zh splitters do: pagefind#1237). Pure and free of DOM and Node: scripts import it.
 *
 * - Case, width (ＳＯＬ = SOL) and accents on Latin letters do not matter (café = cafe, Gebühr = gebuhr, ß = ss),
 *   and Russian ё is е. Other marks stay: й is not и, and Japanese が is not か.
 * - Latin and Cyrillic words are matched by prefix, each also indexed by a light stem (wallets → wallet), so that
 *   "wallet" finds "wallets" and "wallets" finds "wallet".
 * - German words of 8 letters or more are also indexed by each tail of 4 letters or more, so that a part of a
 *   compound finds it (Pool → Liquiditätspool, Gebühr → Plattformgebühr).
 * - Chinese, Japanese and Korean runs are indexed as overlapping pairs of characters (and their last character):
 *   any part of a compound finds it, with no dictionary to disagree with. A Korean query loses its particle first
 *   (지갑을 → 지갑), so the noun finds every form of it.
 *
 * CAREFUL HERE: any change changes the index; the build's cache key includes this file, so it is rebuilt.
 */

/** Han, kana and Hangul (and the marks that belong to them): the scripts written without spaces between words. */
const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005]/u
const WORD = /[\p{L}\p{N}\p{M}'’]+/gu
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005\u3099\u309a]+/gu
const HANGUL = /\p{Script=Hangul}/u
/** A run of CJK letters, or of any others: a word that mixes them ("Solanaで") is read run by run. */
const SCRIPT_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005\u3099\u309a]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005\u3099\u309a]+/gu

/** Korean particles (josa) a noun may carry, longest first: stripped from a query word (지갑을 → 지갑). */
const KOREAN_PARTICLES = [
  '에서는',
  '으로는',
  '에게서',
  '까지는',
  '부터는',
  '에서',
  '에게',
  '한테',
  '으로',
  '까지',
  '부터',
  '보다',
  '처럼',
  '이나',
  '이랑',
  '께서',
  '마다',
  '만큼',
  '와는',
  '과는',
  '에는',
  '로는',
  '을',
  '를',
  '이',
  '가',
  '은',
  '는',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
  '나',
  '랑',
  '께',
]

/**
 * Text as it is compared: NFKC (full-width and compatibility forms), lower case, marks removed from Latin letters,
 * ё as е, ß as ss, typographic apostrophes as '.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/([a-zе])[\u0300-\u036f]+/g, '$1')
    .normalize('NFC')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/[’‘]/g, "'")
}

/** Whether the text is written in a script without spaces (a term made of it is matched by pairs). */
export function isCjk(text: string): boolean {
  return CJK_CHARACTER.test(text)
}

/** Plural and common inflection endings per language, longest first; a stem keeps at least 3 letters. */
const ENDINGS: Record<string, string[]> = {
  en: ['ies', 'ing', 'es', 'ed', 's'],
  es: ['es', 's'],
  it: ['i', 'e', 'o', 'a'],
  fr: ['es', 's', 'x', 'e'],
  de: ['en', 'er', 'es', 'e', 'n', 's'],
  ru: [
    'ами',
    'ями',
    'ого',
    'его',
    'ому',
    'ему',
    'ой',
    'ей',
    'ом',
    'ем',
    'ах',
    'ях',
    'ов',
    'ев',
    'ий',
    'ый',
    'ая',
    'ое',
    'ые',
    'ие',
    'а',
    'я',
    'ы',
    'и',
    'у',
    'ю',
    'е',
    'о',
    'ь',
  ],
}

/** A light stem: the word without one inflection ending of its language (wallets → wallet, кошельки → кошельк). */
export function stem(word: string, locale: string): string {
  const language = locale.split('-')[0]!
  for (const ending of ENDINGS[language] ?? []) {
    if (word.length - ending.length >= 3 && word.endsWith(ending)) {
      if (language === 'en' && (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is'))) return word
      return word.slice(0, -ending.length)
    }
  }
  return word
}

/** Overlapping pairs of characters of a CJK run, and its last character (so that one character finds any). */
function pairs(run: string): string[] {
  const characters = [...run]
  const terms: string[] = []
  for (let index = 0; index + 1 < characters.length; index++) terms.push(characters[index]! + characters[index + 1]!)
  terms.push(characters.at(-1)!)
  return terms
}

/** Splits normalized text into words, each either a CJK run or a word of letters and digits. */
function words(normalized: string): string[] {
  const found: string[] = []
  for (const [word] of normalized.matchAll(WORD)) {
    let rest = 0
    for (const match of word.matchAll(CJK_RUN)) {
      if (match.index > rest) found.push(word.slice(rest, match.index))
      found.push(match[0])
      rest = match.index + match[0].length
    }
    if (rest < word.length) found.push(word.slice(rest))
  }
  return found.map(word => word.replace(/^'+|'+$/g, '')).filter(word => word !== '')
}

/** Characters of a term: a longer "word" (a URL, a hash) is indexed, and asked for, by its start. */
export const MAX_TERM_CHARS = 48
/** German words up to this long are also indexed by their tails (compound parts); longer ones are not words. */
const MAX_COMPOUND_CHARS = 40

/** The terms a text is indexed by, in the page's language (duplicates included; the index keeps each once). */
export function indexTerms(text: string, locale: string): string[] {
  return rawIndexTerms(text, locale).map(term => (term.length > MAX_TERM_CHARS ? term.slice(0, MAX_TERM_CHARS) : term))
}

function rawIndexTerms(text: string, locale: string): string[] {
  const terms: string[] = []
  for (const word of words(normalize(text))) {
    if (isCjk(word)) {
      terms.push(...pairs(word))
      continue
    }
    // l'application, dell'app: the word after the elision is a word of its own too.
    const parts = word.includes("'") ? [word, ...word.split("'").filter(part => part.length > 1)] : [word]
    for (const part of parts) {
      terms.push(part)
      const stemmed = stem(part, locale)
      if (stemmed !== part) terms.push(stemmed)
      if (locale.startsWith('de') && part.length >= 8 && part.length <= MAX_COMPOUND_CHARS) {
        for (let start = 3; part.length - start >= 4; start++) terms.push(part.slice(start))
      }
    }
  }
  return terms
}

/** A query is read up to this many characters (the box's maxlength), words, and index terms in all. */
export const MAX_QUERY_CHARACTERS = 200
export const MAX_QUERY_WORDS = 12
export const MAX_QUERY_PATTERNS = 24

/** One word of a query: every term it stands for must be found in a page (`prefix`: as the start of a term). */
export interface QueryTerm {
  /** What the visitor typed, normalized: the excerpt marks it (`excerpt` below). */
  word: string
  terms: { text: string; prefix: boolean }[]
}

/** Strips one particle from a Korean word, keeping a noun of at least two syllables (수수료는 → 수수료). */
export function stripKoreanParticle(word: string): string {
  if (!HANGUL.test(word)) return word
  for (const particle of KOREAN_PARTICLES) {
    if (word.length - particle.length >= 2 && word.endsWith(particle)) return word.slice(0, -particle.length)
  }
  return word
}

/**
 * The words of a query, each with the index terms it must find. A Latin or Cyrillic word is its stem, matched as a
 * prefix (so it also works as you type); a CJK word is its pairs, matched exactly, or its one character as a prefix.
 * Words of one Latin letter are left out: they would match half the index.
 */
export function queryTerms(query: string, locale: string): QueryTerm[] {
  const result: QueryTerm[] = []
  let patterns = 0
  // CAREFUL HERE: the caps keep a pasted page of text from asking for hundreds of term lists (and excerpts).
  for (const typed of words(normalize(query.slice(0, MAX_QUERY_CHARACTERS))).slice(0, MAX_QUERY_WORDS)) {
    if (patterns >= MAX_QUERY_PATTERNS) break
    if (isCjk(typed)) {
      const word = stripKoreanParticle(typed)
      const characters = [...word]
      const terms =
        characters.length === 1
          ? [{ text: word, prefix: true }]
          : pairs(word)
              .slice(0, -1)
              .slice(0, MAX_QUERY_PATTERNS - patterns)
              .map(text => ({ text, prefix: false }))
      patterns += terms.length
      result.push({ word, terms })
      continue
    }
    const word = typed.includes("'")
      ? (typed
          .split("'")
          .filter(part => part.length > 1)
          .at(-1) ?? typed)
      : typed
    if (word.length < 2) continue
    patterns++
    result.push({ word, terms: [{ text: stem(word, locale).slice(0, MAX_TERM_CHARS), prefix: true }] })
  }
  // The same word typed twice asks for nothing more.
  return result.filter((term, index) => result.findIndex(other => other.word === term.word) === index)
}

/** Whether an index term answers a query term. */
export function termMatches(indexTerm: string, queryTerm: { text: string; prefix: boolean }): boolean {
  return queryTerm.prefix ? indexTerm.startsWith(queryTerm.text) : indexTerm === queryTerm.text
}

/** A piece of an excerpt: text, marked where it matched. */
export interface ExcerptPiece {
  text: string
  mark: boolean
}

/**
 * A character of a run that a link, a domain, a handle or an address may be part of: neither a space, nor a letter or
 * a sign (。「」) of the scripts written without spaces, nor half of a pair of UTF-16 units. Latin, Cyrillic and
 * full-width letters, digits and signs are: a word in English, `reelfi-partner.io/x` glued to Japanese.
 */
export const RUN_CHARACTER =
  /[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3000-\u303f\ud800-\udfff]/u

const isRunCharacter = (text: string, at: number) => RUN_CHARACTER.test(text[at] ?? ' ')

/** Where the run that `at` falls inside ends; `at` itself when it falls between two characters of different kinds. */
function runEnd(text: string, at: number): number {
  if (!isRunCharacter(text, at - 1)) return at
  while (isRunCharacter(text, at)) at++
  return at
}

/** Where the run that `at` falls inside starts; `at` itself when it falls between two characters of different kinds. */
export function runStart(text: string, at: number): number {
  if (!isRunCharacter(text, at)) return at
  while (isRunCharacter(text, at - 1)) at--
  return at
}

/**
 * A short excerpt of `text` around the first match of the query, with every match in it marked: a Latin or
 * Cyrillic word whose terms answer a query word, or the typed CJK word inside a run. Without a match, the start of
 * the text. Each distinct word is turned into terms once, the search for the first match stops at it, and only the
 * words of the excerpt's window are marked: a long section costs one pass over its words at most.
 */
export function excerpt(text: string, query: QueryTerm[], locale: string, length = 160): ExcerptPiece[] {
  const cjkWords = query.filter(term => isCjk(term.word)).map(term => term.word)
  const patterns = query.filter(term => !isCjk(term.word)).flatMap(term => term.terms)
  const answers = new Map<string, boolean>()
  /** Where a word of the text matches the query, as ranges of the text (memoized by the word). */
  const matchesIn = (original: string, offset: number): [number, number][] => {
    // Japanese and Chinese write a Latin name against their own letters ("Solanaで", the house style of issue 43):
    // each script's run is matched as its own word, so the name is marked.
    const runs = [...original.matchAll(SCRIPT_RUN)]
    if (runs.length > 1) return runs.flatMap(run => matchesIn(run[0], offset + run.index))
    const normalized = normalize(original)
    // Marks are only placed where normalizing kept the length (it nearly always does), so offsets stay true.
    if (normalized.length !== original.length) return []
    const found: [number, number][] = []
    if (isCjk(normalized)) {
      for (const word of cjkWords) {
        for (let at = normalized.indexOf(word); at !== -1; at = normalized.indexOf(word, at + 1))
          found.push([offset + at, offset + at + word.length])
      }
      return found
    }
    if (patterns.length === 0) return found
    let answer = answers.get(normalized)
    if (answer === undefined) {
      answer = indexTerms(original, locale).some(term => patterns.some(wanted => termMatches(term, wanted)))
      answers.set(normalized, answer)
    }
    if (answer) found.push([offset, offset + original.length])
    return found
  }

  let first = 0
  for (const match of text.matchAll(WORD)) {
    const found = matchesIn(match[0], match.index)
    if (found.length > 0) {
      first = Math.min(...found.map(range => range[0]))
      break
    }
  }
  // The excerpt starts a little before the first match, at a word boundary where there is one.
  let start = Math.max(0, first - Math.floor(length / 3))
  if (start > 0) {
    const space = text.indexOf(' ', start)
    if (space !== -1 && space < first) start = space + 1
  }
  // An edge never cuts a run (a word; in Chinese or Japanese, a link or an address glued to the text, whose half reads
  // as another: `…partner.io` of reelfi-partner.io): it leaves the run out, unless the first match is in it.
  const afterRun = runEnd(text, start)
  if (afterRun <= first) start = afterRun
  let end = Math.min(text.length, start + length)
  const beforeRun = runStart(text, end)
  if (beforeRun > first) end = beforeRun
  while (end > first + 1 && /\s/.test(text[end - 1]!)) end--
  // Only the window is marked; a word cut by its edges is read whole, so that its offsets stay true.
  const windowStart = Math.max(0, text.lastIndexOf(' ', start) + 1)
  const ranges: [number, number][] = []
  const window = text.slice(windowStart, end + 64)
  for (const match of window.matchAll(WORD)) {
    if (windowStart + match.index >= end) break
    ranges.push(...matchesIn(match[0], windowStart + match.index))
  }
  ranges.sort((a, b) => a[0] - b[0])
  const pieces: ExcerptPiece[] = []
  let at = start
  for (const [from, to] of ranges) {
    if (to <= at || from >= end) continue
    if (from > at) pieces.push({ text: text.slice(at, from), mark: false })
    pieces.push({ text: text.slice(Math.max(from, at), Math.min(to, end)), mark: true })
    at = Math.min(to, end)
  }
  if (at < end) pieces.push({ text: text.slice(at, end), mark: false })
  if (start > 0) pieces.unshift({ text: '…', mark: false })
  if (end < text.length) pieces.push({ text: '…', mark: false })
  return pieces
}
