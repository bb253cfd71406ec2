/**
 * Figures written in words, in each of the site's nine languages: "four", "zwei Prozent", 四つ, 다섯 가지, XII.
 * The lexicons cover the values the site states and the tens between, compounds (fünfundzwanzig, 사십팔) by rule.
 * Words that are also common words ("un", "ein", Italian "sei") count only before a percent; in CJK, a numeral
 * counts only before a counter or a unit (一緒 and 統一 are not figures).
 * CAREFUL HERE: a word added to a lexicon is refused in every translation whose English does not state its value;
 * run the nine-language test (tests/unit/translationIntegrity.test.ts) after any change.
 */

type Lexicon = Record<string, number>

/** Words by the value they name: `{ 2: 'two twice' }` reads both "two" and "twice" as 2. */
function byValue(words: Record<number, string>): Lexicon {
  return Object.fromEntries(
    Object.entries(words).flatMap(([value, list]) => list.split(' ').map(word => [word, Number(value)])),
  )
}

/** Words for values in steps: `counting(20, 10, 'twenty thirty')` is twenty = 20, thirty = 30. */
function counting(first: number, step: number, words: string): Lexicon {
  return Object.fromEntries(words.split(' ').map((word, index) => [word, first + index * step]))
}

const ENGLISH: Lexicon = {
  ...counting(0, 1, 'zero one two three four five six seven eight nine ten eleven twelve'),
  ...counting(13, 1, 'thirteen fourteen fifteen sixteen seventeen eighteen nineteen'),
  ...counting(20, 10, 'twenty thirty forty fifty sixty seventy eighty ninety'),
  ...byValue({ 1: 'single once', 2: 'twice double dual both pair', 12: 'dozen', 100: 'hundred', 1000: 'thousand' }),
  ...byValue({ 1000000: 'million millions' }),
}

const GERMAN: Lexicon = {
  null: 0,
  ...counting(2, 1, 'zwei drei vier fünf sechs sieben acht neun zehn elf zwölf'),
  ...counting(13, 1, 'dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn'),
  ...counting(20, 10, 'zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig'),
  ...byValue({ 2: 'zweimal doppelt', 3: 'dreimal', 12: 'dutzend', 24: 'vierundzwanzig', 100: 'hundert einhundert' }),
  ...byValue({ 1000: 'tausend eintausend' }),
  ...byValue({ 100000: 'hunderttausend', 500000: 'fünfhunderttausend', 1000000: 'million millionen' }),
}

/** Compounds built by rule, so that every value between the tens is read. */
function compounds(tens: Lexicon, units: Lexicon, join: (ten: string, unit: string) => string[]): Lexicon {
  const built: Lexicon = {}
  for (const [ten, tenValue] of Object.entries(tens)) {
    for (const [unit, unitValue] of Object.entries(units))
      for (const word of join(ten, unit)) built[word] = tenValue + unitValue
  }
  return built
}

// fünfundzwanzig, einundzwanzig: the unit, "und", the tens.
Object.assign(
  GERMAN,
  compounds(
    { ...counting(20, 10, 'zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig'), dreissig: 30 },
    { ein: 1, ...counting(2, 1, 'zwei drei vier fünf sechs sieben acht neun') },
    (ten, unit) => [`${unit}und${ten}`],
  ),
)

// dreihundert, zweitausend, vierundzwanzigtausend: a number of 2 to 99 and the hundreds or thousands, in one word.
const GERMAN_COUNTS = Object.entries(GERMAN).filter(
  ([word, value]) => value >= 2 && value <= 99 && /^[a-zäöüß]+$/.test(word),
)
Object.assign(
  GERMAN,
  Object.fromEntries(GERMAN_COUNTS.flatMap(([word, value]) => (value <= 9 ? [[`${word}hundert`, value * 100]] : []))),
  Object.fromEntries(GERMAN_COUNTS.map(([word, value]) => [`${word}tausend`, value * 1000])),
)

