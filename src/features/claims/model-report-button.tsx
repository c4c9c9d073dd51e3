/**
 * The profile's report button: leads to the model report form. Hidden-menu
 * creators have none.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { FlagIcon } from '../../ui/icons'
import styles from './claims.module.css'

type Props = { creator: { id: number; name: string; hidden_menu: boolean } }

export function ModelReportButton({ creator }: Props) {
  const { t } = useLingui()
  if (creator.hidden_menu) return null
  const name = creator.name
  return (
    <AppLink
      href={`/report/model/${creator.id}`}
      className={`${buttonClass({ variant: 'secondary' })} ${styles.reportButton}`}
      aria-label={t`Report ${name}`}
    >
      <FlagIcon size={18} />
      <Trans>Report</Trans>
    </AppLink>
  )
}
