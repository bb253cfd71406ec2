import { expect, test, type Page } from '@playwright/test'
import { sourceHash } from '../../scripts/translation/stampedEnglish'
import {
  fieldGroup,
  fillKept,
  nameEntry,
  newEntry,
  openCollection,
  openEditor,
  pane,
  SAVE_TIMEOUT_MS,
  save,
  showBeside,
  textbox,
  translateInto,
  typeBody,
} from './editorPage'
import { contentFiles, readRepository } from './localRepository'

/**
 * What a save in the editor writes, file by file and byte for byte (issue 48): only the files of the languages
 * whose fields changed, each with only the changed parts rewritten; a translation saved is stamped against the
 * English beside it. The real editor writes into a copy of the tests' entries of the collection it works in, every
 * language, through its local workflow (tests/admin/localRepository.ts); every file of the copy is compared with what
 * it was before.
 */

/** Opens an entry from its collection's list by (part of) the text the list shows for it. */
async function openEntry(page: Page, collection: string, listed: string | RegExp) {
  await openCollection(page, collection)
  await page.getByText(listed).first().click()
}

/** The files whose bytes differ between two copies of the repository, or that one of them lacks. */
function changedFiles(before: Record<string, string>, after: Record<string, string>) {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter(file => before[file] !== after[file])
    .sort()
}

/** `text` with `from` replaced once, failing when `from` is not in it (so an expectation cannot silently be void). */
function edited(text: string | undefined, from: string, to: string) {
  expect(text).toContain(from)
  return text!.replace(from, to)
}

/** `text` stamped against `english`: its `source_hash` line set to the stamp `npm run i18n:stamp` would write. */
const stampedAgainst = (text: string, english: string) =>
  text.replace(/^source_hash: .*$/m, `source_hash: ${sourceHash(english)}`)

// Stamped against an older English, or never stamped: the save stamps it against the English shown beside it, the
// stamp being the last field, as `npm run i18n:stamp` writes it.
for (const [state, before] of [
  ['stamped against an older English', (text: string) => stampedAgainst(text, 'an older English text\n')],
  ['never stamped', (text: string) => text.replace(/^source_hash: .*\n/m, '')],
] as const) {
  test(`a translator who fixes one word of a Japanese title (${state}) writes that file only, stamped`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const original = contentFiles('news')
    const japanese = 'content/ja/news/presale-opens-soon.mdx'
    const fixed = edited(original[japanese], '目標額の仕組み', '目標額のしくみ')
    expect(fixed).toMatch(/\nsource_hash: .*\n---\n/)
    original[japanese] = before(original[japanese]!)
    await openEditor(page, original)
    await openEntry(page, 'News', 'Presale opens soon: how the gate works')
    const right = await showBeside(page, 'Japanese')
    await textbox(right, 'Title').fill('プレセールまもなく開始：目標額のしくみ')
    await save(page)

    const after = await readRepository(page)
    expect(changedFiles(original, after)).toEqual([japanese])
    expect(after[japanese]).toBe(stampedAgainst(fixed, original['content/en/news/presale-opens-soon.mdx']!))
  })
}

test('English and Japanese saved together: the Japanese is stamped against the English opened beside', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const original = contentFiles('news')
  const english = 'content/en/news/presale-opens-soon.mdx'
  const japanese = 'content/ja/news/presale-opens-soon.mdx'
  await openEditor(page, original)
  await openEntry(page, 'News', 'Presale opens soon: how the gate works')
  await textbox(pane(page, 'English'), 'Title').fill('Presale opens soon: how its gate works')
  const right = await showBeside(page, 'Japanese')
  await textbox(right, 'Title').fill('プレセールまもなく開始：目標額のしくみ')
  await save(page)

  const after = await readRepository(page)
  expect(changedFiles(original, after)).toEqual([english, japanese])
  expect(after[english]).toBe(
    edited(original[english], 'Presale opens soon: how the gate works', 'Presale opens soon: how its gate works'),
  )
  // Not against the English written in the same save: nothing says the translation follows that edit.
  expect(after[japanese]).toBe(
    stampedAgainst(edited(original[japanese], '目標額の仕組み', '目標額のしくみ'), original[english]!),
  )
})

