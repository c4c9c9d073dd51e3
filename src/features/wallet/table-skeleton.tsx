import { Skeleton } from '../../ui/skeleton'
import styles from './wallet.module.css'

/** Rows in an account table's shape while its first page loads. */
export function TableSkeleton() {
  return (
    <div className={styles.tableSkeleton} aria-hidden="true">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={52} />
      ))}
    </div>
  )
}
