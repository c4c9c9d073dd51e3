import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { buttonClass } from '../../ui/button'
import { ChevronRightIcon, LockIcon, SparkIcon, UserIcon } from '../../ui/icons'
import { Skeleton } from '../../ui/skeleton'
import { PaymentStatusNote } from '../purchase'
import { AuthCard, authStyles as styles } from './auth-card'
import { appConfigQuery, unfinishedUserQuery } from './queries'
import { RegisterForm } from './register-form'

/** /signup: creators go to the creators' panel, users to the registration form (001 §2). */
export function SignupChoiceScreen() {
  const config = useQuery(appConfigQuery())
  const panel = config.data?.creators_panel_url ?? 'https://creators.velvet.example'
  return (
    <AuthCard title={<Trans>Join Velvet</Trans>} subtitle={<Trans>How do you want to use Velvet?</Trans>}>
      <div className={styles.choices}>
        <Link to="/signup/user" className={styles.choice}>
          <span className={styles.choiceIcon}>
            <UserIcon />
          </span>
          <span>
            <span className={styles.choiceTitle}>
              <Trans>I am a fan</Trans>
            </span>
            <br />
            <span className={styles.choiceBody}>
              <Trans>Follow creators, watch videos, like, comment and chat.</Trans>
            </span>
          </span>
          <ChevronRightIcon />
        </Link>
        <a href={panel} className={styles.choice}>
          <span className={styles.choiceIcon}>
            <SparkIcon />
          </span>
          <span>
            <span className={styles.choiceTitle}>
              <Trans>I am a creator</Trans>
            </span>
            <br />
            <span className={styles.choiceBody}>
              <Trans>Publish, get subscribers and tips in the creators' panel.</Trans>
            </span>
          </span>
          <ChevronRightIcon />
        </a>
      </div>
      <p className={styles.footer}>
        <Trans>
          Already have an account?{' '}
          <Link className={styles.link} to="/login">
            Log in
          </Link>
        </Trans>
      </p>
    </AuthCard>
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

/** /finish?token=: completes a registration begun elsewhere (a purchase as a guest). */
export function FinishRegistrationScreen() {
  const { token, payment_id: paymentId } = finishRoute.useSearch()
  const navigate = useNavigate()
  const unfinished = useQuery({ ...unfinishedUserQuery(token ?? ''), enabled: Boolean(token) })
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
      {paymentId ? <PaymentStatusNote paymentId={paymentId} token={token} /> : null}
      <RegisterForm
        finishing={{ token, email: user.email, username: user.username, paymentId }}
        // Finishing a purchase is auth inside the purchase flow: the dashboard shows what was bought (001 §4).
        {...(paymentId ? { onRegistered: () => navigate({ to: '/dashboard', replace: true }) } : {})}
      />
    </AuthCard>
  )
}
