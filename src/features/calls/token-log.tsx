/** The call's token log (emisor, description, time): minutes, extra minutes, tokens sent, unlimited. */
import { Plural, Trans } from '@lingui/react/macro'
import type { CallLogEntry } from '../../../contract/schemas/video-call'
import { usePreferences } from '../../api/use-preferences'
import styles from './calls.module.css'

function Description({ entry }: { entry: CallLogEntry }) {
  switch (entry.kind) {
    case 'minute':
      return <Plural value={entry.quantity} one="Call minute, # token" other="Call minute, # tokens" />
    case 'extra_minute':
      return <Plural value={entry.quantity} one="Extra minute bought, # token" other="Extra minute bought, # tokens" />
    case 'tokens':
      return <Plural value={entry.quantity} one="Sent # token" other="Sent # tokens" />
    case 'unlimited':
      return <Trans>Made the call unlimited</Trans>
  }
}

export function TokenLog({ entries }: { entries: CallLogEntry[] }) {
  const { locale } = usePreferences()
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' })
  return (
    <section className={styles.log} aria-labelledby="call-log-title">
      <h2 id="call-log-title" className={styles.logTitle}>
        <Trans>Token log</Trans>
      </h2>
      {entries.length === 0 ? (
        <p className={styles.logEmpty}>
          <Trans>Nothing yet. Minutes, extra minutes and tokens sent show here.</Trans>
        </p>
      ) : (
        <ol className={styles.logList} data-testid="call-log">
          {[...entries].reverse().map((entry) => (
            <li key={entry.id} className={styles.logEntry} data-kind={entry.kind}>
              <span className={styles.logWho}>@{entry.emisor}</span>
              <span className={styles.logWhat}>
                <Description entry={entry} />
              </span>
              <time className={styles.logTime} dateTime={entry.time}>
                {time.format(new Date(entry.time))}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
