/**
 * The model profile at /{username}, /@{username} and /models/{id}/profile:
 * banner, picture, name, @username, verified badge, about text with read more/less, subscription
 * plans (first plan main, packs in a collapsible list) and the creator's posts, grid or vertical.
 * Hidden-menu creators show no plans. Opening an F creator switches to divas, M to chads.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { CreatorProfile } from '../../../contract/schemas/creator'
import type { SubscriptionPlan } from '../../../contract/schemas/plan'
import { siteTypeForSex } from '../../../contract/site-types'
import { isApiError } from '../../api/errors'
import { setSiteType } from '../../api/preferences'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { formatUsd } from '../../lib/money'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass } from '../../ui/button'
import { ChevronDownIcon, GiftIcon, InstagramIcon, LinkIcon, Svg, XLogoIcon } from '../../ui/icons'
import { LoadFailed } from '../../ui/load-failed'
import { ResponsiveImage } from '../../ui/responsive-image'
import { Skeleton } from '../../ui/skeleton'
import { StateMessage } from '../../ui/states'
import { showToast } from '../../ui/toast'
import { VerifiedBadge } from '../../ui/verified-badge'
import { ChatButton } from '../chat'
import { ModelReportButton } from '../claims'
import { creatorProfileQuery, FollowButton, type ProfileRef, useFollowSync } from '../creators'
import { creatorPostsQuery, PostFeed, PostGrid, type PostViewMode } from '../posts'
import { NotifyButton } from '../push'
import { buyTokensHref, useSendTokensDialog } from '../wallet'
import { cutAboutText } from './about-text'
import { groupPlans } from './plan-groups'
import { PlanLabel, PlanName, PlanTitleLabel } from './plan-labels'
import styles from './profile-screen.module.css'

export function ProfileScreen({ profileRef }: { profileRef: ProfileRef }) {
  // The server's answers to queued follows settle the profile and the webstars sections.
  useFollowSync()
  const preferences = usePreferences()
  const isOnline = useIsOnline()
  const profile = useQuery(creatorProfileQuery(profileRef, preferences))
  const sex = profile.data?.sex

  useEffect(() => {
    const theme = sex ? siteTypeForSex(sex) : undefined
    if (theme) setSiteType(theme)
  }, [sex])

  if (profile.isPending) return <ProfileSkeleton />
  if (profile.isError) {
    if (isApiError(profile.error) && profile.error.status === 404) {
      return (
        <StateMessage
          title={<Trans>This creator does not exist</Trans>}
          body={<Trans>The link may be old, or the creator has left Velvet.</Trans>}
        />
      )
    }
    return (
      <LoadFailed
        isOnline={isOnline}
        offlineBody={<Trans>This profile has not been saved on this device yet.</Trans>}
        onRetry={() => void profile.refetch()}
        isRetrying={profile.isRefetching}
      />
    )
  }
  return <Profile creator={profile.data} />
}

function Profile({ creator }: { creator: CreatorProfile }) {
  const { t } = useLingui()
  const preferences = usePreferences()
  const [mode, setMode] = useState<PostViewMode>('grid')
  return (
    <div className={styles.page}>
      <div className={styles.banner}>
        <ResponsiveImage
          image={creator.public_banner_image_path}
          alt=""
          width={1600}
          height={533}
          smallWidth={800}
          priority
        />
      </div>
      <section className={styles.head} aria-labelledby="profile-name">
        <img className={styles.avatar} src={creator.public_profile_image_path.large} alt="" width={112} height={112} />
        <div className={styles.identity}>
          <h1 id="profile-name" className={styles.name}>
            {creator.name}
            {creator.verified ? <VerifiedBadge size={22} /> : null}
          </h1>
          {creator.username ? (
            <AppLink className={styles.handle} href={`/${creator.username}`}>
              @{creator.username}
            </AppLink>
          ) : null}
          <Socials creator={creator} />
        </div>
        <div className={styles.actions}>
          <FollowButton creator={creator} />
          <NotifyButton creator={creator} />
          <ChatButton creator={creator} variant="button" />
          <SendTokensButton creator={creator} />
          <ModelReportButton creator={creator} />
        </div>
        <About creator={creator} />
        {creator.hidden_menu ? null : <Plans creator={creator} />}
      </section>

      <section className={styles.posts} aria-labelledby="profile-posts">
        <div className={styles.postsHead}>
          <h2 id="profile-posts" className={styles.postsTitle}>
            <Trans>Posts</Trans>
          </h2>
          <fieldset className={styles.modes} aria-label={t`How to show the posts`}>
            <button type="button" aria-pressed={mode === 'grid'} onClick={() => setMode('grid')}>
              <GridIcon />
              <span className="visually-hidden">{t`Grid`}</span>
            </button>
            <button type="button" aria-pressed={mode === 'vertical'} onClick={() => setMode('vertical')}>
              <ListIcon />
              <span className="visually-hidden">{t`List`}</span>
            </button>
          </fieldset>
        </div>
        <PostFeed
          query={creatorPostsQuery(creator.id, preferences)}
          mode={mode}
          onModeChange={setMode}
          Grid={PostGrid}
        />
      </section>
    </div>
  )
}

/** Tips from the profile (no post): guests are sent to buy tokens first. */
function SendTokensButton({ creator }: { creator: CreatorProfile }) {
  const { t } = useLingui()
  const session = useSession()
  const tip = useSendTokensDialog(() =>
    showToast(t`Sending tokens could not be opened. Check your connection and try again.`),
  )
  const name = creator.name
  // A creator does not tip themselves.
  if (session.user?.model_id === creator.id) return null
  if (session.status !== 'user') {
    return (
      <AppLink
        href={buyTokensHref(false)}
        className={buttonClass({ variant: 'secondary' })}
        aria-label={t`Send tokens to ${name}`}
      >
        <GiftIcon size={18} />
        <Trans>Send tokens</Trans>
      </AppLink>
    )
  }
  return (
    <>
      <Button
        variant="secondary"
        icon={<GiftIcon size={18} />}
        aria-haspopup="dialog"
        aria-label={t`Send tokens to ${name}`}
        onClick={() => tip.open({ modelId: creator.id, creatorName: name, postId: null })}
      >
        <Trans>Send tokens</Trans>
      </Button>
      {tip.element}
    </>
  )
}