/** An English FAQ entry with every construct a save used to lose (issue 48), the documented escape `\{` first. */
const CONSTRUCTS = `---
# Reviewed by security (issue 12): keep the contract address out of the answer.
question: What fee does the platform take?
order: 9
review: security
---
A fee written as \\{fee} is text, and so are &#123;braces&#125; and a year at a line's start:
1986\\. was long ago.

| plan | share |
|:-----|------:|
| creator | <Constant name="platformFeePercent" /> |

The platform takes <Constant name="platformFeePercent" /> of the presale liquidity.
`

test('an edit of one field keeps every other byte of the entry, in every language', async ({ page }) => {
  test.setTimeout(120_000)
  const english = 'content/en/faq/platform-fee.mdx'
  const original = { ...contentFiles('faq'), [english]: CONSTRUCTS }
  await openEditor(page, original)
  await openEntry(page, 'FAQ', 'What fee does the platform take?')
  await textbox(pane(page, 'English'), 'Question').fill('What fee does the platform charge?')
  await save(page)

  const after = await readRepository(page)
  expect(changedFiles(original, after)).toEqual([english])
  expect(after[english]).toBe(
    edited(CONSTRUCTS, 'question: What fee does the platform take?', 'question: What fee does the platform charge?'),
  )
})

test('a figure inserted from the Insert menu stays in the sentence the writer types on', async ({ page }) => {
  test.setTimeout(120_000)
  const original = contentFiles('faq')
  await openEditor(page, original)
  await newEntry(page, 'FAQ')
  const english = pane(page, 'English')
  // A new entry's first field, filled until kept: the editor may still be setting up its draft (fillKept).
  await fillKept(textbox(english, 'Question'), 'How much must a coin sell?')
  await english.getByRole('spinbutton', { name: 'Order', exact: true }).fill('15')
  const body = english.getByRole('textbox', { name: 'Body' })
  await body.click()
  await page.keyboard.type('A creator posts once the coin has sold ')
  await english.getByRole('button', { name: 'Insert' }).click()
  await page.getByRole('menuitem', { name: 'Constant' }).click()
  const constant = english.getByRole('group', { name: 'Constant' })
  await constant.getByRole('combobox', { name: 'name' }).click()
  await page.getByRole('option', { name: 'presaleGateUsd' }).click()
  await expect(page.getByRole('option', { name: 'presaleGateUsd' })).toBeHidden()
  // The editor puts the caret in a new paragraph after the figure; the writer types on there.
  await body.locator('p').last().click()
  await page.keyboard.type(' in its presale.')
  await nameEntry(page, 'how-much-must-a-coin-sell')
  await save(page)

  const after = await readRepository(page)
  const file = 'content/en/faq/how-much-must-a-coin-sell.mdx'
  expect(changedFiles(original, after)).toEqual([file])
  expect(after[file]).toBe(
    '---\nquestion: How much must a coin sell?\norder: 15\n---\n' +
      'A creator posts once the coin has sold <Constant name="presaleGateUsd" /> in its presale.\n',
  )
})

/** One field of an entry changed in a language: the line `name: from` of its file becomes `name: to`. */
interface FieldEdit {
  label: string
  line: string
  from: string
  to: string
}

/**
 * Per collection: an existing entry edited in English, then in Japanese and German beside it, and (where the
 * collection lets writers create entries) a new English entry; what each save must write.
 */