const SPANISH: Lexicon = {
  cero: 0,
  ...counting(2, 1, 'dos tres cuatro cinco seis siete ocho nueve diez once doce'),
  ...counting(13, 1, 'trece catorce quince dieciséis diecisiete dieciocho diecinueve'),
  ...counting(20, 10, 'veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa'),
  ...byValue({ 2: 'doble', 12: 'docena', 16: 'dieciseis', 24: 'veinticuatro', 100: 'cien ciento', 1000: 'mil' }),
  ...byValue({ 200: 'doscientos doscientas', 300: 'trescientos trescientas', 400: 'cuatrocientos cuatrocientas' }),
  ...byValue({ 500: 'quinientos quinientas', 600: 'seiscientos seiscientas', 700: 'setecientos setecientas' }),
  ...byValue({ 800: 'ochocientos ochocientas', 900: 'novecientos novecientas' }),
  ...byValue({ 1000000: 'millón millones' }),
}

// veinticinco, veintiún: "veinti" and the unit in one word (31 and up are "treinta y cinco": see JOINERS).
Object.assign(
  SPANISH,
  compounds(
    { veinti: 20 },
    byValue({ 1: 'uno ún un', 2: 'dós dos', 3: 'trés tres', 4: 'cuatro', 5: 'cinco', 6: 'séis seis', 7: 'siete' }),
    (ten, unit) => [`${ten}${unit}`],
  ),
  compounds({ veinti: 20 }, byValue({ 8: 'ocho', 9: 'nueve' }), (ten, unit) => [`${ten}${unit}`]),
)

const ITALIAN_TENS = counting(20, 10, 'venti trenta quaranta cinquanta sessanta settanta ottanta novanta')
/** 2 to 19 but sei, which is also "you are" (BEFORE_PERCENT reads it before a percent). */
const ITALIAN_UNITS: Lexicon = {
  ...counting(2, 1, 'due tre quattro cinque'),
  ...counting(7, 1, 'sette otto nove dieci undici dodici'),
  ...counting(13, 1, 'tredici quattordici quindici sedici diciassette diciotto diciannove'),
}
const ITALIAN: Lexicon = {
  zero: 0,
  ...ITALIAN_UNITS,
  ...ITALIAN_TENS,
  ...byValue({ 2: 'doppio', 12: 'dozzina', 24: 'ventiquattro', 100: 'cento', 1000: 'mille mila' }),
  ...counting(200, 100, 'duecento trecento quattrocento cinquecento seicento settecento ottocento novecento'),
  ...byValue({ 1000000: 'milione milioni' }),
}

// venticinque, ventuno, trentotto: tens and unit in one word, the tens' last vowel dropped before uno and otto.
const ITALIAN_COMPOUNDS = compounds(
  ITALIAN_TENS,
  { ...counting(1, 1, 'uno due tre'), tré: 3, ...counting(4, 1, 'quattro cinque sei sette otto nove') },
  (ten, unit) => [/^[uo]/.test(unit) ? `${ten.slice(0, -1)}${unit}` : `${ten}${unit}`],
)
Object.assign(ITALIAN, ITALIAN_COMPOUNDS)

// duemila, seimila, quindicimila, ventiquattromila: a number of 2 to 99 and the thousands, in one word.
Object.assign(
  ITALIAN,
  Object.fromEntries(
    Object.entries({ ...ITALIAN_UNITS, sei: 6, ...ITALIAN_TENS, ...ITALIAN_COMPOUNDS }).map(([word, value]) => [
      `${word}mila`,
      value * 1000,
    ]),
  ),
)

const FRENCH: Lexicon = {
  zéro: 0,
  ...counting(2, 1, 'deux trois quatre cinq six sept huit'),
  ...counting(10, 1, 'dix onze douze treize quatorze quinze seize'),
  ...counting(20, 10, 'vingt trente quarante cinquante soixante septante huitante nonante'),
  ...byValue({ 2: 'double', 12: 'douzaine', 100: 'cent cents', 1000: 'mille', 1000000: 'million millions' }),
}

