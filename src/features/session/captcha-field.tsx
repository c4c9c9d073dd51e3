/**
 * The ALTCHA captcha (self-hosted proof of work) where the spec says recaptcha. The widget solves
 * its challenge in the background; the solved payload goes into the form's `recaptcha` field.
 * `reset()` after a failed submit gives the next attempt a fresh challenge.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useImperativeHandle, useRef, useState } from 'react'
import { fieldMessageText } from '../../ui/form/field-message'

export type CaptchaHandle = { reset: () => void }

/** The app's own texts (registered per language below) and no "Protected by ALTCHA" footer. */
const WIDGET_CONFIGURATION = { hideFooter: true, hideLogo: false }

type AltchaWidget = HTMLElement & {
  reset: (state?: string) => void
  configure: (options: Record<string, unknown>) => void
}

type Props = {
  onChange: (payload: string | undefined) => void
  error?: string | undefined
  ref?: React.Ref<CaptchaHandle>
}

export function CaptchaField({ onChange, error, ref }: Props) {
  const { t, i18n } = useLingui()
  const widgetRef = useRef<AltchaWidget>(null)
  const [isLoaded, setIsLoaded] = useState(false)
  const [isVerified, setIsVerified] = useState(false)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  // Stable across renders, so the widget's listener never goes stale.
  const callback = useRef((payload: string | undefined) => {
    setIsVerified(Boolean(payload))
    onChangeRef.current(payload)
  })

  useImperativeHandle(ref, () => ({
    reset: () => {
      widgetRef.current?.reset()
      callback.current(undefined)
    },
  }))

  useEffect(() => {
    let cancelled = false
    void import('altcha').then(() => {
      if (!cancelled) setIsLoaded(true)
    })
    return () => {
      cancelled = true
    }
  }, [])

  // On the element itself, not only through configure(): the widget's methods exist only once its
  // inner component has mounted, a moment after the element is created, so a configure() call that
  // comes too early is lost and the widget shows its own English texts and footer.
  const language = `velvet-${i18n.locale}`

  useEffect(() => {
    const widget = widgetRef.current
    if (!isLoaded || !widget) return
    const strings = {
      label: t`I am not a robot`,
      verifying: t`Checking…`,
      verified: t`Verified`,
      error: t`The check failed. Please try again.`,
      expired: t`The check expired. Please try again.`,
      verificationRequired: t`Please confirm you are not a robot.`,
      waitAlert: t`Checking… please wait.`,
      footer: '',
    }
    const registry = (globalThis as unknown as { $altcha?: { i18n: { set: (k: string, v: unknown) => void } } }).$altcha
    registry?.i18n.set(language, strings)
    widget.configure?.(WIDGET_CONFIGURATION)
    const handleState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail
      callback.current(detail.state === 'verified' ? detail.payload : undefined)
    }
    widget.addEventListener('statechange', handleState)
    return () => widget.removeEventListener('statechange', handleState)
  }, [isLoaded, t, language])

  return (
    // The state is exposed for tests and styling; the widget itself announces it to screen readers.
    <div data-captcha={isVerified ? 'verified' : 'pending'}>
      {isLoaded ? (
        <altcha-widget
          ref={widgetRef}
          challenge="/api/altcha/challenge"
          auto="onload"
          type="checkbox"
          language={language}
          configuration={JSON.stringify(WIDGET_CONFIGURATION)}
        />
      ) : (
        <div style={{ height: 64 }} aria-hidden="true" />
      )}
      {error ? (
        <p role="alert" style={{ color: 'var(--danger)', fontSize: 'var(--text-xs)', fontWeight: 600, marginTop: 6 }}>
          {fieldMessageText(i18n, error, t`Captcha`)}
        </p>
      ) : null}
    </div>
  )
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit'
        type?: 'native' | 'checkbox' | 'switch'
        language?: string
        configuration?: string
        ref?: React.Ref<HTMLElement>
      }
    }
  }
}
