/** Alt text is the picture for whoever cannot see it: required, a description (not a file name), and short. */

/** About two lines read aloud; longer belongs in the caption or the text around the picture. */
export const ALT_TEXT_MAX_LENGTH = 150

/** A camera's or a tool's own name for a file, with or without its extension: `IMG_2041.png`, `DSC0042`, `Screenshot 2026-03-01`. */
const FILE_NAME_LIKE = /^(?:[\w() .-]+\.(?:png|jpe?g|webp|avif|gif|svg|heic|tiff?|bmp)|(?:img|dsc|dscn|dcim|pxl|screenshot|screen shot|image|photo)[\s_-]*[\d_ .:-]*\d[\d_ .:-]*)$/i

export function altTextProblem(alt: string, file: string): { message: string; fix: string } | undefined {
  const text = alt.trim()
  if (text === '') {
    return { message: `the image ${file} has no alt text`,
      fix: `describe what the picture shows, for someone who cannot see it: ![A chart of …](${file})` }
  }
  if (FILE_NAME_LIKE.test(text) || text.toLowerCase() === file.toLowerCase()) {
    return { message: `the alt text "${text}" of ${file} is a file name, not a description`,
      fix: 'describe what the picture shows, in a short sentence in the language of the page' }
  }
  const length = [...new Intl.Segmenter().segment(text)].length
  if (length > ALT_TEXT_MAX_LENGTH) {
    return { message: `the alt text of ${file} is ${length} characters long, over about ${ALT_TEXT_MAX_LENGTH}`,
      fix: 'keep it to one short sentence; put the rest in the caption ("…") or in the text around the picture' }
  }
  return undefined
}