function About({ creator }: { creator: CreatorProfile }) {
  const [isOpen, setIsOpen] = useState(false)
  if (!creator.about_me) return null
  const { short, isCut } = cutAboutText(creator.about_me, creator.hidden_menu)
  return (
    <div className={styles.about}>
      <p>{isOpen || !isCut ? creator.about_me : short}</p>
      {isCut ? (
        <button type="button" className={styles.more} aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
          {isOpen ? <Trans>Read less</Trans> : <Trans>Read more</Trans>}
        </button>
      ) : null}
    </div>
  )
}

function Socials({ creator }: { creator: CreatorProfile }) {
  if (creator.public_socials.length === 0) return null
  return (
    <ul className={styles.socials}>
      {creator.public_socials.map((social) => (
        <li key={social.url}>
          <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={`${social.site} @${social.user}`}>
            {social.site === 'instagram' ? (
              <InstagramIcon size={18} />
            ) : social.site === 'twitter' ? (
              <XLogoIcon size={16} />
            ) : (
              <LinkIcon size={18} />
            )}
          </a>
        </li>
      ))}
    </ul>
  )
}

function planHref(plan: SubscriptionPlan, creator: CreatorProfile): string {
  const search = new URLSearchParams({ plan: String(plan.id) })
  if (creator.username) search.set('webstar', creator.username)
  return `/subscribe?${search.toString()}`
}

function Plans({ creator }: { creator: CreatorProfile }) {
  const { i18n } = useLingui()
  const groups = groupPlans(creator.subscription_plans.data)
  if (!groups) return null
  const { main, others, bundles: packs } = groups
  const price = (plan: SubscriptionPlan) => formatUsd(plan.show_data.breakdown.period_amount, i18n.locale)
  return (
    <div className={styles.plans}>
      <AppLink href={planHref(main, creator)} className={buttonClass({ size: 'large', block: true })}>
        <PlanLabel plan={main} price={price(main)} />
      </AppLink>
      {others.map((plan) => (
        <AppLink
          key={plan.id}
          href={planHref(plan, creator)}
          className={buttonClass({ variant: 'secondary', size: 'large', block: true })}
          title={plan.title}
        >
          <PlanTitleLabel plan={plan} price={price(plan)} />
        </AppLink>
      ))}
      {packs.length > 0 ? (
        <details className={styles.packs}>
          <summary>
            <Trans>Subscription bundles</Trans>
            <ChevronDownIcon size={18} />
          </summary>
          <ul>
            {packs.map((plan) => (
              <li key={plan.id}>
                <AppLink href={planHref(plan, creator)} className={styles.pack}>
                  <span title={plan.title}>
                    <PlanName plan={plan} />
                  </span>
                  <span className={styles.packPrice}>
                    <PlanLabel plan={plan} price={price(plan)} />
                  </span>
                  {plan.show_data.promotional_tag ? (
                    <span className={styles.tag}>{plan.show_data.promotional_tag}</span>
                  ) : null}
                </AppLink>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}

function ProfileSkeleton() {
  const { t } = useLingui()
  return (
    <div className={styles.page} role="status" aria-label={t`Loading the profile`}>
      <Skeleton className={styles.banner} />
      <div className={styles.head}>
        <Skeleton width={112} height={112} circle />
        <div style={{ display: 'grid', gap: 8 }}>
          <Skeleton width={200} height={24} />
          <Skeleton width={120} height={14} />
        </div>
      </div>
    </div>
  )
}

function GridIcon() {
  return (
    <Svg size={20}>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </Svg>
  )
}

function ListIcon() {
  return (
    <Svg size={20}>
      <rect x="4" y="3" width="16" height="11" rx="1.5" />
      <path d="M4 18h16M4 21h10" />
    </Svg>
  )
}
