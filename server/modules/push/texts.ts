/**
 * Notification texts in the four interface languages (the recipient's last language, English
 * when unknown). A device that hides the creator gets the generic texts: no name, no caption.
 */
import type { Locale } from '../../../contract/languages'

type NewPostTexts = {
  title: (creatorName: string) => string
  /** Body for a post without a caption. */
  emptyBody: string
  genericTitle: string
  genericBody: string
}

export const NEW_POST_TEXTS: Record<Locale, NewPostTexts> = {
  en: {
    title: (name) => `${name} posted something new`,
    emptyBody: 'Tap to see the new post.',
    genericTitle: 'A creator you follow posted',
    genericBody: 'Tap to see the new post.',
  },
  es: {
    title: (name) => `${name} ha publicado algo nuevo`,
    emptyBody: 'Toca para ver la nueva publicación.',
    genericTitle: 'Un creador que sigues ha publicado',
    genericBody: 'Toca para ver la nueva publicación.',
  },
  pt: {
    title: (name) => `${name} publicou algo novo`,
    emptyBody: 'Toque para ver a nova publicação.',
    genericTitle: 'Um criador que você segue publicou',
    genericBody: 'Toque para ver a nova publicação.',
  },
  tr: {
    title: (name) => `${name} yeni bir şey paylaştı`,
    emptyBody: 'Yeni gönderiyi görmek için dokunun.',
    genericTitle: 'Takip ettiğiniz bir içerik üreticisi paylaşım yaptı',
    genericBody: 'Yeni gönderiyi görmek için dokunun.',
  },
}
