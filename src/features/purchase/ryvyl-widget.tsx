/**
 * The RYVYL hosted card widget: the processor's script, loaded
 * from its URL with the checkout id and its Subresource Integrity hash, fills a
 * `form.paymentWidgets` whose action is where the processor returns the buyer. The card is typed
 * into the processor's widget, never into our form. Options: Spanish, brands by priority VISA,
 * AMEX, MASTER, billing address required (street 2 optional), and "store payment details".
 */
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import textStyles from './purchase-text.module.css'
import styles from './ryvyl-widget.module.css'

declare global {
  interface Window {
    wpwlOptions?: Record<string, unknown>
  }
}

export type WidgetParams = Record<string, string>

export function RyvylWidget({ params, url }: { params: WidgetParams; url: string }) {
  const host = useRef<HTMLDivElement>(null)

  useEffect(() => {
    window.wpwlOptions = {
      locale: params.locale ?? 'es',
      brandPriority: ['VISA', 'AMEX', 'MASTER'],
      billingAddress: { mandatory: true, optional: ['street2'] },
      showStorePaymentDetails: true,
    }
    const script = document.createElement('script')
    script.src = params.url ?? url
    if (params.integrity) script.integrity = params.integrity
    script.crossOrigin = 'anonymous'
    script.async = true
    script.dataset.checkoutId = params.checkoutId ?? ''
    host.current?.appendChild(script)
    return () => {
      script.remove()
      delete window.wpwlOptions
    }
  }, [params, url])

  return (
    <section className={styles.widget} aria-labelledby="ryvyl-widget-title">
      <h3 id="ryvyl-widget-title" className={`${textStyles.sectionTitle} ${styles.widgetTitle}`}>
        <Trans>Enter your card on the processor's secure form</Trans>
      </h3>
      <div ref={host}>
        <form
          action={params.shopperResultUrl}
          className="paymentWidgets"
          data-brands={params.brands ?? 'VISA AMEX MASTER'}
        />
      </div>
    </section>
  )
}