const RUSSIAN: Lexicon = byValue({
  0: 'ноль нуля',
  // Not один: "один и тот же" is "the same", as "un" is an article in French.
  2: 'два две двух двум двумя дважды двое',
  3: 'три трёх трех трём трем тремя трижды трое',
  4: 'четыре четырёх четырех четырём четырем четырьмя четверо',
  5: 'пять пяти пятью',
  6: 'шесть шести шестью',
  7: 'семь семи семью',
  8: 'восемь восьми восемью',
  9: 'девять девяти девятью',
  10: 'десять десяти десятью',
  11: 'одиннадцать одиннадцати',
  12: 'двенадцать двенадцати дюжина дюжины',
  13: 'тринадцать тринадцати',
  14: 'четырнадцать четырнадцати',
  15: 'пятнадцать пятнадцати',
  16: 'шестнадцать шестнадцати',
  17: 'семнадцать семнадцати',
  18: 'восемнадцать восемнадцати',
  19: 'девятнадцать девятнадцати',
  20: 'двадцать двадцати',
  30: 'тридцать тридцати',
  40: 'сорок сорока',
  50: 'пятьдесят пятидесяти',
  60: 'шестьдесят шестидесяти',
  70: 'семьдесят семидесяти',
  80: 'восемьдесят восьмидесяти',
  90: 'девяносто девяноста',
  100: 'сто ста',
  200: 'двести двухсот',
  300: 'триста трёхсот трехсот',
  400: 'четыреста четырёхсот четырехсот',
  500: 'пятьсот пятисот',
  600: 'шестьсот шестисот',
  700: 'семьсот семисот',
  800: 'восемьсот восьмисот',
  900: 'девятьсот девятисот',
  1000: 'тысяча тысячи тысяч тысячу',
  1000000: 'миллион миллиона миллионов',
})

export const NUMBER_WORDS: Record<string, Lexicon> = {
  en: ENGLISH,
  de: GERMAN,
  es: SPANISH,
  it: ITALIAN,
  fr: FRENCH,
  ru: RUSSIAN,
}

/**
 * English number words typed into a translation are figures too; not the words for one (articles, pronouns) nor
 * those that are words of another language ("once" is eleven in Spanish, "double" French).
 */
const ENGLISH_IN_TRANSLATION: Lexicon = Object.fromEntries(
  Object.entries(ENGLISH).filter(
    ([word, value]) => value !== 1 && !['once', 'double', 'six', 'million', 'millions'].includes(word),
  ),
)

/** A word that starts with a number and names a unit or a count: zweitägig, vierstufig, двухдневный, пятипроцентный. */
const PREFIXED: Record<string, { numbers: Lexicon; suffix: RegExp }> = {
  de: {
    numbers: {
      ...counting(2, 1, 'zwei drei vier fünf sechs sieben acht neun zehn'),
      ...byValue({ 12: 'zwölf', 20: 'zwanzig', 24: 'vierundzwanzig', 60: 'sechzig', 100: 'hundert' }),
    },
    suffix: /^(tägig|stündig|wöchig|monatig|jährig|prozentig|stufig|fach|schrittig|minütig|teilig)/,
  },
  ru: {
    numbers: byValue({
      ...{ 1: 'одно', 2: 'двух', 3: 'трёх трех', 4: 'четырёх четырех', 5: 'пяти', 6: 'шести', 7: 'семи' },
      ...{ 8: 'восьми', 9: 'девяти', 10: 'десяти', 20: 'двадцати', 24: 'двадцатичетырёх двадцатичетырех' },
      ...{ 60: 'шестидесяти', 100: 'сто' },
    }),
    suffix: /^(дневн|часов|недельн|месячн|летн|процентн|ступенчат|кратн|шагов|этапн|минутн)/,
  },
}

/**
 * Words of one number, one value: twenty-four, двадцать четыре, three hundred (300, as dreihundert), two thousand
 * five hundred, doscientos cincuenta (250), dix-sept (17). A word adds to the one before when that one leaves room
 * for it (20 for 4, 200 for 50); hundred and thousand multiply what comes before them.
 */
function combine(values: number[]): number[] {
  const combined: number[] = []
  let done = 0
  let current = 0
  let last = 0
  let open = false
  const close = () => {
    if (open) combined.push(done + current)
    done = current = last = 0
    open = false
  }
  for (const value of values) {
    if (open && value === 100 && current > 0 && current < 100) current *= 100
    else if (open && (value === 1000 || value === 1_000_000) && done + current > 0 && done + current < value) {
      done = (done + current) * value
      current = 0
    } else if (open && last > value && last % 10 ** String(value).length === 0) current += value
    else {
      close()
      current = value
      open = true
    }
    last = value
  }
  close()
  return combined
}

