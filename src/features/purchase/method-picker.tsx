/**
 * The payment methods: grouped under recommended, try again and others; the
 * shortlist first and the rest behind "more ways to pay"; a method forced by the link stands alone,
 * marked as chosen for the buyer. Crypto is named so, every other method credit / debit.
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { MethodGroup, PaymentMethod } from '../../../contract/schemas/purchase'
import { CheckIcon } from '../../ui/icons'
import methodStyles from './method-list.module.css'
import styles from './method-picker.module.css'
import { groupMethods, isCrypto } from './methods'
import textStyles from './purchase-text.module.css'

type Props = {
  methods: PaymentMethod[]
  shortlisted: Set<number>
  selectedId: number | undefined
  isForced: boolean
  onSelect: (method: PaymentMethod) => void
}

function GroupTitle({ group }: { group: MethodGroup }) {
  switch (group) {
    case 'recommended':
      return <Trans>Recommended</Trans>
    case 'try-again':
      return <Trans>Try again with</Trans>
    default:
      return <Trans>Other ways to pay</Trans>
  }
}

export function MethodPicker({ methods, shortlisted, selectedId, isForced, onSelect }: Props) {
  const [isExpanded, setIsExpanded] = useState(false)
  const showAll = isExpanded || isForced || methods.length <= 3
  const visible = showAll ? methods : methods.filter((method) => shortlisted.has(method.id) || method.id === selectedId)
  const hidden = methods.length - visible.length
  return (
    <fieldset className={methodStyles.methods}>
      <legend className={textStyles.sectionTitle}>
        <Trans>Payment method</Trans>
      </legend>
      {isForced ? (
        <p className={textStyles.muted}>
          <Trans>This payment method was chosen for you by the link you followed.</Trans>
        </p>
      ) : null}
      {groupMethods(visible).map(({ group, methods: inGroup }) => (
        <fieldset key={group} className={styles.methodGroup}>
          {methods.length > 1 && !isForced ? (
            <legend className={styles.groupTitle}>
              <GroupTitle group={group} />
            </legend>
          ) : null}
          {inGroup.map((method) => {
            const isSelected = method.id === selectedId
            return (
              <label
                key={method.id}
                className={`${methodStyles.method} ${isSelected ? methodStyles.methodSelected : ''}`}
              >
                <input
                  type="radio"
                  name="payment-method"
                  className={methodStyles.methodRadio}
                  checked={isSelected}
                  onChange={() => onSelect(method)}
                />
                <img className={styles.methodLogo} src={method.image_url} alt="" width={40} height={28} />
                <span className={methodStyles.methodText}>
                  <span className={methodStyles.methodKind}>
                    {isCrypto(method) ? <Trans>Crypto</Trans> : <Trans>Credit / debit card</Trans>}
                  </span>
                  <span className={textStyles.muted}>{method.name}</span>
                </span>
                <span className={methodStyles.methodCheck} aria-hidden="true">
                  {isSelected ? <CheckIcon size={16} /> : null}
                </span>
              </label>
            )
          })}
        </fieldset>
      ))}
      {hidden > 0 ? (
        <button type="button" className={styles.moreMethods} onClick={() => setIsExpanded(true)}>
          <Trans>More ways to pay ({hidden})</Trans>
        </button>
      ) : null}
    </fieldset>
  )
}
