import { describe, expect, test } from 'vitest'
import {
  ENGLISH_KEY_FIELD,
  ENTRY_FIELD,
  escapeMdxText,
  FILE_KEY_FIELD,
  joinSplitSentences,
  LISTED_TITLE_FIELD,
  LOCALE_FIELD,
  shownBody,
  siteFormat,
  writtenByWidget,
} from '../../scripts/admin/browser/siteFormat.ts'
import { readSource } from '../../scripts/content/readSource.ts'
import type { Constants } from '../../scripts/content/types.ts'
import { sourceHash } from '../../scripts/translation/stampedEnglish.ts'

/**
 * The editor's file format (scripts/admin/browser/siteFormat.ts) given what Sveltia CMS gives it: a file read (as
 * Sveltia hands it over: trimmed; what is written is trimmed again and ended with one line end) and the data the
 * editor saves, with the body as its Markdown editor rewrites it. The browser round trip (tests/admin/) runs the
 * same through the real editor.
 */
/** What the format hands the widget in a backslash's place where the widget would drop it (siteFormat.ts). */
const MARK = '\u200B'

const format = () => siteFormat({ trueOnly: new Set(['draft']), inlineComponents: ['Constant', 'ExternalLink'] })

const FILE = `---
# Kept for the review (issue 12).
question: "What fee does the platform take?"
order: 9
tags: [fees, presale]
draft: true
---
A fee of \\{fee} stays, so do &#123; and 1986\\. here.

| plan | fee |
|:--|--:|
| a | <Constant name="platformFeePercent" /> |

Second paragraph.`

/** The body as Sveltia's Markdown editor gives it back after merely showing it. */
const SHOWN = `A fee of {fee} stays, so do { and 1986. here.

| plan | fee |
| --- | --- |
| a | <Constant name="platformFeePercent" /> |

Second paragraph.`

describe('the site format writes only what was edited', () => {
  test('an entry saved without an edit keeps every byte, though the editor rewrote the body it showed', async () => {
    const { fromFile, toFile } = format()
    const data = fromFile(FILE)
    expect(await toFile({ ...data, body: SHOWN })).toBe(FILE)
  })

  test('a changed field keeps the comment, quoting, flow list and the untouched blocks of the body', async () => {
    const { fromFile, toFile } = format()
    const data = fromFile(FILE)
    const written = await toFile({ ...data, question: 'What fee does the platform charge?', body: SHOWN })
    expect(written).toBe(`${FILE.replace('platform take?', 'platform charge?')}\n`)
  })

  test('an edited paragraph is written anew with its braces escaped; the others keep their bytes', async () => {
    const { fromFile, toFile } = format()
    const data = fromFile(FILE)
    const written = await toFile({ ...data, body: SHOWN.replace('Second paragraph.', 'Second {note} paragraph.') })
    expect(written).toBe(`${FILE.replace('Second paragraph.', 'Second \\{note} paragraph.')}\n`)
  })

  test('a switch turned off and an emptied field are removed; other fields stay', async () => {
    const { fromFile, toFile } = format()
    const data = fromFile(FILE)
    expect(await toFile({ ...data, draft: false, tags: [], body: SHOWN })).toBe(
      `${FILE.replace('tags: [fees, presale]\n', '').replace('draft: true\n', '')}\n`,
    )
  })

  test('a new entry or language (keyed by a locale code, not a file read) is written in the site layout', async () => {
    const { toFile } = format()
    expect(await toFile({ question: 'Q?', order: 3, draft: false, [FILE_KEY_FIELD]: 'ja', body: 'Text {x}.' })).toBe(
      '---\nquestion: Q?\norder: 3\n---\nText \\{x}.\n',
    )
  })
})

