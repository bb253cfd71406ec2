import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getCatalogs, createCompiledCatalog } from '@lingui/cli/api'
import { getConfig, makeConfig } from '@lingui/conf'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { formatProblem } from '../../scripts/core/problems'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { formatter } from '@lingui/format-po'
import { checkCatalogs } from '../../scripts/translation/checkCatalogs'
import { canShowTranslation } from '../../scripts/translation/messageShape'
import { fuzzyIsMissing } from '../../scripts/translation/fuzzyIsMissing'
import { findStaleCatalogs } from '../../scripts/translation/staleCatalogs'

/**
 * The catalogs are content a translator writes: checked by Lingui's own message compiler, each problem as
 * `locales/<locale>/messages.po:LINE: field: problem — fix`, and never written by a check.
 */
let root: string

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-checks-'))
})

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const HEADER = ['msgid ""', 'msgstr ""', '"Language: ja\\n"', '']

/**
 * Writes locales/ja/messages.po with the header and `entries` (each a msgid and a msgstr: msgids on lines 5, 8, 11, …,
 * each msgstr on the next; a translation problem is reported on its msgstr line).
 */
function catalog(entries: [msgid: string, msgstr: string, flags?: string][]): string {
  const file = path.join(root, 'locales/ja/messages.po')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(
    file,
    [
      ...HEADER,
      ...entries.flatMap(([msgid, msgstr, flags]) => [
        ...(flags ? [`#, ${flags}`] : []),
        `msgid ${JSON.stringify(msgid)}`,
        `msgstr ${JSON.stringify(msgstr)}`,
        '',
      ]),
    ].join('\n'),
  )
  return file
}

const check = () => checkCatalogs(root, path.join(root, 'locales'), 'en').map(formatProblem)
const PO = 'locales/ja/messages.po'
const BRACE_AS_TEXT =
  `${PO}:6: msgstr: shows a { or } as text, which the msgid does not: a brace quoted with apostrophes, or one ` +
  `left alone — write each {placeholder} exactly as in the msgid, with no apostrophes around it (a ' in a word is ` +
  'fine)'