const COLLECTIONS: {
  collection: string
  entry: string
  listed: string | RegExp
  edits: { English: FieldEdit; Japanese: FieldEdit; German: FieldEdit }
  create?: { fill: (page: Page) => Promise<void>; file: string; text: () => string }
}[] = [
  {
    collection: 'FAQ',
    entry: 'faq/which-wallet',
    listed: 'Which wallet do I need?',
    edits: {
      English: {
        label: 'Question',
        line: 'question',
        from: 'Which wallet do I need?',
        to: 'Which wallet should I use?',
      },
      Japanese: {
        label: 'Question',
        line: 'question',
        from: 'どのウォレットが必要ですか？',
        to: 'どのウォレットを使えばよいですか？',
      },
      German: {
        label: 'Question',
        line: 'question',
        from: 'Welche Wallet brauche ich?',
        to: 'Welche Wallet soll ich nutzen?',
      },
    },
    create: {
      fill: async page => {
        const english = pane(page, 'English')
        await fillKept(textbox(english, 'Question'), 'Is there a mobile app?')
        await english.getByRole('spinbutton', { name: 'Order', exact: true }).fill('16')
        await typeBody(page, english, 'Yes: the app runs on iOS and Android.')
      },
      file: 'content/en/faq/is-there-a-mobile-app.mdx',
      text: () => '---\nquestion: Is there a mobile app?\norder: 16\n---\nYes: the app runs on iOS and Android.\n',
    },
  },
  {
    collection: 'News',
    entry: 'news/news-on-the-site',
    listed: 'News, now on the site, in nine languages',
    edits: {
      English: {
        label: 'Title',
        line: 'title',
        from: 'News, now on the site, in nine languages',
        to: 'News, now on the site in nine languages',
      },
      Japanese: {
        label: 'Title',
        line: 'title',
        from: 'ニュースをサイトで公開開始、9か国語で',
        to: 'ニュースをサイトで公開、9か国語で',
      },
      German: {
        label: 'Title',
        line: 'title',
        from: 'Neuigkeiten jetzt direkt auf der Website, in neun Sprachen',
        to: 'Neuigkeiten jetzt auf der Website, in neun Sprachen',
      },
    },
    create: {
      fill: async page => {
        const english = pane(page, 'English')
        await fillKept(textbox(english, 'Title'), 'Creators can now apply')
        await fillKept(textbox(english, 'Description'), 'Creators can now apply for the first presales.')
        await fieldGroup(english, 'Date').getByRole('button', { name: 'Today' }).click()
        await english.getByRole('checkbox', { name: 'presale' }).check()
        await typeBody(page, english, 'Apply in the app.')
      },
      file: 'content/en/news/creators-can-now-apply.mdx',
      text: () =>
        '---\ntitle: Creators can now apply\ndescription: Creators can now apply for the first presales.\n' +
        `date: ${new Date().toISOString().slice(0, 10)}\ntags:\n  - presale\n---\nApply in the app.\n`,
    },
  },
  {
    collection: 'Pages',
    entry: 'pages/official',
    listed: /^Official Links and Addresses/,
    edits: {
      English: {
        label: 'Heading',
        line: 'heading',
        from: 'Official Links and Addresses',
        to: 'Official links and addresses',
      },
      Japanese: { label: 'Heading', line: 'heading', from: '公式リンクとアドレス', to: '公式のリンクとアドレス' },
      German: {
        label: 'Heading',
        line: 'heading',
        from: 'Offizielle Links und Adressen',
        to: 'Offizielle Links und Anschriften',
      },
    },
    create: {
      fill: async page => {
        const english = pane(page, 'English')
        await fillKept(textbox(english, 'Title'), 'Roadmap')
        await fillKept(textbox(english, 'Description'), 'What comes next for the app, quarter by quarter.')
        await fillKept(textbox(english, 'Heading'), 'Roadmap')
        await typeBody(page, english, 'The first presales open this quarter.')
      },
      file: 'content/en/pages/roadmap.mdx',
      text: () =>
        '---\ntitle: Roadmap\ndescription: What comes next for the app, quarter by quarter.\nheading: Roadmap\n---\n' +
        'The first presales open this quarter.\n',
    },
  },
  {
    // Sections are fixed: the editor offers no new one (editorConfig.ts).
    collection: 'Sections',
    entry: 'sections/cta',
    listed: 'Ready to Turn Watching Into Earning?',
    edits: {
      English: {
        label: 'Title',
        line: 'title',
        from: 'Ready to Turn Watching Into Earning?',
        to: 'Ready to Turn Watching into Earning?',
      },
      Japanese: {
        label: 'Title',
        line: 'title',
        from: 'さあ、「見る」を「稼ぐ」に変えましょう',
        to: '「見る」を「稼ぐ」に変えましょう',
      },
      German: {
        label: 'Title',
        line: 'title',
        from: 'Bereit, mit Zuschauen zu verdienen?',
        to: 'Bereit, mit dem Zuschauen zu verdienen?',
      },
    },
  },
]