describe('a translation saved in the editor', () => {
  const ENGLISH = '---\ntitle: The presale opens soon\ndate: 2026-11-20\n---\nThe presale opens soon.'
  const JAPANESE =
    '---\ntitle: "プレセールまもなく開始"\ndate: 2026-11-20\nsource_hash: 0123456789ab\n---\nプレセールがまもなく始まります。'

  /** The two files read, and the data as Sveltia gives it: its language, and the English file's key copied in. */
  function opened() {
    const { fromFile, toFile } = format()
    const english: Record<string, unknown> = { ...fromFile(ENGLISH), [LOCALE_FIELD]: 'en' }
    const japanese = { ...fromFile(JAPANESE), [ENGLISH_KEY_FIELD]: english[ENGLISH_KEY_FIELD], [LOCALE_FIELD]: 'ja' }
    return { toFile, english, japanese }
  }

  test('is stamped against the English it was translated beside, as `npm run i18n:stamp` stamps it', async () => {
    const stamp = sourceHash(`${ENGLISH}\n`)
    // Stamped against an older English, or against this one: the save stamps it against the English shown beside it.
    for (const file of [JAPANESE, JAPANESE.replace('0123456789ab', stamp)]) {
      const { fromFile, toFile } = format()
      const english = fromFile(ENGLISH)
      const japanese = { ...fromFile(file), [ENGLISH_KEY_FIELD]: english[ENGLISH_KEY_FIELD], [LOCALE_FIELD]: 'ja' }
      expect(await toFile({ ...japanese, title: 'プレセール開始間近' })).toBe(
        `${JAPANESE.replace('"プレセールまもなく開始"', '"プレセール開始間近"').replace('0123456789ab', stamp)}\n`,
      )
    }
    // The English file itself carries no stamp, edited or not.
    const { fromFile, toFile } = format()
    expect(await toFile({ ...fromFile(ENGLISH), title: 'The presale opens' })).toBe(
      `${ENGLISH.replace('opens soon\n', 'opens\n')}\n`,
    )
  })

  test('saved in the same save as an English edit, is stamped against the English it was opened beside', async () => {
    const before = sourceHash(`${ENGLISH}\n`)
    for (const englishFirst of [true, false]) {
      const { toFile, english, japanese } = opened()
      const saveEnglish = () => toFile({ ...english, title: 'The presale opens' })
      const saveJapanese = () => toFile({ ...japanese, title: 'プレセール開始間近' })
      const written = englishFirst ? [await saveEnglish(), await saveJapanese()] : [await saveJapanese()]
      if (!englishFirst) await saveEnglish()
      expect(written.at(-1)).toContain(`source_hash: ${before}\n`)
    }
  })

  test('whose entry has no English in the save is saved without a new stamp, and the save ends', async () => {
    // A stamped translation without an English file (renamed, or a stray file): saved at once, its stamp kept.
    const { fromFile, toFile } = format()
    const stray = fromFile(JAPANESE)
    expect(await toFile({ ...stray, [LOCALE_FIELD]: 'ja', [ENTRY_FIELD]: 'entry-1', title: '新訳' })).toBe(
      `${JAPANESE.replace('プレセールまもなく開始', '新訳')}\n`,
    )
    // An unstamped one, in a save whose entry has no English (beforeSave, Sveltia's preSave hook, says so), or saved
    // without that hook having run: saved at once, unstamped, with nothing to wait for.
    for (const hookRan of [true, false]) {
      const { fromFile, toFile, beforeSave } = format()
      const unstamped = JAPANESE.replace('source_hash: 0123456789ab\n', '')
      const japanese = { ...fromFile(unstamped), [LOCALE_FIELD]: 'ja', [ENTRY_FIELD]: 'entry-2' }
      if (hookRan) beforeSave([japanese])
      expect(await toFile({ ...japanese, title: '新訳' })).toBe(
        `${unstamped.replace('プレセールまもなく開始', '新訳')}\n`,
      )
    }
  })

  test('never stamped, saved after the entry is opened again: stamped against the English then', async () => {
    const { fromFile, toFile, beginEditing, beforeSave } = format()
    const ids = { [ENTRY_FIELD]: 'entry-1' }
    const english = { ...fromFile(ENGLISH), ...ids, [LOCALE_FIELD]: 'en' }
    const unstamped = JAPANESE.replace('source_hash: 0123456789ab\n', '')
    const japanese = { ...fromFile(unstamped), ...ids, [LOCALE_FIELD]: 'ja' }
    // First opening: the English edited and saved, the Japanese formatted beside it unchanged.
    beforeSave([{ ...english, title: 'The presale opens' }, japanese])
    const [saved] = await Promise.all([toFile({ ...english, title: 'The presale opens' }), toFile(japanese)])
    // Opened again (Sveltia keeps the entry's id): the Japanese edited beside the English saved.
    beginEditing()
    beforeSave([
      { ...english, title: 'The presale opens' },
      { ...japanese, title: 'プレセール開始間近' },
    ])
    const [, written] = await Promise.all([
      toFile({ ...english, title: 'The presale opens' }),
      toFile({ ...japanese, title: 'プレセール開始間近' }),
    ])
    expect(written).toContain(`source_hash: ${sourceHash(saved)}\n`)
  })

  test('that was never stamped, or is new, is stamped against the English of the same save, as opened', async () => {
    const unstamped = JAPANESE.replace('source_hash: 0123456789ab\n', '')
    for (const englishFirst of [true, false]) {
      const { fromFile, toFile, beforeSave } = format()
      // Sveltia gives each language its code and the entry one id when it is opened (editor.ts).
      const opened = { [LOCALE_FIELD]: 'en', [ENTRY_FIELD]: 'entry-1' }
      const english = { ...fromFile(ENGLISH), ...opened }
      // An unstamped file is read as English is (no stamp): only its language tells it apart.
      const japanese = { ...fromFile(unstamped), ...opened, [LOCALE_FIELD]: 'ja' }
      const saveEnglish = () => toFile({ ...english, title: 'The presale opens' })
      const saveJapanese = () => toFile({ ...japanese, title: 'プレセール開始間近' })
      // Sveltia's preSave hook sees every language first; then it formats them in no fixed order.
      beforeSave([japanese, english])
      const [first, second] = englishFirst
        ? [await saveEnglish(), await saveJapanese()]
        : await Promise.all([saveJapanese(), saveEnglish()])
      expect(englishFirst ? second : first).toBe(
        `${unstamped
          .replace('"プレセールまもなく開始"', '"プレセール開始間近"')
          .replace('date: 2026-11-20\n', `date: 2026-11-20\nsource_hash: ${sourceHash(`${ENGLISH}\n`)}\n`)}\n`,
      )
    }
  })

  test('new with a new English in the same save, is stamped against the English as that save writes it', async () => {
    /** Data as Sveltia hands its hooks: the same fields, in another order (sorted by name). */
    const sorted = (data: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(data).sort(([a], [b]) => a.localeCompare(b)))
    for (const englishFirst of [true, false]) {
      const { toFile, beforeSave } = format()
      const ids = { [ENTRY_FIELD]: 'entry-new' }
      // Keyed by a locale code, not a file read: new files.
      const english = { question: 'How is the fee paid?', order: 16, body: 'In SOL.', [FILE_KEY_FIELD]: 'en', ...ids }
      const japanese = {
        question: '手数料の支払い方法は？',
        order: 16,
        body: 'SOLで。',
        [FILE_KEY_FIELD]: 'ja',
        ...ids,
      }
      const en = { ...english, [LOCALE_FIELD]: 'en' }
      const ja = { ...japanese, [LOCALE_FIELD]: 'ja' }
      beforeSave([sorted(en), sorted(ja)])
      const [first, second] = await Promise.all(englishFirst ? [toFile(en), toFile(ja)] : [toFile(ja), toFile(en)])
      const [writtenEnglish, writtenJapanese] = englishFirst ? [first, second] : [second, first]
      expect(writtenEnglish).toBe('---\nquestion: How is the fee paid?\norder: 16\n---\nIn SOL.\n')
      expect(writtenJapanese).toContain(`source_hash: ${sourceHash(writtenEnglish)}\n`)
    }
  })

  test('keeps its bytes and its stamp when it was not edited', async () => {
    const { toFile, english, japanese } = opened()
    expect(await toFile({ ...japanese })).toBe(JAPANESE)
    expect(await toFile({ ...english, title: 'The presale opens' })).not.toBe(ENGLISH)
  })
})

