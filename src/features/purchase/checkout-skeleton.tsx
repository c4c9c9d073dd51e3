import { Skeleton } from '../../ui/skeleton'
import checkoutStyles from './checkout.module.css'
import summaryStyles from './order-summary.module.css'

/** The checkout's two columns while the plan's options load. */
export function CheckoutSkeleton() {
  return (
    <div className={checkoutStyles.checkout} aria-busy="true">
      <div className={checkoutStyles.summaryCol}>
        <div className={summaryStyles.summary}>
          <Skeleton height={28} width="60%" />
          <Skeleton height={44} width="40%" />
          <Skeleton height={16} />
          <Skeleton height={16} width="80%" />
        </div>
      </div>
      <div className={checkoutStyles.payCol}>
        <Skeleton height={48} />
        <Skeleton height={64} />
        <Skeleton height={64} />
        <Skeleton height={52} />
      </div>
    </div>
  )
}
