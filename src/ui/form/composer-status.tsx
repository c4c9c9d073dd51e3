import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { fieldMessageText } from './field-message'

type Props = {
  /** The message field's error key, if any; shown under the box with `errorId` for its aria-describedby. */
  error: string | undefined
  errorId: string
  /** The field's name in the error sentence, e.g. "Your comment". */
  label: string
  isOnline: boolean
  /** Offline, what happens to what is sent: it waits for the connection. */
  offlineNote: ReactNode
  /** The composer's own look for each line. */
  classNames: { error: string | undefined; offline: string | undefined }
}

/** The line under a message composer: the field's error first, else while offline that sending waits. */
export function ComposerStatus({ error, errorId, label, isOnline, offlineNote, classNames }: Props) {
  const { i18n } = useLingui()
  if (error) {
    return (
      <p id={errorId} className={classNames.error} role="alert">
        {fieldMessageText(i18n, error, label)}
      </p>
    )
  }
  return isOnline ? null : (
    <p className={classNames.offline} role="status">
      {offlineNote}
    </p>
  )
}
