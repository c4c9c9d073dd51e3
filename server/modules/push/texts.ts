/**
 * Notification texts, from the server's catalog in the recipient's last language (English when
 * unknown). A device that hides the creator gets the generic texts: no name, no caption.
 */
export const NEW_POST_TEXTS = {
  title: /*i18n*/ { id: '{name} posted something new' },
  /** Body for a post without a caption. */
  emptyBody: /*i18n*/ { id: 'Tap to see the new post.' },
  genericTitle: /*i18n*/ { id: 'A creator you follow posted' },
  genericBody: /*i18n*/ { id: 'Tap to see the new post.' },
}
