/**
 * What a modal shows when a spend did not simply go through: not enough tokens
 * (back, buy tokens), a confirmation above the member's threshold, a spending cap reached, a new
 * price, no answer (try again: it cannot charge twice), or the server's refusal in its own words.
 * Each panel is a message and the buttons that make sense after it.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass } from '../../ui/button'
import { AlertIcon, CoinsIcon, LockIcon, RefreshIcon, WifiOffIcon } from '../../ui/icons'
import { BUY_TOKENS_HREF, LIMITS_HREF } from './links'
import type { SpendPhase } from './use-spend'
import styles from './wallet.module.css'

type Problem = Exclude<SpendPhase, { name: 'idle' } | { name: 'sending' } | { name: 'done' }>

export function isProblem(phase: SpendPhase): phase is Problem {
  return phase.name !== 'idle' && phase.name !== 'sending' && phase.name !== 'done'
}

type Handlers = {
  /** Back to the form or the summary. */
  onBack: () => void
  onRetry: () => void
  onConfirm: () => void
  /** The new price was accepted: unlock at `tokens`. */
  onAcceptPrice?: (tokens: number) => void
  /** What is being spent, for the confirmation's words. */
  amount: number
  isOnline: boolean
}

export function SpendPanel({ phase, amount }: { phase: Problem; amount: number }) {
  const { i18n } = useLingui()
  const n = (value: number | null) => (value === null ? '' : i18n.number(value))
  switch (phase.name) {
    case 'short': {
      const required = n(phase.required)
      const balance = n(phase.balance)
      return (
        <Notice tone="wait" icon={<CoinsIcon size={26} />} title={<Trans>Not enough tokens</Trans>}>
          {phase.balance !== null && phase.required !== null ? (
            <Trans>
              This needs {required} tokens and you have {balance}. Buy tokens, then come back: nothing was charged.
            </Trans>
          ) : (
            <Trans>Your balance does not cover this. Buy tokens, then come back: nothing was charged.</Trans>
          )}
        </Notice>
      )
    }
    case 'confirm': {
      const threshold = n(phase.threshold)
      return (
        <Notice
          tone="wait"
          icon={<CoinsIcon size={26} />}
          title={<Plural value={amount} one="Spend # token?" other="Spend # tokens?" />}
        >
          {phase.threshold !== null ? (
            <Trans>You asked us to confirm any spend above {threshold} tokens.</Trans>
          ) : (
            <Trans>You asked us to confirm larger spends.</Trans>
          )}
        </Notice>
      )
    }
    case 'limit': {
      const cap = n(phase.cap)
      const spent = n(phase.spent)
      return (
        <Notice tone="bad" icon={<LockIcon size={26} />} title={<Trans>Spending limit reached</Trans>}>
          {phase.cap === null ? (
            <Trans>This would go over the spending limit you set. Nothing was charged.</Trans>
          ) : phase.limit === 'monthly' ? (
            <Trans>
              This would go over your limit of {cap} tokens in 30 days (you have spent {spent}). Nothing was charged.
            </Trans>
          ) : (
            <Trans>
              This would go over your limit of {cap} tokens a day (you have spent {spent} in the last 24 hours). Nothing
              was charged.
            </Trans>
          )}
        </Notice>
      )
    }
    case 'price_changed': {
      const tokens = n(phase.tokens)
      return (
        <Notice tone="wait" icon={<AlertIcon size={26} />} title={<Trans>The price has changed</Trans>}>
          {phase.tokens === null ? (
            <Trans>The price of this post has changed. Nothing was charged.</Trans>
          ) : (
            <Trans>This post now costs {tokens} tokens. Nothing was charged.</Trans>
          )}
        </Notice>
      )
    }
    case 'no_answer':
      return (
        <Notice tone="wait" icon={<RefreshIcon size={26} />} title={<Trans>No answer from Velvet</Trans>}>
          <Trans>
            We could not tell whether it went through. Trying again is safe: the same tokens are never charged twice.
          </Trans>
        </Notice>
      )
    case 'refused':
      return (
        <Notice tone="bad" icon={<AlertIcon size={26} />} title={<Trans>It did not go through</Trans>}>
          {phase.message || <Trans>An error ocurred. Please try again later.</Trans>}
        </Notice>
      )
  }
}

export function SpendPanelActions({
  phase,
  onBack,
  onRetry,
  onConfirm,
  onAcceptPrice,
  amount,
  isOnline,
}: Handlers & { phase: Problem }) {
  const back = (
    <Button variant="secondary" onClick={onBack}>
      <Trans>Back</Trans>
    </Button>
  )
  switch (phase.name) {
    case 'short':
      return (
        <>
          {back}
          <AppLink className={buttonClass()} href={BUY_TOKENS_HREF}>
            <Trans>Buy tokens</Trans>
          </AppLink>
        </>
      )
    case 'confirm':
      return (
        <>
          {back}
          <Button onClick={onConfirm} disabled={!isOnline}>
            <Plural value={amount} one="Yes, spend # token" other="Yes, spend # tokens" />
          </Button>
        </>
      )
    case 'limit':
      return (
        <>
          {back}
          <AppLink className={buttonClass({ variant: 'secondary' })} href={LIMITS_HREF}>
            <Trans>My limits</Trans>
          </AppLink>
        </>
      )
    case 'price_changed': {
      const tokens = phase.tokens
      return (
        <>
          {back}
          {tokens !== null && onAcceptPrice ? (
            <Button onClick={() => onAcceptPrice(tokens)} disabled={!isOnline}>
              <Plural value={tokens} one="Unlock for # token" other="Unlock for # tokens" />
            </Button>
          ) : null}
        </>
      )
    }
    case 'no_answer':
      return (
        <Button onClick={onRetry} disabled={!isOnline}>
          <Trans>Try again</Trans>
        </Button>
      )
    case 'refused':
      return back
  }
}

type NoticeProps = { tone: 'good' | 'bad' | 'wait'; icon: ReactNode; title: ReactNode; children?: ReactNode }

/** A centred outcome: the round icon, a title and a sentence. */
export function Notice({ tone, icon, title, children }: NoticeProps) {
  return (
    <div className={styles.notice} role={tone === 'bad' ? 'alert' : 'status'}>
      <span className={`${styles.noticeIcon} ${styles[tone]}`}>{icon}</span>
      <p className={styles.noticeTitle}>{title}</p>
      {children ? <p className={styles.noticeText}>{children}</p> : null}
    </div>
  )
}

/** Spends need the server: offline, the modal says so and offers nothing that could charge. */
export function OfflineNote() {
  return (
    <p className={styles.offline} role="status">
      <WifiOffIcon size={18} />
      <span>
        <Trans>You are offline. Tokens can be spent only with a connection; nothing is sent later.</Trans>
      </span>
    </p>
  )
}