test('a file cannot set the hidden fields that choose what a save is based on and stamped against', async () => {
  const { fromFile, toFile, beforeSave } = format()
  const real = '---\ntitle: Real\n---\nReal.'
  const english = { ...fromFile(real), [LOCALE_FIELD]: 'en', [ENTRY_FIELD]: 'entry-1' }
  fromFile('---\ntitle: Other\n---\nOther.')
  // A never-stamped translation naming the second English file (`read-2`) as the file it was read from and as its
  // English, English as its language, another entry as its own, and a title of its own for the lists.
  const hostile = [
    '---',
    'title: 訳',
    `${FILE_KEY_FIELD}: read-2`,
    `${ENGLISH_KEY_FIELD}: read-2`,
    `${LOCALE_FIELD}: en`,
    `${ENTRY_FIELD}: entry-2`,
    `${LISTED_TITLE_FIELD}: Not the title`,
    '---',
    '訳。',
  ].join('\n')
  const data = fromFile(hostile)
  expect(data).toMatchObject({ [FILE_KEY_FIELD]: 'read-3', [ENGLISH_KEY_FIELD]: 'read-3' })
  for (const field of [LOCALE_FIELD, ENTRY_FIELD, LISTED_TITLE_FIELD]) expect(data).not.toHaveProperty(field)
  // Saved as Sveltia gives it (its language and entry filled in): based on itself, stamped against the English of the
  // same save, and its own lines, which `npm run content` refuses, left as they were.
  const ids = { [LOCALE_FIELD]: 'ja', [ENTRY_FIELD]: 'entry-1' }
  beforeSave([english, { ...data, ...ids, title: '新訳' }])
  const [written] = await Promise.all([toFile({ ...data, ...ids, title: '新訳' }), toFile(english)])
  expect(written).toBe(
    `${hostile.replace('訳\n', '新訳\n').replace(/\n---\n/, `\nsource_hash: ${sourceHash(`${real}\n`)}\n---\n`)}\n`,
  )
})

