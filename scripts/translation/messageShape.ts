/**
 * What a Lingui message says apart from its words (placeholders, select/plural, rich-text tags, quoting), read by
 * Lingui's own compiler, and whether a translation keeps it.
 * CAREFUL HERE: the Lingui Vite plugin loads this module with lingui.pages.config.ts on every `npm run dev` and
 * build: keep its imports to Lingui's compiler.
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'

type CompiledMessage = ReturnType<typeof compileMessageOrThrow>
type Part = CompiledMessage[number]

/** What a message says apart from its words: how each argument is used, its tags, its literal braces, its figures. */
export interface MessageShape {
  /** `name` for a plain `{name}`, `name, plural` for `{name, plural, …}` (and select, selectordinal, number, …). */
  arguments: string[]
  /** Rich-text tags (`<0>`, `</0>`, `<1/>`), sorted. */
  tags: string[]
  /** Anything else shaped like a tag (`<b>`, `<script>`): Lingui leaves it as text, and React shows it so. In order. */
  markup: string[]
  /** Literal text: what the reader sees besides the arguments. */
  text: string
}

/**
 * An HTML tag, which Lingui's are not (`<0>`): `<b>`, `</script>`, `<a href="…">`, `<br/>`. Its name is ASCII, so
 * Korean's <설정> is text; "if a<b and c>d" reads as a tag, as HTML would read it (write "a < b").
 */
const MARKUP = /<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>/g

/** A message's literal text without its markup, which shapeDifferences reports once, as markup. */
export const withoutMarkup = (text: string) => text.replace(MARKUP, ' ')

/** The shape of an ICU message, parsed by Lingui; throws Lingui's parse error on a message that does not compile. */
export function shapeOf(message: string): MessageShape {
  const shape: MessageShape = { arguments: [], tags: [], markup: [], text: '' }
  const walk = (parts: CompiledMessage) => {
    for (const part of parts as Part[]) {
      if (typeof part === 'string') {
        shape.text += part
        continue
      }
      const [name, kind, options] = part as [string, string?, unknown?]
      shape.arguments.push(kind ? `${name}, ${kind}` : name)
      if (options && typeof options === 'object') {
        for (const [key, value] of Object.entries(options as Record<string, unknown>)) {
          if (key !== 'offset' && Array.isArray(value)) walk(value as CompiledMessage)
          else if (key !== 'offset' && typeof value === 'string') shape.text += value
        }
      }
    }
  }
  walk(compileMessageOrThrow(message))
  // Lingui's rich text: numbered tags, read from the literal text as Lingui's formatElements does.
  shape.tags = [...shape.text.matchAll(/<\/?\d+\s*\/?>/g)].map(([tag]) => tag.replace(/\s/g, '')).sort()
  shape.markup = [...shape.text.matchAll(MARKUP)].map(([tag]) => tag)
  shape.arguments = [...new Set(shape.arguments)].sort()
  return shape
}

/** `{name}` placeholders and `<0>` tags of a message (a message that does not compile has none). */
export function placeholdersOf(message: string): string[] {
  try {
    const shape = shapeOf(message)
    return [
      ...shape.arguments.map(argument => argument.split(',')[0]!),
      ...shape.tags.map(tag => `<${tag.replace(/[</>]/g, '')}>`),
    ].sort()
  } catch {
    return []
  }
}

/** How a translation's shape differs from its msgid's (its words' facts aside), as messages a translator can act on. */
export function shapeDifferences(english: MessageShape, translated: MessageShape): { message: string; fix: string }[] {
  const found: { message: string; fix: string }[] = []
  const names = (shape: MessageShape) => new Map(shape.arguments.map(argument => [argument.split(', ')[0]!, argument]))
  const inEnglish = names(english)
  const inTranslation = names(translated)
  const written = (argument: string) => (argument.includes(',') ? `{${argument}, …}` : `{${argument}}`)
  for (const [name, argument] of inEnglish) {
    const used = inTranslation.get(name)
    if (used === undefined) {
      found.push({
        message: `drops ${written(argument)}, so the value is never shown`,
        fix: `write ${written(argument)} exactly as in the msgid`,
      })
    } else if (used !== argument) {
      found.push({
        message:
          `uses ${written(used)} where the msgid has ${written(argument)}, which can show another value ` +
          `than the page's`,
        fix: `write ${written(argument)} exactly as in the msgid`,
      })
    }
  }
  for (const [name, argument] of inTranslation) {
    if (!inEnglish.has(name))
      found.push({
        message: `adds ${written(argument)}, which the msgid does not have`,
        fix: 'use only the placeholders of the msgid',
      })
  }
  if (translated.tags.join() !== english.tags.join()) {
    found.push({
      message:
        `has the tags ${translated.tags.join(' ') || '(none)'} where the msgid ` +
        `has ${english.tags.join(' ') || '(none)'}`,
      fix: 'keep each <0>…</0> tag of the msgid around the words it marks',
    })
  }
  const added = translated.markup.filter(tag => !english.markup.includes(tag))
  if (added.length > 0) {
    found.push({
      message: `adds ${added.join(' ')}, which the msgid does not have: the page would show it as text`,
      fix: 'translate only the words, and keep each <0>…</0> tag of the msgid as it is',
    })
  }
  const braces = (text: string) => [...text].filter(character => character === '{' || character === '}').length
  if (braces(translated.text) > braces(english.text)) {
    found.push({
      message: 'shows a { or } as text, which the msgid does not: a brace quoted with apostrophes, or one left alone',
      fix: "write each {placeholder} exactly as in the msgid, with no apostrophes around it (a ' in a word is fine)",
    })
  }
  return found
}

/**
 * Whether a translation can be shown as it is (shapeDifferences: figures and addresses aside, refused by the checks);
 * one that cannot shows English on the page (fuzzyIsMissing.ts), never a sentence with a value missing.
 */
export function canShowTranslation(msgid: string, msgstr: string): boolean {
  try {
    const english = shapeOf(msgid)
    const translated = shapeOf(msgstr)
    return shapeDifferences(english, translated).length === 0
  } catch {
    return false
  }
}