const WORD = /[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*/gu

/** "per cento", "por ciento", "pour cent": the percent sign in words, not a hundred. */
const PERCENT_PHRASE = /\b(?:per|por|pour)\s+(?:cento|ciento|cent)\b/giu

/** A word between the tens and the unit of one number: "treinta y cinco", "vingt et un" (its unit read apart). */
const JOINERS: Record<string, RegExp> = {
  es: /\b(treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)\s+y\s+(?=\p{L})/giu,
}

/** Common words left out of the lexicons that are a figure before a percent: "ein Prozent", "sei per cento". */
const BEFORE_PERCENT: Record<string, { pattern: RegExp; values: Lexicon }> = {
  de: {
    pattern: /(?<![\p{L}])(ein|eins|einem|einen|einer)\s*(?=prozent|%)/giu,
    values: { ein: 1, eins: 1, einem: 1, einen: 1, einer: 1 },
  },
  fr: { pattern: /(?<![\p{L}])(un|une|neuf)\s*(?=pour\s*cent|%)/giu, values: { un: 1, une: 1, neuf: 9 } },
  it: { pattern: /(?<![\p{L}])(un|uno|sei)\s*(?=per\s*cento|percento|%)/giu, values: { un: 1, uno: 1, sei: 6 } },
  es: { pattern: /(?<![\p{L}])(un|uno)\s*(?=por\s*ciento|%)/giu, values: { un: 1, uno: 1 } },
  ru: {
    pattern: /(?<![\p{L}])(один|одного|одному|одним|одном)\s*(?=процент|%)/giu,
    values: { один: 1, одного: 1, одному: 1, одним: 1, одном: 1 },
  },
}

export function wordFigures(text: string, locale: string): number[] {
  const lexicon = locale === 'en-in-translation' ? ENGLISH_IN_TRANSLATION : NUMBER_WORDS[locale]
  const prefixed = PREFIXED[locale]
  const values: number[] = []
  const beforePercent = BEFORE_PERCENT[locale]
  if (beforePercent)
    for (const [, word] of text.matchAll(beforePercent.pattern)) values.push(beforePercent.values[word!.toLowerCase()]!)
  const joiner = JOINERS[locale]
  if (joiner) text = text.replace(joiner, '$1 ')
  if (lexicon || prefixed) {
    let run: number[] = []
    const flush = () => {
      values.push(...combine(run))
      run = []
    }
    let lastEnd = -1
    const source = text.replace(PERCENT_PHRASE, phrase => ' '.repeat(phrase.length))
    for (const match of source.matchAll(WORD)) {
      const gap = source.slice(lastEnd, match.index)
      if (lastEnd !== -1 && !/^[\s-]*$/.test(gap)) flush()
      lastEnd = match.index + match[0].length
      const parts = match[0].toLowerCase().split('-')
      let matched = false
      for (const part of parts) {
        const value = lexicon && Object.hasOwn(lexicon, part) ? lexicon[part] : prefixValue(part, prefixed)
        if (value === undefined) {
          flush()
          continue
        }
        matched = true
        run.push(value)
      }
      if (!matched) flush()
    }
    flush()
  }
  if (locale === 'en-in-translation') return values
  values.push(...cjkFigures(text, locale), ...romanFigures(text))
  return values
}

function prefixValue(word: string, prefixed: { numbers: Lexicon; suffix: RegExp } | undefined): number | undefined {
  if (!prefixed) return undefined
  let best: number | undefined
  let bestLength = 0
  for (const [number, value] of Object.entries(prefixed.numbers)) {
    if (word.startsWith(number) && number.length > bestLength && prefixed.suffix.test(word.slice(number.length))) {
      best = value
      bestLength = number.length
    }
  }
  return best
}

const KANJI_DIGITS: Lexicon = {
  ...byValue({ 0: '〇 零', 1: '一 壱', 2: '二 弐 兩 两', 3: '三 参' }),
  ...counting(4, 1, '四 五 六 七 八 九'),
}
const KANJI_UNITS: Record<string, number> = { 十: 10, 拾: 10, 百: 100, 千: 1000, 万: 10_000, 萬: 10_000 }

/**
 * A numeral of kanji before a counter or a unit: 四つ, 二十四時間, 百分之五 (5). Not an ordinal (第一), not 一 alone
 * (一次, 一起 are words), nor 十分 ("enough"; ten minutes is 十分間) and 二次/三次 ("secondary").
 */
const KANJI_NUMBER =
  /(?<![第〇零一壱二弐兩两三参四五六七八九十拾百千万萬])(?!一(?![〇零一二兩两三四五六七八九十百千万萬]|パーセント|％|%))(?!十分(?!間))(?![二三]次)([〇零一壱二弐兩两三参四五六七八九十拾百千万萬]+)(?=つ|個|件|回|時間|小時|時|日|天|週|か月|ヶ月|カ月|個月|年|パーセント|％|%|人|名|枚|歩|步|段階|階段|ステップ|倍|割|分|秒|種|項|次|點|点|位)/gu
const PERCENT_OF = /百分之([〇零一二兩两三四五六七八九十百]+)/gu

/** The value of a kanji numeral (二十四 = 24, 五百 = 500, 十 = 10). */
export function kanjiValue(numeral: string): number {
  let total = 0
  let section = 0
  let digit = 0
  for (const character of numeral) {
    if (Object.hasOwn(KANJI_DIGITS, character)) {
      digit = digit * 10 + KANJI_DIGITS[character]!
    } else {
      const unit = KANJI_UNITS[character]!
      if (unit === 10_000) {
        total += (section + digit) * unit
        section = 0
      } else {
        section += (digit || 1) * unit
      }
      digit = 0
    }
  }
  return total + section + digit
}

const HANGUL_NATIVE: Lexicon = byValue({
  ...{ 1: '하나 한', 2: '둘 두', 3: '셋 세', 4: '넷 네', 5: '다섯', 6: '여섯', 7: '일곱', 8: '여덟', 9: '아홉' },
  ...{ 10: '열', 20: '스물 스무', 30: '서른', 40: '마흔', 50: '쉰', 60: '예순' },
})
const HANGUL_SINO: Lexicon = {
  ...counting(1, 1, '일 이 삼 사 오 육 칠 팔 구 십'),
  ...byValue({ 20: '이십', 24: '이십사', 60: '육십', 100: '백', 1000: '천', 10000: '만' }),
}
/**
 * Korean native numbers before a counter (다섯 가지, 네 단계) and Sino-Korean ones before a unit (오 퍼센트). Not an
 * ordinal (두 번째, "the second") nor 한 번에 ("at once", "in one go").
 */
const NATIVE_TENS = '열|스물|스무|서른|마흔|쉰|예순'
const NATIVE_UNITS = '하나|한|둘|두|셋|세|넷|네|다섯|여섯|일곱|여덟|아홉'
// Tens and unit in one word (스물네 시간 = 24), or either alone.
const HANGUL_NATIVE_COUNT = new RegExp(
  `(?<![\\p{L}])(?!한\\s*번에)((?:${NATIVE_TENS})(?:${NATIVE_UNITS})?|${NATIVE_UNITS})\\s*(?=가지|개|번(?!\\s*째)|단계|시간|명|걸음|배|주|달|해)(?!\\S*째)`,
  'gu',
)
const SINO_DIGIT = '[일이삼사오육칠팔구]'
// 사십팔 = 48: digits and 십, 백, 천 by rule. A compound with 십/백/천 is read before a unit or standing alone; a
// single syllable (이, 사, 오: also words) only before a percent.
const HANGUL_SINO_UNIT = new RegExp(
  `(?<![\\p{L}])((?:${SINO_DIGIT}?천)?(?:${SINO_DIGIT}?백)?${SINO_DIGIT}?십${SINO_DIGIT}?|(?:${SINO_DIGIT}?천)?${SINO_DIGIT}?백(?:${SINO_DIGIT})?|${SINO_DIGIT}?천|${SINO_DIGIT}|만)` +
    `(?:\\s*(?=퍼센트|프로|%)|(?<=[십백천]|[십백천]${SINO_DIGIT})(?=\\s*(?:시간|분|초|일|개월|년|명|개|배|주|만|억|원)|[^\\p{L}]|$))`,
  'gu',
)

/** The value of a native Korean count (스물네 = 24). */
function nativeValue(word: string): number {
  const tens = new RegExp(`^(${NATIVE_TENS})`).exec(word)?.[1]
  const rest = tens ? word.slice(tens.length) : word
  return (tens ? HANGUL_NATIVE[tens]! : 0) + (rest ? HANGUL_NATIVE[rest]! : 0)
}

/** The value of a Sino-Korean numeral (사십팔 = 48, 백 = 100). */
function sinoValue(word: string): number {
  let total = 0
  let digit = 0
  for (const syllable of word) {
    const unit = ({ 십: 10, 백: 100, 천: 1000, 만: 10_000 } as Record<string, number>)[syllable]
    if (unit) {
      total += (digit || 1) * unit
      digit = 0
    } else {
      digit = HANGUL_SINO[syllable]!
    }
  }
  return total + digit
}

function cjkFigures(text: string, locale: string): number[] {
  const values: number[] = []
  if (locale === 'ja' || locale === 'zh-TW' || locale === 'en') {
    for (const [, numeral] of text.matchAll(PERCENT_OF)) values.push(kanjiValue(numeral!))
    for (const [, numeral] of text.replace(PERCENT_OF, ' ').matchAll(KANJI_NUMBER)) values.push(kanjiValue(numeral!))
  }
  if (locale === 'ko' || locale === 'en') {
    for (const [, word] of text.matchAll(HANGUL_NATIVE_COUNT)) values.push(nativeValue(word!))
    for (const [, word] of text.matchAll(HANGUL_SINO_UNIT)) values.push(sinoValue(word!))
  }
  return values
}

/**
 * Roman numerals of two letters or more made of I, V, X and L (II, IV, XII, XXIV): one letter is a word or a name (X).
 */
const ROMAN = /(?<![\p{L}\p{N}])(?=[IVXL]{2,}(?![\p{L}\p{N}]))(L?X{0,3})(IX|IV|V?I{0,3})(?![\p{L}\p{N}])/gu

function romanFigures(text: string): number[] {
  const values: number[] = []
  for (const match of text.matchAll(ROMAN)) {
    if (match[0] === '') continue
    const roman = match[0]
    const value = [...roman].reduce((sum, letter, index) => {
      const worth = ROMAN_VALUES[letter]!
      const next = ROMAN_VALUES[roman[index + 1] ?? ''] ?? 0
      return sum + (worth < next ? -worth : worth)
    }, 0)
    values.push(value)
  }
  return values
}
const ROMAN_VALUES: Record<string, number> = { I: 1, V: 5, X: 10, L: 50 }

/**
 * Fractions in words ("die Hälfte", "a quarter", 三分の一): each is a figure of its own (`1/2`), so "half" where the
 * English says 50% states another figure. Forms that are also other words ("the third step", Spanish "cuarto", French
 * "tiers") only with an article that makes them a fraction.
 */
const FRACTION_WORDS: Record<string, [RegExp, ...string[]][]> = {
  en: [
    [/\b(?:half|halves)\b/giu, '1/2'],
    [/\b(?:a|one|three)[\s-]+quarters?\b/giu, '1/4'],
    [/\b(?:a|one|two)[\s-]+thirds?\b/giu, '1/3'],
    [/\b(?:a|one)[\s-]+fifths?\b/giu, '1/5'],
    [/\b(?:a|one)[\s-]+tenths?\b/giu, '1/10'],
  ],
  de: [
    [/(?<![\p{L}])(?:hälfte|halbe|halben|halbes)(?![\p{L}])/giu, '1/2'],
    [/(?<![\p{L}])viertel(?![\p{L}])/giu, '1/4'],
    // Three and a quarter, as English's "three quarters" reads.
    [/(?<![\p{L}])dreiviertel(?![\p{L}])/giu, '1/4', '3'],
    [/(?<![\p{L}])drittel(?![\p{L}])/giu, '1/3'],
    // With ein, as English's "a fifth": "zwei Fünftel" is no fifth.
    [/(?<![\p{L}])ein(?:e[mnrs]?)?\s+fünftel(?![\p{L}])/giu, '1/5'],
    [/(?<![\p{L}])ein(?:e[mnrs]?)?\s+zehntel(?![\p{L}])/giu, '1/10'],
  ],
  es: [
    [/(?<![\p{L}])mitad(?![\p{L}])/giu, '1/2'],
    [/(?<![\p{L}])(?:un|una|la)\s+cuarta\s+parte(?![\p{L}])|(?<![\p{L}])un\s+cuarto(?![\p{L}])/giu, '1/4'],
    [/(?<![\p{L}])(?:un\s+tercio|(?:una|la)\s+tercera\s+parte)(?![\p{L}])/giu, '1/3'],
    // Before de: "un quinto piso" is an ordinal.
    [/(?<![\p{L}])(?:un\s+quinto\s+de|(?:una|la)\s+quinta\s+parte)(?![\p{L}])/giu, '1/5'],
    [/(?<![\p{L}])(?:un\s+décimo\s+de|(?:una|la)\s+décima\s+parte)(?![\p{L}])/giu, '1/10'],
  ],
  it: [
    [/(?<![\p{L}])metà(?![\p{L}])/giu, '1/2'],
    [/(?<![\p{L}])un\s+quarto(?![\p{L}])/giu, '1/4'],
    [/(?<![\p{L}])un\s+terzo(?![\p{L}])/giu, '1/3'],
    // Before di: "per un quinto anno" is an ordinal.
    [/(?<![\p{L}])un\s+quinto\s+d(?:i|el|ella|elle|ei|egli)(?![\p{L}])/giu, '1/5'],
    [/(?<![\p{L}])un\s+decimo\s+d(?:i|el|ella|elle|ei|egli)(?![\p{L}])/giu, '1/10'],
  ],
  fr: [
    [/(?<![\p{L}])moitié(?![\p{L}])/giu, '1/2'],
    [/(?<![\p{L}])(?:un|trois)\s+quarts?(?![\p{L}])/giu, '1/4'],
    [/(?<![\p{L}])(?:un|deux)\s+tiers(?![\p{L}])/giu, '1/3'],
    // Before de: "un cinquième mandat" is an ordinal.
    [/(?<![\p{L}])un\s+cinquième\s+d(?:e|es|u)(?![\p{L}])/giu, '1/5'],
    [/(?<![\p{L}])un\s+dixième\s+d(?:e|es|u)(?![\p{L}])/giu, '1/10'],
  ],
  ru: [
    [/(?<![\p{L}])половин[аыуеой]{1,2}(?![\p{L}])/giu, '1/2'],
    [/(?<![\p{L}])четверт[ьиью]{1,2}(?![\p{L}])/giu, '1/4'],
    [/(?<![\p{L}])трет[ьиью]{1,2}(?![\p{L}])/giu, '1/3'],
    // Only after одна: alone, пятая and десятая are "fifth" and "tenth" (пятая глава).
    [/(?<![\p{L}])одн(?:а|ой|у)\s+пят(?:ая|ой|ую)(?![\p{L}])/giu, '1/5'],
    [/(?<![\p{L}])одн(?:а|ой|у)\s+десят(?:ая|ой|ую)(?![\p{L}])/giu, '1/10'],
  ],
  ja: [[/半分|半数/gu, '1/2']],
  'zh-TW': [[/一半|半數/gu, '1/2']],
  ko: [[/절반/gu, '1/2']],
}

/** X分のY (Japanese), X分之Y (Chinese, not 百分之: a percent), X분의 Y (Korean), in kanji or digits. */
const FRACTION_OF =
  /([〇一二三四五六七八九十\p{Nd}]+)\s*(?:分の|(?<!百)分之|분의)\s*([〇一二三四五六七八九十\p{Nd}]+|한|하나)/gu

const numeral = (text: string) =>
  /^\p{Nd}+$/u.test(text) ? Number(text.normalize('NFKC')) : text === '한' || text === '하나' ? 1 : kanjiValue(text)

/** `text` without its X分のY fractions, so that their numerals are not read again as counts (三分の一 is no 3). */
export function withoutFractions(text: string): string {
  return text.replace(FRACTION_OF, fraction => ' '.repeat(fraction.length))
}

/** The fractions written in words in `text` (normalised), for `locale`: `1/2`, `1/4`, `3/4`. */
export function fractionFigures(text: string, locale: string): string[] {
  const values: string[] = []
  for (const [pattern, ...figures] of FRACTION_WORDS[locale] ?? [])
    for (const _ of text.matchAll(pattern)) values.push(...figures)
  if (locale === 'ja' || locale === 'zh-TW' || locale === 'ko') {
    for (const [, denominator, numerator] of text.matchAll(FRACTION_OF)) {
      const over = numeral(denominator!)
      const part = numeral(numerator!)
      if (over > 0 && over !== 100) values.push(`${part}/${over}`)
    }
  }
  return values
}