test('a title with a placeholder is listed filled as the page shows it, never written filled', async () => {
  const { fromFile, toFile, beforeSave } = siteFormat({
    trueOnly: new Set(),
    inlineComponents: [],
    listed: {
      titleFields: ['question', 'title'],
      // One figure of the test's own (the type lists the site's every figure).
      constants: {
        BRAND_NAME: 'Reelfi',
        CONSTANTS: { presaleGateUsd: { value: 24000, format: 'usd' } } as unknown as Constants['CONSTANTS'],
      },
    },
  })
  const file = '---\nquestion: What is {brand}, and why {presaleGateUsd}?\norder: 1\n---\nText.'
  const data = fromFile(file)
  expect(data[LISTED_TITLE_FIELD]).toBe('What is Reelfi, and why $24,000?')
  expect(await toFile({ ...data, order: 2 })).toBe(`${file.replace('order: 1', 'order: 2')}\n`)
  // A title without a placeholder is listed as it is.
  expect(fromFile('---\ntitle: Plain\n---\nText.')[LISTED_TITLE_FIELD]).toBe('Plain')
  // Edited, each language's title is listed anew before the save (Sveltia's preSave hook, editor.ts), filled.
  expect(beforeSave([{ ...data, question: 'How does {brand} pay?' }, { title: 'Plain again' }, { order: 1 }])).toEqual([
    'How does Reelfi pay?',
    'Plain again',
    undefined,
  ])
})

describe('a component the editor split off its sentence', () => {
  test('is joined back when the sentence goes on', () => {
    expect(joinSplitSentences('must sell <Constant name="presaleGateUsd" />\n\n in its presale.', ['Constant'])).toBe(
      'must sell <Constant name="presaleGateUsd" /> in its presale.',
    )
    expect(joinSplitSentences('売れるまで<Constant name="a" />\n\n分です。', ['Constant'])).toBe(
      '売れるまで<Constant name="a" />分です。',
    )
  })

  test('stays a paragraph of its own when a new sentence starts', () => {
    const body = 'The fee is <Constant name="a" />\n\nThe rest goes to the pool.'
    expect(joinSplitSentences(body, ['Constant'])).toBe(body)
  })
})

test('braces and `<` in code and components are not escaped; escaped ones are not escaped twice', () => {
  expect(escapeMdxText('`{a}` and \\{b} and {c}')).toBe('`{a}` and \\{b} and \\{c}')
  // A backslash typed before a brace is written `\\`: the brace after it is bare, and escaped.
  expect(escapeMdxText('a \\\\{x} and \\\\\\{y}')).toBe('a \\\\\\{x} and \\\\\\{y}')
  // A `<` typed in text is no tag: `<5%` is read by MDX as one, and refused.
  expect(escapeMdxText('fees <5% and \\<6%, <Constant name="a" /> <b>x</b>')).toBe(
    'fees \\<5% and \\<6%, <Constant name="a" /> <b>x</b>',
  )
  // What it writes is read as the text that was typed by the site's own reader.
  const problems: string[] = []
  const read = readSource(
    `---\ntitle: T\n---\n${escapeMdxText('fees <5% and {x}, a \\\\{y}')}\n`,
    'title',
    (...problem) => problems.push(problem.join(': ')),
  )
  expect(problems).toEqual([])
  expect(JSON.stringify(read!.body)).toContain('"value":"fees <5% and {x}, a \\\\{y}"')
})

test('text around a bare web address is escaped too, also after a bracket that opens no link', () => {
  // GFM finds such addresses after parsing, and the pieces it splits the text into have no position of their own.
  const cases: [string, string][] = [
    ['a [ b https://e.com c', 'a [ b https://e.com c'],
    ['a [ b (https://e.com) {c} <d', 'a [ b (https://e.com) \\{c} \\<d'],
    ['{x} [ www.e.com `{y}` <z', '\\{x} [ www.e.com `{y}` \\<z'],
    ['- [ {a} https://e.com <b\n- `{c}` [ {d} www.e.com', '- [ \\{a} https://e.com \\<b\n- `{c}` [ \\{d} www.e.com'],
  ]
  for (const [typed, written] of cases) expect(escapeMdxText(typed)).toBe(written)
})