describe('catalog messages, parsed by Lingui', () => {
  it.each([
    [
      'a placeholder turned into a plural that never shows the value',
      'Platform fee: {fee}',
      '手数料：{fee, plural, other {0 %}}',
      `${PO}:6: msgstr: uses {fee, plural, …} where the msgid has {fee}, which can show another value than the ` +
        `page's — write {fee} exactly as in the msgid`,
      `${PO}:6: msgstr: types the figure 0, which the msgid does not have — keep the figure as the placeholder of ` +
        `the msgid, or write it in words as the msgid does`,
    ],
    [
      'a placeholder quoted with apostrophes',
      'Trade on {platform}',
      "'{platform}' で取引",
      `${PO}:6: msgstr: drops {platform}, so the value is never shown — write {platform} exactly as in the msgid`,
      BRACE_AS_TEXT,
    ],
    ['a brace left alone', 'Trade on {platform}', '{platform} で取引}', BRACE_AS_TEXT],
    [
      'markup the msgid does not have, which Lingui leaves as text',
      'Read <0>the docs</0>',
      '<0>ドキュメント</0>を<b>読む</b><script></script>',
      `${PO}:6: msgstr: adds <b> </b> <script> </script>, which the msgid does not have: the page would show it as ` +
        `text — translate only the words, and keep each <0>…</0> tag of the msgid as it is`,
    ],
    [
      'a select the msgid does not have',
      'Trade on {platform}',
      '{platform, select, other {別の取引所}}で取引',
      `${PO}:6: msgstr: uses {platform, select, …} where the msgid has {platform}, which can show another value than ` +
        `the page's — write {platform} exactly as in the msgid`,
    ],
    [
      'a swapped placeholder',
      'Platform fee: {fee}',
      '手数料：{share}',
      `${PO}:6: msgstr: drops {fee}, so the value is never shown — write {fee} exactly as in the msgid`,
      `${PO}:6: msgstr: adds {share}, which the msgid does not have — use only the placeholders of the msgid`,
    ],
    [
      'a rich-text tag dropped',
      'Read <0>the docs</0>',
      'ドキュメントを読む',
      `${PO}:6: msgstr: has the tags (none) where the msgid has </0> <0> — keep each <0>…</0> tag of the msgid ` +
        `around the words it marks`,
    ],
    [
      'a typed figure',
      'Platform fee: {fee}',
      '手数料：{fee}（0,5 %）',
      `${PO}:6: msgstr: types the figure 0, which the msgid does not have — keep the figure as the placeholder of ` +
        `the msgid, or write it in words as the msgid does`,
      `${PO}:6: msgstr: types the figure 5, which the msgid does not have — keep the figure as the placeholder of ` +
        `the msgid, or write it in words as the msgid does`,
    ],
    [
      'an unclosed brace',
      'Platform fee: {fee}',
      '手数料：{fee',
      expect.stringMatching(
        /^locales\/ja\/messages\.po:6: msgstr: does not compile \(.+\) — close every \{ with a \}, and write each \{placeholder\} exactly as in the msgid "Platform fee: \{fee\}"$/,
      ),
    ],
    [
      'a typed address',
      'The address will be announced here.',
      'アドレス：7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      `${PO}:6: msgstr: contains what looks like a wallet or contract address typed as text — remove it: the ` +
        `contract address is shown by the page from content/constants.yaml`,
    ],
    [
      'an address split by a zero-width space',
      'The address will be announced here.',
      'アドレス：7xKXtg2CW87d97TX\u200bJSDpbD5jBkheTqA83TZRuJosgAsU',
      `${PO}:6: msgstr: contains what looks like a wallet or contract address typed as text — remove it: the ` +
        `contract address is shown by the page from content/constants.yaml`,
    ],
    [
      'a web address the msgid does not have',
      'Updated <0>{date}</0>',
      '<0>{date}</0> 更新 – ボーナス：https://claim-reelfi.example/airdrop。',
      `${PO}:6: msgstr: types the address https://claim-reelfi.example/airdrop, which the msgid does not have — ` +
        `translate only the words: an address on the page comes from the msgid or from content/constants.yaml`,
    ],
    [
      'a www address and a mail address',
      'Contact us',
      'お問い合わせ：www.reelfi-support.example または help@reelfi-support.example',
      `${PO}:6: msgstr: types the address help@reelfi-support.example, which the msgid does not have — translate ` +
        `only the words: an address on the page comes from the msgid or from content/constants.yaml`,
      `${PO}:6: msgstr: types the address www.reelfi-support.example, which the msgid does not have — translate only ` +
        `the words: an address on the page comes from the msgid or from content/constants.yaml`,
    ],
    [
      'a bidi override',
      'Close',
      '\u202e閉じる',
      `${PO}:6: msgstr: contains the bidirectional control character U+202E, which changes the order in which text ` +
        `is shown — delete it (retype the text around it if you cannot see it)`,
    ],
  ])('refuses %s', (_, msgid, msgstr, ...messages) => {
    catalog([[msgid, msgstr]])
    expect(check()).toEqual(messages)
  })

  it('accepts a plural and a quote where the msgid has them, and a figure and addresses the msgid writes', () => {
    catalog([
      ['{count, plural, one {# video} other {# videos}}', '{count, plural, other {#本の動画}}'],
      ["It''s {brand}", '{brand}です'],
      ['Step 1', 'ステップ1'],
      [
        'Write to help@reelfi.app or see https://reelfi.app/faq.',
        'help@reelfi.app へ、または https://reelfi.app/faq をご覧ください。',
      ],
    ])
    expect(check()).toEqual([])
  })

  it('refuses a duplicate msgid on its line', () => {
    catalog([
      ['Close', '閉じる'],
      ['Menu', 'メニュー'],
      ['Close', 'とじる'],
    ])
    expect(check()).toEqual([
      `${PO}:11: msgid: "Close" is already translated on line 5 — keep one entry per msgid: merge the two and ` +
        `delete the other`,
    ])
  })

  it('refuses invalid UTF-8 on its line', () => {
    const file = catalog([
      ['Close', '閉じる'],
      ['Menu', 'メニュー'],
    ])
    fs.writeFileSync(
      file,
      Buffer.concat([fs.readFileSync(file), Buffer.from('msgid "Trade"\nmsgstr "\xff"\n', 'latin1')]),
    )
    expect(check()).toEqual([
      `${PO}:11: file: is not valid UTF-8 — save the file with the UTF-8 encoding (your editor offers it under "Save ` +
        `with encoding")`,
    ])
  })

  it('does not check a fuzzy entry: it is a missing one, shown in English', () => {
    catalog([['Platform fee: {fee}', '手数料：{fee', 'fuzzy']])
    expect(check()).toEqual([])
  })

  it('passes the real catalogs', () => {
    expect(checkCatalogs(ROOT_DIR, path.join(ROOT_DIR, 'locales'), 'en').map(formatProblem)).toEqual([])
  })
})

