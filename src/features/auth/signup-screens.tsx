import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link, Navigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useSession } from '../../api/use-session'
import { buttonClass } from '../../ui/button'
import { CheckIcon, ChevronRightIcon, LockIcon, SparkIcon, UserIcon } from '../../ui/icons'
import { Skeleton } from '../../ui/skeleton'
import { appConfigQuery } from '../session'
import { AuthCard, LogInInstead, authStyles as styles } from './auth-card'
import { unfinishedUserQuery } from './queries'
import { RegisterForm } from './register-form'
import { ResendVerification } from './resend-verification'

/** /signup: creators go to the creators' panel, users to the registration form. */
export function SignupChoiceScreen() {
  const config = useQuery(appConfigQuery())
  const panel = config.data?.creators_panel_url ?? 'https://creators.velvet.example'
  return (
    <AuthCard title={<Trans>Join Velvet</Trans>} subtitle={<Trans>How do you want to use Velvet?</Trans>}>
      <div className={styles.choices}>
        <Link to="/signup/user" className={styles.choice}>
          <Choice
            icon={<UserIcon />}
            title={<Trans>I am a fan</Trans>}
            body={<Trans>Follow creators, watch videos, like, comment and chat.</Trans>}
          />
        </Link>
        <a href={panel} className={styles.choice}>
          <Choice
            icon={<SparkIcon />}
            title={<Trans>I am a creator</Trans>}
            body={<Trans>Publish, get subscribers and tips in the creators' panel.</Trans>}
          />
        </a>
      </div>
      <p className={styles.footer}>
        <LogInInstead />
      </p>
    </AuthCard>
  )
}

/** What a choice of /signup says: its icon, its title and what it is for. */
function Choice({ icon, title, body }: { icon: ReactNode; title: ReactNode; body: ReactNode }) {
  return (
    <>
      <span className={styles.choiceIcon}>{icon}</span>
      <span>
        <span className={styles.choiceTitle}>{title}</span>
        <br />
        <span className={styles.choiceBody}>{body}</span>
      </span>
      <ChevronRightIcon />
    </>
  )
}

export function RegisterScreen() {
  return (
    <AuthCard title={<Trans>Create your account</Trans>} subtitle={<Trans>It takes a minute. Adults only.</Trans>}>
      <RegisterForm />
    </AuthCard>
  )
}

const finishRoute = getRouteApi('/shell/gated/finish')

/**
 * /finish?token=: completes a registration begun elsewhere (a purchase as a guest). Signed-in users
 * never reach it (guests only), except the one who has just finished here: once the account exists
 * the screen says that the next log-in needs the e-mail confirmed (423 until then), offers
 * the link again, and leads on, to the dashboard with what was bought or where a new
 * account lands. It reads that from the session, as the screen is drawn again when the user appears.
 */
export function FinishRegistrationScreen({
  paymentNote,
}: {
  /** What became of the purchase the registration comes from, drawn above the form. */
  paymentNote?: (paymentId: number, token: string) => ReactNode
}) {
  const { token, payment_id: paymentId } = finishRoute.useSearch()
  const session = useSession()
  const unfinished = useQuery({ ...unfinishedUserQuery(token ?? ''), enabled: Boolean(token) })
  const registered = session.status === 'user' ? session.user : null
  if (registered) {
    // Finishing a purchase is auth inside the purchase flow: the dashboard shows what was bought.
    const landing = paymentId || !registered.membership_active ? '/dashboard' : '/home'
    if (registered.email_verified) return <Navigate to={landing} replace />
    const email = registered.email
    return (
      <AuthCard
        title={<Trans>Your account is ready</Trans>}
        subtitle={
          <Trans>Confirm your e-mail address with the link we sent to {email}: you need it to log in next time.</Trans>
        }
        icon={<CheckIcon size={28} />}
      >
        <Link to={landing} replace className={buttonClass({ size: 'large', block: true })}>
          <Trans>Go to my account</Trans>
        </Link>
        <ResendVerification email={email} />
      </AuthCard>
    )
  }
  if (token && unfinished.isPending) {
    return (
      <AuthCard title={<Trans>Finish your registration</Trans>}>
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </AuthCard>
    )
  }
  if (!token || !unfinished.data) {
    return (
      <AuthCard
        title={<Trans>This link is not valid</Trans>}
        subtitle={
          <Trans>The registration link is invalid or was already used. If you already finished it, log in.</Trans>
        }
        icon={<LockIcon size={28} />}
      >
        <Link to="/login" className={buttonClass({ size: 'large', block: true })}>
          <Trans>Go to log in</Trans>
        </Link>
      </AuthCard>
    )
  }
  const user = unfinished.data
  return (
    <AuthCard
      title={<Trans>Finish your registration</Trans>}
      subtitle={<Trans>Choose your password to finish creating your account.</Trans>}
    >
      {paymentId && paymentNote ? paymentNote(paymentId, token) : null}
      <RegisterForm
        finishing={{ token, email: user.email, username: user.username, paymentId }}
        // Once registered, this screen says what comes next (above), instead of the welcome and a landing.
        withWelcome={false}
        onRegistered={() => undefined}
      />
    </AuthCard>
  )
}