test('a file that already has a paragraph after a component keeps it apart when another field is edited', async () => {
  const { fromFile, toFile } = format()
  const file = '---\nquestion: Q?\n---\nThe fee is <Constant name="a" />\n\nand the rest goes to the pool.'
  const data = fromFile(file)
  expect(await toFile({ ...data, question: 'R?' })).toBe(`${file.replace('Q?', 'R?')}\n`)
})

describe('the body handed to the rich-text widget', () => {
  test('is what the widget writes back after showing it, so an entry opened is not changed', () => {
    // What Sveltia 0.221's widget gave back for each, seen in the browser (tests/admin/opensUnchanged.spec.ts).
    expect(shownBody('A \\{fee} and &#123;b&#125; and &#8212; and &amp; and \\<5% and \\<b>.')).toBe(
      'A {fee} and {b} and \u2014 and & and <5% and \\<b>.',
    )
    // A named reference as the character the page shows; one Markdown does not know stays text as written.
    expect(shownBody('Tom &amp; Jerry, &copy; 2026, &fee; and &nbsp;.')).toBe(
      'Tom & Jerry, \u00a9 2026, &fee; and &nbsp;.',
    )
    // An `&` that stands for itself before what would make it a reference is handed over as written (the widget gives
    // a reference back as written): bare or marked it would be the reference.
    expect(shownBody('&amp;copy;, \\&copy;, &#38;#123; and &amp; x.')).toBe('&amp;copy;, \\&copy;, &#38;#123; and & x.')
    // Brackets Markdown reads as text (`\\[x](y)`) with a mark between `]` and `(`, so that the widget shows no link.
    expect(shownBody('See \\[x](y), [a](b) and `[c](d)`.')).toBe(`See [x]${MARK}(y), [a](b) and \`[c](d)\`.`)
    expect(shownBody('A year at a line start:\n1986\\. was long ago, *so* it was.')).toBe(
      'A year at a line start: 1986. was long ago, _so_ it was.',
    )
    expect(shownBody('| a | b |\n|:--|--:|\n|x|\\{y}|')).toBe('| a | b |\n| --- | --- |\n| x | {y} |')
    // A block that would read as a list if bare has the mark for its backslash; emphasis inside a word stays.
    expect(shownBody('1986\\. was long ago, a*b*c.')).toBe(`1986${MARK}. was long ago, a*b*c.`)
  })

  test('has escaped punctuation bare where the bare character means the same, marked where it would not', () => {
    // The widget writes its own marks `\*`, `\``, `\~` escaped and every other escape bare (opensUnchanged.spec.ts).
    expect(shownBody('Snake\\_case, \\*star\\*, \\[x\\] and \\# no heading, \\\\ and \\&amp;.')).toBe(
      'Snake_case, \\*star\\*, [x] and # no heading, \\ and \\&amp;.',
    )
    // Bare, these would be a heading, emphasis, a list and a quote; escaped, the widget shows them as text but gives
    // them back bare (writtenByWidget). Each backslash is handed over as a zero-width mark, which it gives back.
    const body = '\\# Not a heading, \\_not emphasis\\_.\n\n\\- not a list\n\n\\> not a quote'
    expect(shownBody(body)).toBe(
      `${MARK}# Not a heading, ${MARK}_not emphasis${MARK}_.\n\n${MARK}- not a list\n\n${MARK}> not a quote`,
    )
    // An escaped backslash before punctuation: the mark after it (and the widget's own `\\*` kept escaped). Neither
    // all bare nor one by one is tried when all marked keeps the meaning: the `\\{` after it is marked too.
    expect(shownBody('a \\\\\\{x} and \\\\* b')).toBe(`a \\${MARK}${MARK}{x} and \\${MARK}\\* b`)
    expect(writtenByWidget(body)).toBe('# Not a heading, _not emphasis_.\n\n- not a list\n\n> not a quote')
  })

  test('a paragraph the widget gave back as a heading, a list or emphasis keeps its bytes, edited or not', async () => {
    const file = '---\nquestion: Q?\n---\n\\# Not a heading, \\_not emphasis\\_.\n\n\\- not a list, a \\*star\\*.'
    const { fromFile, toFile } = format()
    const data = fromFile(file)
    const given = '# Not a heading, _not emphasis_.\n\n- not a list, a \\*star\\*.'
    expect(await toFile({ ...data, question: 'R?', body: given })).toBe(`${file.replace('Q?', 'R?')}\n`)
    // Typed on at each paragraph's end: what the writer saw, two paragraphs, with a literal star, stays so.
    const edited = given.replace('emphasis_.', 'emphasis_. Yes.').replace(/\.$/, '. No.')
    expect(await toFile({ ...data, body: edited })).toBe(
      `${file.replace('emphasis\\_.', 'emphasis\\_. Yes.').replace(/\.$/, '. No.')}\n`,
    )
  })

  test('a marked backslash given back by the widget is written as the backslash, edited or not', async () => {
    const body = '\\# Not a heading, \\_not emphasis\\_.\n\n1986\\. was.\n\n\\- dash\n\n\\> quote, C:\\\\x \\\\# y.'
    const file = `---\nquestion: Q?\n---\n${body}`
    const { fromFile, toFile } = format()
    const data = fromFile(file)
    expect(String(data.body)).toMatch(new RegExp(`^${MARK}# `))
    expect(await toFile({ ...data, question: 'R?' })).toBe(`${file.replace('Q?', 'R?')}\n`)
    // Typed on at each paragraph's end: the marks in what the writer did not touch are backslashes again.
    const typed = String(data.body).replaceAll(/(\.)(\n|$)/g, '$1 More.$2')
    expect(await toFile({ ...data, body: typed })).toBe(`${file.replaceAll(/(\.)(\n|$)/g, '$1 More.$2')}\n`)
    // A mark whose character the writer deleted is dropped: nothing is left to escape.
    expect(await toFile({ ...data, body: String(data.body).replace(`${MARK}- dash`, `${MARK}Dash`) })).toBe(
      `${file.replace('\\- dash', 'Dash')}\n`,
    )
  })

  test('an edited paragraph keeps its escaped backslashes, which the widget gives back as one', async () => {
    const { fromFile, toFile } = format()
    const file = '---\nquestion: Q?\n---\nC:\\\\Users\\\\x is a path, a \\\\ too.'
    const data = fromFile(file)
    // What the widget gave back, typed on at the end (Sveltia 0.221: every `\\\\` as `\\`).
    const written = await toFile({ ...data, body: 'C:\\Users\\x is a path, a \\ too. Z' })
    expect(written).toBe(`${file} Z\n`)
  })

  test('comes back as the file read, byte for byte, when nothing was edited', async () => {
    const { fromFile, toFile } = format()
    const data = fromFile(FILE)
    expect(data.body).toBe(SHOWN)
    expect(await toFile(data)).toBe(FILE)
  })

  test('an edited table keeps the column alignment of the table it replaces', async () => {
    const { fromFile, toFile } = format()
    const data = fromFile(FILE)
    const written = await toFile({ ...data, body: String(data.body).replace('| a |', '| b |') })
    expect(written).toBe(`${FILE.replace('| a |', '| b |')}\n`)
  })

  test('a paragraph starting `1986\\.`, given back by the widget as a list `1986.`, keeps its bytes', async () => {
    const { fromFile, toFile } = format()
    const file = '---\nquestion: Q?\n---\n1986\\. was long ago.'
    const data = fromFile(file)
    expect(await toFile({ ...data, body: '1986. was long ago.' })).toBe(file)
  })

  test('an edited paragraph starting `1986\\.`, given back as a list `1986.`, stays that paragraph', async () => {
    const { fromFile, toFile } = format()
    const file = '---\nquestion: Q?\n---\nFirst.\n\n1986\\. was long ago.\n\nLast.'
    const data = fromFile(file)
    const written = await toFile({ ...data, body: 'First.\n\n1986. was long, long ago.\n\nLast.' })
    expect(written).toBe(`${file.replace('long ago', 'long, long ago')}\n`)
    // Read by the site's own reader, it is a paragraph, as the writer saw it in the editor.
    const problems: string[] = []
    const read = readSource(written, 'question', (...problem) => problems.push(problem.join(': ')))
    expect(problems).toEqual([])
    expect(JSON.stringify(read!.body)).not.toContain('"list"')
  })

  test('an edited paragraph keeps the references, escapes and line breaks the writer did not touch', async () => {
    const file =
      "---\ntitle: T\n---\nSo are &#123;braces&#125; and \\{fee}, and a line's start:\n1986\\. was *long* ago."
    // Typed at the end, at the start and inside the emphasis: what is around the typing keeps its bytes.
    for (const [edit, expected] of [
      [(body: string) => `${body} More {x}.`, `${file} More \\{x}.`],
      [(body: string) => `Now: ${body}`, file.replace('So are', 'Now: So are')],
      [(body: string) => body.replace('long_', 'longer_'), file.replace('*long*', '*longer*')],
    ] as const) {
      const { fromFile, toFile } = format()
      const data = fromFile(file)
      expect(await toFile({ ...data, body: edit(String(data.body)) })).toBe(`${expected}\n`)
    }
  })

  test('an edited paragraph keeps the named references and bracket escapes around what was typed', async () => {
    const { fromFile, toFile } = format()
    const file = '---\nquestion: Q?\n---\nTom &amp; Jerry, &copy; 2026, \\[terms](https://x.io).'
    const data = fromFile(file)
    // The widget shows the characters (and a mark that breaks its link) and gives back what the writer typed too.
    expect(data.body).toBe(`Tom & Jerry, \u00a9 2026, [terms]${MARK}(https://x.io).`)
    expect(await toFile({ ...data, body: `Tom & Jerry, \u00a9 2026, [terms]${MARK}(https://x.io). More.` })).toBe(
      `${file} More.\n`,
    )
    // A `]` typed before the marked `(` makes no link the writer did not see (the `\\]` kept would make one).
    const bracket = format()
    const opened = bracket.fromFile('---\nquestion: Q?\n---\n[a\\](b) x')
    expect(opened.body).toBe(`[a]${MARK}(b) x`)
    expect(await bracket.toFile({ ...opened, body: `[a]]${MARK}(b) x` })).toBe('---\nquestion: Q?\n---\n[a]]\\(b) x\n')
  })

  test('a body with a link definition has no mark in its brackets, and opens as it did', () => {
    const body = 'A \\{fee}.\n\n\\[x](y)\n\n[x]: /u'
    expect(shownBody(body)).toBe('A {fee}.\n\n\\[x](y)\n\n[x]: /u')
  })

  test('an edit that would mix the two forms is written as the editor gives it, reading as the same text', async () => {
    const { fromFile, toFile } = format()
    const file = '---\ntitle: T\n---\nSo &#123;a&#125;:\n1986\\. *was* long ago.'
    const data = fromFile(file)
    // The emphasis widened: half the original's `*was*` and half the editor's `_was long_` would be no emphasis.
    const written = await toFile({ ...data, body: String(data.body).replace('_was_ long', '_was long_') })
    expect(written).toBe('---\ntitle: T\n---\nSo \\{a}: 1986. _was long_ ago.\n')
    const text = (source: string) => {
      const problems: string[] = []
      const read = readSource(source, 'title', (...problem) => problems.push(problem.join(': ')))
      expect(problems).toEqual([])
      return JSON.stringify(read!.body).match(/"value":"([^"]*)"/g)
    }
    expect(text(written)).toEqual(text(`${file.replace(':\n1986', ': 1986').replace('*was* long', '*was long*')}\n`))
  })

  test('a paragraph that runs into the next list when given back bare keeps its bytes on another edit', async () => {
    for (const body of [
      '1986\\. was long ago.\n\n1. First\n2. Second',
      '\\- 5% fee\n\n- a\n- b',
      '\\+ 5 more\n\n+ a',
      '\\- one\n\n\\- two',
    ]) {
      const { fromFile, toFile } = format()
      const file = `---\nquestion: Q?\n---\n${body}`
      const data = fromFile(file)
      expect(await toFile({ ...data, question: 'R?', body: writtenByWidget(body) })).toBe(
        `${file.replace('Q?', 'R?')}\n`,
      )
    }
  })

  test('an edit beside a paragraph that runs into a list once bare keeps the paragraph and list apart', async () => {
    for (const [body, [from, to]] of [
      ['\\- 5% fee\n\n- a\n- b', ['- b', '- c']],
      ['\\- 5% fee\n\n- a\n- b', ['5% fee', '6% fee']],
      ['1986\\. was long ago.\n\n1. First\n2. Second', ['Second', 'Third']],
      ['\\- one\n\n\\- two', ['two', 'three']],
    ] as const) {
      const { fromFile, toFile } = format()
      const file = `---\nquestion: Q?\n---\n${body}`
      const data = fromFile(file)
      expect(await toFile({ ...data, body: writtenByWidget(body).replace(from, to) })).toBe(
        `${file.replace(from, to)}\n`,
      )
    }
  })

  // Each escape tried alone over the whole body (one parse each) took 15 s for 1,000 and would take minutes for 4,000.
  test('a paragraph with thousands of escapes is handed over in time', { timeout: 60_000 }, () => {
    // All marked keeps the meaning: one parse.
    const body = `\\# Not a heading ${'a\\_b '.repeat(4000)}\n\nSnake\\_case.`
    expect(shownBody(body)).toBe(`${MARK}# Not a heading ${`a${MARK}_b `.repeat(4000)}\n\nSnake_case.`)
    // Neither all bare nor all marked (the link `[a\\]b](c)` is text once its escape goes, bare or marked): too many
    // escapes to try one by one, that paragraph is handed over as it is; the next one as usual.
    const linked = `\\# Not a heading [a\\]b](c) ${'a\\_b '.repeat(4000)}\n\nSnake\\_case.`
    expect(shownBody(linked)).toBe(linked.replace('Snake\\_case', 'Snake_case'))
    // A paragraph whose escapes can all be bare is shown so, however many.
    expect(shownBody(`\\# Not a heading\n\n${'a\\_b '.repeat(4000)}`)).toBe(
      `${MARK}# Not a heading\n\n${'a_b '.repeat(4000)}`,
    )
  })

  test('past the characters a body may have parsed in tries, a block is handed over as it is', () => {
    // 40 blocks of 5,000 characters that each need the one-by-one tries (`[a\\]b](c)`): about 30 parses of each block,
    // three times the budget. The budget counts characters, whatever they are: kana, which Markdown reads as plain text
    // about three times faster than English words (no autolink to look for), keep the parses this test pays for short.
    const text = 'あ'.repeat(5000)
    const block = `\\# Not [a\\]b](c) ${text} \\_a\\_`
    const body = Array.from({ length: 40 }, () => block).join('\n\n')
    const shown = shownBody(body).split('\n\n')
    // The first blocks are marked where needed; the last ones, past the budget, as they are (so the budget held: how
    // fast is the benches' to say, never a unit test's).
    expect(shown[0]).toBe(`${MARK}# Not [a\\]b](c) ${text} ${MARK}_a${MARK}_`)
    expect(shown.at(-1)).toBe(block)
  })
})

