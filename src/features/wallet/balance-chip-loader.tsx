/**
 * The header's token balance for signed-in users: its request and its words arrive after the first
 * screen, which renders only this loader (the chip's code travels in the members' `signed-in` file,
 * vite.config.ts). Until then, and for good if its words cannot be loaded (offline
 * before the service worker cached it), `fallback` (the plain tokens link) stands in its place.
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
