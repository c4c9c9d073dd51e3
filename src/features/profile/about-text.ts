import { LIMITS } from '../../../contract/limits'

/**
 * The about text's cut: 128 characters (512 for hidden-menu creators), and
 * only when the text is longer than 1.25 times that, so nobody clicks "read more" for six words.
 * The cut falls on a word boundary.
 */
export function cutAboutText(text: string, isHiddenMenu: boolean): { short: string; isCut: boolean } {
  const limit = isHiddenMenu ? LIMITS.aboutCutHiddenMenu : LIMITS.aboutCut
  if (text.length <= limit * LIMITS.aboutCutFactor) return { short: text, isCut: false }
  const slice = text.slice(0, limit)
  const lastSpace = slice.lastIndexOf(' ')
  const short = `${(lastSpace > limit * 0.6 ? slice.slice(0, lastSpace) : slice).replace(/[\s.,;:!?-]+$/, '')}…`
  return { short, isCut: true }
}
