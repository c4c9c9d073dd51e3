import { afterEach, expect, it, vi } from 'vitest'
import { createPageHydration } from './page-hydration'

afterEach(() => {
  vi.useRealTimers()
})

function screen() {
  let draw = () => {}
  const drawn = new Promise<void>((resolve) => {
    draw = resolve
  })
  return { component: { whenDrawn: () => drawn }, draw }
}

async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(200)
  return done
}

it("is hydrated once the first commit is done and the page's lazily loaded screen is drawn", async () => {
  vi.useFakeTimers()
  const watch = screen()
  const hydration = createPageHydration(() => [undefined, { whenDrawn: undefined }, watch.component])
  expect(await settled(hydration.whenHydrated())).toBe(false)

  hydration.committed()
  expect(await settled(hydration.whenHydrated())).toBe(false)

  watch.draw()
  expect(await settled(hydration.whenHydrated())).toBe(true)
})

it('holds nothing back for ever when a screen never comes (the page ended in an error screen)', async () => {
  vi.useFakeTimers()
  const hydration = createPageHydration(() => [screen().component])
  hydration.committed()
  expect(await settled(hydration.whenHydrated())).toBe(false)
  await vi.advanceTimersByTimeAsync(10_000)
  expect(await settled(hydration.whenHydrated())).toBe(true)
})
