/**
 * The hidden device-data-collection frame of the card forms' 3-D Secure step: the
 * frame is posted to the processor's DDC_URL with the JWT and the card's bin, and the processor's
 * page answers with a message from its origin once the device is profiled.
 */
import { useLingui } from '@lingui/react/macro'
import { type Ref, useId, useImperativeHandle, useRef } from 'react'

/** Long enough for a slow bank page; without an answer the payment goes on without the profile. */
const DDC_WAIT_MS = 10_000

export type DdcHandle = {
  /** Posts the frame; true once the processor said the profile is complete, false on timeout. */
  collect: (ddc: { url: string; jwt: string; bin: string }) => Promise<boolean>
}

function isProfileMessage(data: unknown): boolean {
  try {
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data
    return typeof parsed === 'object' && parsed !== null && 'MessageType' in parsed
  } catch {
    return false
  }
}

export function DdcFrame({ ref }: { ref: Ref<DdcHandle> }) {
  const { t } = useLingui()
  const name = `ddc-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const form = useRef<HTMLFormElement>(null)
  const jwt = useRef<HTMLInputElement>(null)
  const bin = useRef<HTMLInputElement>(null)

  useImperativeHandle(ref, () => ({
    collect: (ddc) =>
      new Promise<boolean>((resolve) => {
        const origin = new URL(ddc.url, window.location.href).origin
        const done = (ok: boolean) => {
          window.removeEventListener('message', listen)
          window.clearTimeout(timer)
          resolve(ok)
        }
        const listen = (event: MessageEvent) => {
          if (event.origin === origin && isProfileMessage(event.data)) done(true)
        }
        const timer = window.setTimeout(() => done(false), DDC_WAIT_MS)
        window.addEventListener('message', listen)
        if (!form.current || !jwt.current || !bin.current) return done(false)
        form.current.action = ddc.url
        jwt.current.value = ddc.jwt
        bin.current.value = ddc.bin
        form.current.submit()
      }),
  }))

  return (
    <div hidden>
      <iframe
        name={name}
        title={t`Card check with your bank`}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="ddc-frame"
      />
      <form ref={form} method="POST" target={name}>
        <input ref={jwt} type="hidden" name="JWT" />
        <input ref={bin} type="hidden" name="Bin" />
      </form>
    </div>
  )
}