describe('what reaches the page', () => {
  it('compiles a fuzzy entry as missing, so the page shows English', async () => {
    fs.writeFileSync(path.join(root, 'lingui.config.ts'), 'export default {}\n')
    for (const [locale, entries] of [
      [
        'en',
        [
          ['Close', 'Close'],
          ['Menu', 'Menu'],
        ],
      ],
      [
        'ja',
        [
          ['Close', '閉じる'],
          ['Menu', 'めにゅう'],
        ],
      ],
    ] as const) {
      const file = path.join(root, `locales/${locale}/messages.po`)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(
        file,
        [
          ...HEADER,
          ...entries.flatMap(([msgid, msgstr]) => [
            ...(locale === 'ja' && msgid === 'Menu' ? ['#, fuzzy'] : []),
            `msgid "${msgid}"`,
            `msgstr "${msgstr}"`,
            '',
          ]),
        ].join('\n'),
      )
    }
    // The configuration the Vite plugin compiles the pages' catalogs with, pointed at the temporary catalogs.
    const pages = getConfig({ configPath: path.join(ROOT_DIR, 'lingui.pages.config.ts') })
    const config = makeConfig(
      { ...pages, rootDir: root, catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: [] }] },
      { skipValidation: true },
    )
    const [ja] = (await getCatalogs(config)).filter(Boolean)
    const { messages } = await ja!.getTranslations('ja', {
      fallbackLocales: config.fallbackLocales!,
      sourceLocale: 'en',
    })
    const { source } = createCompiledCatalog('ja', messages, { namespace: 'json' })
    expect(Object.values(JSON.parse(source).messages ?? JSON.parse(source))).toEqual(
      expect.arrayContaining([['閉じる'], ['Menu']]),
    )
    expect(source).not.toContain('めにゅう')
  })
})

describe("a check never writes a translator's file", () => {
  it('leaves every byte and the modification time of the catalogs as they were', () => {
    const localesDir = path.join(root, 'locales')
    fs.cpSync(path.join(ROOT_DIR, 'locales'), localesDir, { recursive: true })
    const file = path.join(localesDir, 'ja/messages.po')
    // A stale catalog with an invalid byte: the old check rewrote it (and replaced the byte) when it put it back.
    fs.writeFileSync(
      file,
      Buffer.concat([fs.readFileSync(file), Buffer.from('\n#~ msgid "Old"\n#~ msgstr "\xff"\n', 'latin1')]),
    )
    const before = new Map(
      fs.readdirSync(localesDir).map(locale => {
        const catalogFile = path.join(localesDir, locale, 'messages.po')
        return [catalogFile, { bytes: fs.readFileSync(catalogFile), modified: fs.statSync(catalogFile).mtimeMs }]
      }),
    )
    expect(findStaleCatalogs(ROOT_DIR, localesDir)).toEqual([path.relative(ROOT_DIR, file)])
    checkCatalogs(root, localesDir, 'en')
    for (const [catalogFile, { bytes, modified }] of before) {
      expect(fs.readFileSync(catalogFile).equals(bytes)).toBe(true)
      expect(fs.statSync(catalogFile).mtimeMs).toBe(modified)
    }
  })
})

describe('what the pages show of a catalog (lingui.pages.config.ts)', () => {
  it(
    'shows English for a message whose translation cannot be shown as written, never a sentence with a ' +
      'value missing',
    async () => {
      const text = fs.readFileSync(
        catalog([
          ['Platform fee: {fee}', 'Plattformgebühr: {fees}'],
          ['Trade on {platform}', 'Auf {platform} handeln'],
          ['Read <0>the docs</0>', 'Die Doku lesen'],
          ['Close', 'Schließen', 'fuzzy'],
          ['Total: {count}', 'Summe: {count'],
        ]),
        'utf8',
      )
      const parsed = await fuzzyIsMissing(formatter({ lineNumbers: false })).parse(text, {
        locale: 'ja',
        sourceLocale: 'en',
        filename: 'messages.po',
      })
      const shown = Object.fromEntries(Object.values(parsed!).map(message => [message.message, message.translation]))
      // An empty translation is a missing one: the page shows the English message (fallbackLocales).
      expect(shown).toEqual({
        'Platform fee: {fee}': '',
        'Trade on {platform}': 'Auf {platform} handeln',
        'Read <0>the docs</0>': '',
        Close: '',
        'Total: {count}': '',
      })
      // …while the checks name the msgstr's line.
      expect(check().filter(problem => problem.includes('{fees}'))).toEqual([
        `${PO}:6: msgstr: adds {fees}, which the msgid does not have — use only the placeholders of the msgid`,
      ])
    },
  )

  it('can show a translation that keeps every placeholder, in another order', () => {
    expect(canShowTranslation('{count} of {total}', '{total} 中 {count}')).toBe(true)
    expect(canShowTranslation('{count} of {total}', '{total} 中')).toBe(false)
  })

  it('shows < and > in words as text, and HTML tags not at all', () => {
    expect(canShowTranslation('Open Settings, then Wallet', '<설정>에서 <지갑>을 여세요')).toBe(true)
    expect(canShowTranslation('fees under the limit', 'frais < limite, x > 0')).toBe(true)
    expect(canShowTranslation('under 5%', '<5 %, a < b, -> <-')).toBe(true)
    expect(canShowTranslation('Read <0>the docs</0>', 'Lire <0>la doc</0>')).toBe(true)
    expect(canShowTranslation('Read <0>the docs</0>', 'Lire <0>la <b>doc</b></0>')).toBe(false)
    expect(canShowTranslation('New line', 'Nouvelle<br/>ligne')).toBe(false)
  })
})
