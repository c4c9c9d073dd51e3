/**
 * The dashboard: picture (changeable), username, e-mail, member since,
 * membership, the creators' panel or a monetize link, account settings and shopping links.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ChangeEvent, type ReactNode, useRef } from 'react'
import type { User } from '../../../contract/schemas/user'
import { isApiError } from '../../api/errors'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { AppLink } from '../../ui/app-link'
import { Avatar } from '../../ui/avatar'
import { Button, buttonClass } from '../../ui/button'
import {
  BellIcon,
  BookmarkIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CoinsIcon,
  HeartIcon,
  KeyIcon,
  LockIcon,
  PlayIcon,
  SparkIcon,
  UserIcon,
  VerifiedIcon,
} from '../../ui/icons'
import { showToast } from '../../ui/toast'
import { PushOptInCard } from '../push'
import { appConfigQuery, meQuery } from '../session'
import { CreatorSpendingCard, LIMITS_HREF } from '../wallet'
import styles from './account.module.css'
import { useProfilePictureMutation } from './queries'

export function DashboardScreen() {
  const { t } = useLingui()
  const session = useSession()
  const user = session.user
  // Fresh from the server: membership can change while the app is open.
  useQuery({ ...meQuery(user?.id ?? 0), enabled: Boolean(user) })
  const config = useQuery(appConfigQuery())
  if (!user) return null
  const panel = config.data?.creators_panel_url ?? 'https://creators.velvet.example'

  return (
    <div className={styles.page}>
      <Link to="/home" className={styles.back}>
        <ChevronLeftIcon size={20} />
        <Trans>Home</Trans>
      </Link>
      <ProfileCard user={user} />
      <PushOptInCard />

      <section className={styles.section} aria-labelledby="dashboard-membership">
        <h2 id="dashboard-membership" className={styles.sectionTitle}>
          <Trans>Membership</Trans>
        </h2>
        <MembershipCard user={user} />
        {user.is_webstar ? (
          <Row
            href={panel}
            icon={<SparkIcon />}
            title={t`My panel`}
            detail={t`Manage your posts, prices and earnings`}
          />
        ) : (
          <Row
            href={panel}
            icon={<SparkIcon />}
            title={t`Monetize your content`}
            detail={t`Become a creator and earn from subscriptions and tips`}
          />
        )}
      </section>

      <LinkSection id="dashboard-settings" title={<Trans>Account</Trans>}>
        {user.username_updated ? null : (
          <Row to="/change_username" icon={<UserIcon />} title={t`Change username`} detail={t`You can do this once`} />
        )}
        <Row
          to="/change_password"
          icon={<LockIcon />}
          title={t`Change password`}
          detail={t`We send you a secure link`}
        />
        <Row
          to="/passkeys"
          icon={<KeyIcon />}
          title={t`Passkeys`}
          detail={t`Log in with your fingerprint, face or screen lock`}
        />
        <Row
          to="/notifications"
          icon={<BellIcon />}
          title={t`Notification settings`}
          detail={t`New posts on this device, e-mails about messages`}
        />
        <Row
          href={LIMITS_HREF}
          icon={<CoinsIcon />}
          title={t`Spending limits`}
          detail={t`Daily and monthly caps on tokens, and when to confirm`}
        />
      </LinkSection>

      <CreatorSpendingCard />

      <LinkSection id="dashboard-videos" title={<Trans>Your videos</Trans>}>
        <Row to="/favorites" icon={<BookmarkIcon />} title={t`Favourites`} detail={t`Videos you saved`} />
        <Row to="/likes" icon={<HeartIcon />} title={t`Liked videos`} detail={t`Videos you liked`} />
      </LinkSection>

      <LinkSection id="dashboard-shopping" title={<Trans>Shopping</Trans>}>
        <Row href="/categories" icon={<PlayIcon />} title={t`Browse categories`} />
        <Row href="/purchase/tokens" icon={<CoinsIcon />} title={t`Buy tokens`} />
        <Row href="/tokens" icon={<CoinsIcon />} title={t`My tokens`} detail={t`Balance and transactions`} />
        <Row href="/payments" icon={<CoinsIcon />} title={t`Payments`} />
        <Row
          href="/subscriptions"
          icon={<VerifiedIcon />}
          title={t`Subscriptions`}
          detail={t`Renewals, payments and cancelling`}
        />
        <Row href="/claims" icon={<LockIcon />} title={t`Claims`} />
      </LinkSection>

      <Link to="/logout" className={buttonClass({ variant: 'secondary', size: 'large', block: true })}>
        <Trans>Log out</Trans>
      </Link>
    </div>
  )
}

function ProfileCard({ user }: { user: User }) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const input = useRef<HTMLInputElement>(null)
  const uploadPicture = useProfilePictureMutation()
  const since = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(user.created_at))

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    try {
      await uploadPicture.mutateAsync(file)
      showToast(t`Your picture is updated.`)
    } catch (error) {
      if (isApiError(error) && error.status === 413) showToast(t`This picture is too large. The limit is 5 MB.`)
      else if (isApiError(error) && (error.status === 415 || error.status === 422))
        showToast(t`Choose a JPEG, PNG or WebP picture.`)
      else showToast(t`The picture could not be uploaded. Please try again.`)
    }
  }

  return (
    <section className={styles.profile}>
      <div className={styles.avatarWrap}>
        <Avatar src={user.profile_pic} name={user.username} size={88} />
      </div>
      <div className={styles.identity}>
        <h1 className={styles.username}>@{user.username}</h1>
        <p className={styles.muted}>{user.email}</p>
        <p className={styles.muted}>
          <Trans>Member since {since}</Trans>
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        onChange={(event) => void upload(event)}
        aria-label={t`Profile picture`}
      />
      <Button
        variant="secondary"
        size="small"
        isLoading={uploadPicture.isPending}
        onClick={() => input.current?.click()}
      >
        <Trans>Change picture</Trans>
      </Button>
    </section>
  )
}

function MembershipCard({ user }: { user: User }) {
  const { locale } = usePreferences()
  if (user.membership_active) {
    const until = user.membership_expires_at
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(user.membership_expires_at))
      : null
    return (
      <div className={`${styles.membership} ${styles.active}`}>
        <VerifiedIcon size={28} />
        <div>
          <p className={styles.rowTitle}>
            <Trans>Active member</Trans>
          </p>
          {until ? (
            <p className={styles.muted}>
              <Trans>Full videos until {until}</Trans>
            </p>
          ) : null}
        </div>
      </div>
    )
  }
  return (
    <div className={styles.membership}>
      <LockIcon size={28} />
      <div>
        <p className={styles.rowTitle}>
          <Trans>Not a member yet</Trans>
        </p>
        <p className={styles.muted}>
          <Trans>Members watch every full-length video, with no promotions.</Trans>
        </p>
      </div>
      <AppLink href="/subscribe" className={buttonClass({ size: 'small' })}>
        <Trans>Join</Trans>
      </AppLink>
    </div>
  )
}

/** A titled section of the dashboard: a list of rows that each open a page. */
function LinkSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.list}>{children}</div>
    </section>
  )
}

type RowProps = { icon: ReactNode; title: string; detail?: string } & (
  | {
      to: '/change_username' | '/change_password' | '/passkeys' | '/notifications' | '/favorites' | '/likes'
      href?: never
    }
  | { href: string; to?: never }
)

function Row({ icon, title, detail, to, href }: RowProps) {
  const content = (
    <>
      <span className={styles.rowIcon}>{icon}</span>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{title}</span>
        {detail ? <span className={styles.muted}>{detail}</span> : null}
      </span>
      <ChevronRightIcon size={18} />
    </>
  )
  return to ? (
    <Link to={to} className={styles.row}>
      {content}
    </Link>
  ) : (
    <AppLink href={href} className={styles.row}>
      {content}
    </AppLink>
  )
}