describe('the marks the widget gives back', () => {
  // The widget hands back each mark (ESCAPE_MARK) where it was, before whatever the writer made of the text after it.
  const saved = async (body: string, given: string) => {
    const { fromFile, toFile } = format()
    const data = fromFile(`---\nquestion: Q?\n---\n${body}`)
    return (await toFile({ ...data, body: given })).replace('---\nquestion: Q?\n---\n', '')
  }

  test('before text punctuation are its escape; before the widget’s own syntax they are dropped', async () => {
    const file = '\\# Not a heading, a fee.'
    // Untouched, and with a word typed on.
    expect(await saved(file, `${MARK}# Not a heading, a fee.`)).toBe(file)
    expect(await saved(file, `${MARK}# Not a heading, a fee. Yes.`)).toBe('\\# Not a heading, a fee. Yes.\n')
    // Made bold: the bold stays bold, no stray star.
    expect(await saved(file, `${MARK}**# Not a heading, a fee.**`)).toBe('**# Not a heading, a fee.**\n')
    // Made a link: the link stays a link.
    expect(await saved(file, `${MARK}[# Not a heading](https://x.io), a fee.`)).toBe(
      '[# Not a heading](https://x.io), a fee.\n',
    )
    // A star typed after it, which the widget writes escaped: one literal star, not an escaped backslash (the `\\#`
    // the writer did not touch keeps its escape).
    expect(await saved(file, `${MARK}\\*# Not a heading, a fee.`)).toBe('\\*\\# Not a heading, a fee.\n')
  })

  test('in code, fenced code and an autolink are dropped, the code and the address unchanged', async () => {
    const given = `Run \`npm${MARK}-run\` and <https://a${MARK}.io>.\n\n\`\`\`\na${MARK}.b\n\`\`\``
    expect(await saved('Run it.', given)).toBe('Run `npm-run` and <https://a.io>.\n\n```\na.b\n```\n')
  })

  test('in the frontmatter (text copied out of the body) are taken out of every string', async () => {
    const { fromFile, toFile } = format()
    const data = fromFile('---\nquestion: Q?\ntags: [fees, presale]\n---\nA fee.')
    const pasted = { ...data, question: `What${MARK} fee?`, tags: [`fe${MARK}es`, `pre${MARK}sale`] }
    expect(await toFile(pasted)).toBe('---\nquestion: What fee?\ntags: [fees, presale]\n---\nA fee.\n')
  })
})
