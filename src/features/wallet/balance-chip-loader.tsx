/**
 * The header's token balance for signed-in users: its code, its request and its words arrive after
 * the first screen, so the first load carries only this loader. Until then, and for good if the code
 * cannot be loaded (offline before the service worker cached it), `fallback` (the plain tokens link)
 * stands in its place.
 */
import { lazy, type ReactNode, Suspense } from 'react'
import { loadMoneyCatalog } from './catalog'

type ChipProps = { fallback: ReactNode }

const BalanceChip = lazy(() =>
  Promise.all([import('./balance-chip'), loadMoneyCatalog()]).then(
    ([module]) => ({ default: module.BalanceChip }),
    () => ({ default: ({ fallback }: ChipProps) => fallback }),
  ),
)

export function TokenBalanceChip({ fallback }: ChipProps) {
  return (
    <Suspense fallback={fallback}>
      <BalanceChip fallback={fallback} />
    </Suspense>
  )
}
