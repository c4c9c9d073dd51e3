import { Plural, Trans } from '@lingui/react/macro'
import { CheckIcon } from '../../ui/icons'
import { OutcomeIcon } from '../../ui/outcome'
import styles from './subscriptions.module.css'

type Props = {
  outcome: 'canceled' | 'kept'
  /** The date access now runs until, formatted. */
  until: string
  /** Free days an accepted offer added. */
  extraDays: number
}

/** The last step: the subscription was cancelled, or kept with the free days added. */
export function UnsubscribeDone({ outcome, until, extraDays: days }: Props) {
  return (
    <div className={styles.result} role="status">
      <OutcomeIcon tone="good">
        <CheckIcon size={28} />
      </OutcomeIcon>
      <p className={styles.resultText}>
        {outcome === 'canceled' ? (
          <Trans>Nothing more will be charged. You keep access until {until}.</Trans>
        ) : (
          <>
            <Plural value={days} one="# free day added." other="# free days added." />{' '}
            <Trans>Your subscription now runs until {until}.</Trans>
          </>
        )}
      </p>
    </div>
  )
}