for (const { collection, entry, listed, edits, create } of COLLECTIONS) {
  const saves = `an entry edited in English, then in Japanese and German${create ? ', and a new entry' : ''}`
  test(`${collection}: ${saves} write exactly those files`, async ({ page }) => {
    test.setTimeout(180_000)
    const original = contentFiles(entry.split('/')[0]!)
    const file = (language: keyof typeof edits) =>
      `content/${{ English: 'en', Japanese: 'ja', German: 'de' }[language]}/${entry}.mdx`
    const expected = (language: keyof typeof edits) => {
      const { line, from, to } = edits[language]
      const text = original[file(language)]
      expect(text, file(language)).toMatch(new RegExp(`^${line}: "?${from.replace(/[?()]/g, '\\$&')}"?$`, 'm'))
      return text!.replace(new RegExp(`^(${line}: "?)${from.replace(/[?()]/g, '\\$&')}`, 'm'), `$1${to}`)
    }
    await openEditor(page, original)

    await openEntry(page, collection, listed)
    await textbox(pane(page, 'English'), edits.English.label).fill(edits.English.to)
    await save(page)
    await openEntry(page, collection, edits.English.to)
    for (const language of ['Japanese', 'German'] as const) {
      const translation = await showBeside(page, language)
      await textbox(translation, edits[language].label).fill(edits[language].to)
    }
    await save(page)
    if (create) {
      await newEntry(page, collection)
      await create.fill(page)
      await nameEntry(page, create.file.replace(/^.*\/|\.mdx$/g, ''))
      await save(page)
    }

    const after = await readRepository(page)
    const english = expected('English')
    expect(changedFiles(original, after)).toEqual(
      [file('English'), file('Japanese'), file('German'), ...(create ? [create.file] : [])].sort(),
    )
    expect(after[file('English')]).toBe(english)
    // Each translation is stamped against the English as it was saved first, the text shown beside it.
    expect(after[file('Japanese')]).toBe(stampedAgainst(expected('Japanese'), english))
    expect(after[file('German')]).toBe(stampedAgainst(expected('German'), english))
    if (create) expect(after[create.file]).toBe(create.text())
  })
}

/**
 * Per collection, a language added to an entry that lacks it (its Japanese and German files taken out of the copy): the
 * editor writes exactly those two files, each with the translated fields, the facts copied from English (a date, tags,
 * an order) and the stamp of the English it was translated beside. Sections too: the editor offers no new section (a
 * page's code places each one; editorConfig.ts), but a section's missing language is added as for any entry.
 */
const TRANSLATED: {
  collection: string
  entry: string
  listed: string | RegExp
  /** Each translated field (its label, lowercased, is its name) in Japanese and German, in the schema's order. */
  fields: Record<string, [string, string]>
  /** The frontmatter lines copied from the English file after the translated ones. */
  facts: string
}[] = [
  {
    collection: 'FAQ',
    entry: 'faq/governance',
    listed: 'Who decides how the platform changes?',
    fields: { Question: ['プラットフォームの変更は誰が決めますか？', 'Wer entscheidet über die Plattform?'] },
    facts: 'order: 11\n',
  },
  {
    collection: 'News',
    entry: 'news/news-on-the-site',
    listed: 'News, now on the site, in nine languages',
    fields: {
      Title: ['ニュースを9か国語で公開', 'Neuigkeiten in neun Sprachen'],
      Description: ['すべてのお知らせをまずこのサイトで公開します。', 'Jede Ankündigung erscheint zuerst hier.'],
    },
    facts: 'date: 2026-11-18\ntags:\n  - product\n',
  },
  {
    collection: 'Pages',
    entry: 'pages/official',
    listed: /^Official Links and Addresses/,
    fields: {
      Title: ['公式リンクとアドレス', 'Offizielle Links und Adressen'],
      Description: ['公式サイト、アカウント、コントラクトアドレスの一覧です。', 'Die Liste der offiziellen Adressen.'],
      Heading: ['公式リンクとアドレス', 'Offizielle Links und Adressen'],
    },
    facts: '',
  },
  {
    collection: 'Sections',
    entry: 'sections/faq',
    listed: 'Frequently Asked Questions',
    fields: { Title: ['よくある質問', 'Häufige Fragen'] },
    facts: '',
  },
]

