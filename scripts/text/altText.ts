/**
 * Alt text is the picture for whoever cannot see it: required, a description (not a file name, not "Image"), and short.
 */
import type { Locale } from '../../src/i18n/locales.ts'

/** About two lines read aloud; longer belongs in the caption or the text around the picture. */
export const ALT_TEXT_MAX_LENGTH = 150

/** A camera's or a tool's own name for a file: `IMG_2041.png`, `DSC0042`, `Screenshot 2026-03-01`. */
const FILE_NAME_LIKE =
  /^(?:[\w() .-]+\.(?:png|jpe?g|webp|avif|gif|svg|heic|tiff?|bmp)|(?:img|dsc|dscn|dcim|pxl|screenshot|screen shot|image|photo)[\s_-]*[\d_ .:-]*\d[\d_ .:-]*)$/i

/**
 * Alt texts that describe nothing: the whole text one of `words` ("Image"), or a `prefixes`/`suffixes` phrase around
 * the description ("Picture of…", "…の写真"). Every list is checked on every page, in lower case.
 */
export const GENERIC_ALT_TEXTS: Record<
  Locale,
  { words: readonly string[]; prefixes: readonly string[]; suffixes?: readonly string[] }
> = {
  en: {
    words: [
      'image',
      'picture',
      'photo',
      'photograph',
      'screenshot',
      'screen shot',
      'graphic',
      'illustration',
      'icon',
      'logo',
      'banner',
      'chart',
      'diagram',
      'figure',
      'img',
      'pic',
    ],
    prefixes: [
      'picture of',
      'a picture of',
      'image of',
      'an image of',
      'photo of',
      'a photo of',
      'photograph of',
      'graphic of',
      'illustration of',
    ],
  },
  'zh-TW': {
    words: ['圖片', '圖像', '圖', '照片', '截圖', '螢幕截圖', '插圖', '圖示', '標誌'],
    prefixes: ['圖片：', '圖片:', '照片：', '照片:'],
    suffixes: ['的圖片', '的照片', '的圖像'],
  },
  ja: {
    words: ['画像', '写真', '図', 'スクリーンショット', 'イラスト', 'アイコン', 'ロゴ'],
    prefixes: ['画像：', '画像:', '写真：', '写真:'],
    suffixes: ['の画像', 'の写真'],
  },
  ko: {
    words: ['이미지', '사진', '그림', '스크린샷', '일러스트', '아이콘', '로고'],
    prefixes: ['이미지:', '사진:'],
    suffixes: ['의 이미지', '의 사진'],
  },
  es: {
    words: [
      'imagen',
      'foto',
      'fotografía',
      'captura',
      'captura de pantalla',
      'ilustración',
      'gráfico',
      'icono',
      'logo',
      'logotipo',
    ],
    prefixes: ['imagen de', 'una imagen de', 'foto de', 'una foto de', 'fotografía de', 'ilustración de'],
  },
  it: {
    words: ['immagine', 'foto', 'fotografia', 'screenshot', 'schermata', 'illustrazione', 'grafico', 'icona', 'logo'],
    prefixes: ['immagine di', "un'immagine di", 'foto di', 'una foto di', 'fotografia di', 'illustrazione di'],
  },
  ru: {
    words: [
      'изображение',
      'картинка',
      'фото',
      'фотография',
      'скриншот',
      'снимок экрана',
      'иллюстрация',
      'иконка',
      'логотип',
    ],
    prefixes: ['изображение', 'картинка с', 'фото', 'фотография', 'иллюстрация'],
  },
  fr: {
    words: [
      'image',
      'photo',
      'photographie',
      "capture d'écran",
      'capture d’écran',
      'illustration',
      'graphique',
      'icône',
      'logo',
    ],
    prefixes: ['image de', "image d'", 'une image de', 'photo de', "photo d'", 'une photo de', 'illustration de'],
  },
  de: {
    words: ['bild', 'foto', 'grafik', 'screenshot', 'bildschirmfoto', 'abbildung', 'illustration', 'symbol', 'logo'],
    prefixes: ['bild von', 'bild:', 'ein bild von', 'foto von', 'foto:', 'ein foto von', 'abbildung von', 'abbildung:'],
  },
}

/** The generic phrase `alt` is or starts with ("picture of"), or undefined when it describes something. */
function genericAltText(alt: string): string | undefined {
  const text = alt
    .toLowerCase()
    .replace(/[\s.…:!?。．：]+$/u, '')
    .trim()
  for (const { words, prefixes, suffixes = [] } of Object.values(GENERIC_ALT_TEXTS)) {
    const word = words.find(candidate => text === candidate)
    if (word) return word
    // "Picture of" alone, or followed by a word: "Picture of…", "picture of the app".
    const prefix = prefixes.find(
      candidate =>
        text.startsWith(candidate) &&
        (text.length === candidate.length ||
          /[:：’']$/u.test(candidate) ||
          /^[\s:：]/u.test(text.slice(candidate.length))),
    )
    if (prefix) return prefix
    const suffix = suffixes.find(candidate => text.endsWith(candidate) && text.length > candidate.length)
    if (suffix) return suffix
  }
  return undefined
}

export function altTextProblem(alt: string, file: string): { message: string; fix: string } | undefined {
  const text = alt.trim()
  if (text === '') {
    return {
      message: `the image ${file} has no alt text`,
      fix: `describe what the picture shows, for someone who cannot see it: ![A chart of …](${file})`,
    }
  }
  if (FILE_NAME_LIKE.test(text) || text.toLowerCase() === file.toLowerCase()) {
    return {
      message: `the alt text "${text}" of ${file} is a file name, not a description`,
      fix: 'describe what the picture shows, in a short sentence in the language of the page',
    }
  }
  const generic = genericAltText(text)
  if (generic !== undefined) {
    return {
      message: `the alt text "${text}" of ${file} says it is a picture ("${generic}"), not what it shows`,
      fix:
        'say what the picture tells the reader, e.g. "The home screen: a feed of videos, each with what it earns" ' +
        '(the reader knows it is a picture)',
    }
  }
  const length = [...new Intl.Segmenter().segment(text)].length
  if (length > ALT_TEXT_MAX_LENGTH) {
    return {
      message: `the alt text of ${file} is ${length} characters long, over about ${ALT_TEXT_MAX_LENGTH}`,
      fix: 'keep it to one short sentence; put the rest in the caption ("…") or in the text around the picture',
    }
  }
  return undefined
}