for (const { collection, entry, listed, fields, facts } of TRANSLATED) {
  test(`${collection}: Japanese and German added to an entry write those two files, stamped`, async ({ page }) => {
    test.setTimeout(180_000)
    const original = contentFiles(entry.split('/')[0]!)
    const file = (locale: string) => `content/${locale}/${entry}.mdx`
    delete original[file('ja')]
    delete original[file('de')]
    await openEditor(page, original)
    await openEntry(page, collection, listed)
    for (const [index, language] of (['Japanese', 'German'] as const).entries()) {
      const translation = await translateInto(page, language)
      for (const [label, values] of Object.entries(fields)) await textbox(translation, label).fill(values[index]!)
      await typeBody(page, translation, index === 0 ? '本文です。' : 'Der Text.')
    }
    await save(page)

    const after = await readRepository(page)
    expect(changedFiles(original, after)).toEqual([file('de'), file('ja')])
    const stamp = sourceHash(original[file('en')]!)
    for (const [index, locale] of (['ja', 'de'] as const).entries()) {
      const lines = Object.entries(fields).map(([label, values]) => `${label.toLowerCase()}: ${values[index]}\n`)
      expect(after[file(locale)]).toBe(
        `---\n${lines.join('')}${facts}source_hash: ${stamp}\n---\n${index === 0 ? '本文です。' : 'Der Text.'}\n`,
      )
    }
  })
}

test('Escape on an entry with unsaved edits asks before discarding them; No keeps them', async ({ page }) => {
  test.setTimeout(120_000)
  const original = contentFiles('faq')
  await openEditor(page, original)
  await openEntry(page, 'FAQ', 'What fee does the platform take?')
  const question = textbox(pane(page, 'English'), 'Question')
  await question.fill('What fee does the platform charge?')
  const asked: string[] = []
  let answer: 'No' | 'Yes' = 'No'
  page.on('dialog', dialog => {
    asked.push(dialog.type())
    void (answer === 'Yes' ? dialog.accept() : dialog.dismiss())
  })
  // Sveltia acts on Escape once its shortcut is live (under load it once let a press pass): pressed until it acts.
  await expect(async () => {
    await question.press('Escape')
    expect(asked.length).toBeGreaterThan(0)
  }).toPass({ timeout: SAVE_TIMEOUT_MS })
  expect(new Set(asked)).toEqual(new Set(['confirm']))
  await expect(question).toHaveValue('What fee does the platform charge?')
  // Asked again and confirmed: the entry closes, and nothing was written.
  answer = 'Yes'
  const list = page.getByRole('toolbar', { name: 'Collection' })
  await expect(async () => {
    // A press that closed the entry while the list was still coming up is not repeated (the field is gone).
    if (!(await list.isVisible())) await question.press('Escape', { timeout: 1_000 })
    await expect(list).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: SAVE_TIMEOUT_MS })
  expect(changedFiles(original, await readRepository(page))).toEqual([])
})

test('a new FAQ entry saved with its new Japanese: the Japanese is stamped against the English file written', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const original = contentFiles('faq')
  await openEditor(page, original)
  await newEntry(page, 'FAQ')
  const english = pane(page, 'English')
  await fillKept(textbox(english, 'Question'), 'Is there a mobile app?')
  await english.getByRole('spinbutton', { name: 'Order', exact: true }).fill('16')
  await typeBody(page, english, 'Yes: on iOS and Android.')
  const japanese = await translateInto(page, 'Japanese')
  await fillKept(textbox(japanese, 'Question'), 'モバイルアプリはありますか？')
  await typeBody(page, japanese, 'はい、iOSとAndroidで使えます。')
  await nameEntry(page, 'mobile-app')
  await save(page)

  const after = await readRepository(page)
  expect(changedFiles(original, after)).toEqual(['content/en/faq/mobile-app.mdx', 'content/ja/faq/mobile-app.mdx'])
  const written = after['content/en/faq/mobile-app.mdx']!
  expect(written).toBe('---\nquestion: Is there a mobile app?\norder: 16\n---\nYes: on iOS and Android.\n')
  expect(after['content/ja/faq/mobile-app.mdx']).toContain(`\nsource_hash: ${sourceHash(written)}\n---\n`)
})
