/**
 * Purchase routes: purchase.subscription and purchase.tokens (also
 * /subscribe and /buytokens, the latter not for members), /purchase (home), the paylink purchase,
 * the payment result (and CCBill's return) and the user's payments. Static paths, so they win over
 * the creator profile at /$username.
 */
import { createRoute, notFound, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { getSession } from '../api/session'
import { restoreSession } from '../api/session-manager'
import type { PurchaseSearch } from '../features/purchase'
import { usernameFromParam } from '../lib/creator-href'
import { requireUser } from './guards'
import { lazyScreen } from './lazy-screen'
import { gatedRoute } from './shell'

const PurchaseScreen = lazyScreen<{ view: 'subscription' | 'tokens'; search: PurchaseSearch }>(
  'purchase',
  'PurchaseScreen',
)
const PaylinkScreen = lazyScreen<{ username: string; hash: string }>('purchase', 'PaylinkScreen')
const PaymentResultScreen = lazyScreen<{ paymentId: number; sc: string | undefined }>('purchase', 'PaymentResultScreen')
const PaymentsScreen = lazyScreen<{ subscriptionId?: number }>('purchase', 'PaymentsScreen')

const text = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.trim(), v.maxLength(64))), undefined)
const id = v.fallback(
  v.optional(v.pipe(v.unknown(), v.transform(String), v.regex(/^\d{1,9}$/), v.transform(Number))),
  undefined,
)
const IdParam = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))

const SubscriptionSearch = v.object({ plan: id, code: text, ref: text, webstar: text, payment_method: text })

async function knowSession() {
  await restoreSession()
}

export const purchaseRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/purchase',
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true })
  },
})

function SubscriptionPage({ search }: { search: PurchaseSearch }) {
  return <PurchaseScreen view="subscription" search={search} />
}

export const purchaseSubscriptionRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/purchase/subscription',
  validateSearch: SubscriptionSearch,
  beforeLoad: knowSession,
  component: function PurchaseSubscription() {
    return <SubscriptionPage search={purchaseSubscriptionRoute.useSearch()} />
  },
})

/** /subscribe: purchase.subscription with code, plan, webstar and ref. */
export const subscribeRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/subscribe',
  validateSearch: SubscriptionSearch,
  beforeLoad: knowSession,
  component: function Subscribe() {
    return <SubscriptionPage search={subscribeRoute.useSearch()} />
  },
})

export const purchaseTokensRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/purchase/tokens',
  beforeLoad: knowSession,
  component: () => <PurchaseScreen view="tokens" search={{}} />,
})

/** /buytokens: the token packs, not for members: they are sent home. */
export const buyTokensRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/buytokens',
  beforeLoad: async () => {
    await restoreSession()
    if (getSession().user?.membership_active) throw redirect({ to: '/home', replace: true })
  },
  component: () => <PurchaseScreen view="tokens" search={{}} />,
})

export const paylinkRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/$username/paylink/$hash',
  beforeLoad: async ({ params }) => {
    if (!usernameFromParam(params.username) || !/^[A-Za-z0-9_-]{4,64}$/.test(params.hash)) throw notFound()
    await restoreSession()
  },
  component: function Paylink() {
    const { username, hash } = paylinkRoute.useParams()
    return <PaylinkScreen username={usernameFromParam(username) ?? ''} hash={hash} />
  },
})

const ResultSearch = v.object({ sc: text, id })

function resultRoute(path: '/payment/$paymentId/result' | '/payment/$paymentId/result_ccbill') {
  return createRoute({
    getParentRoute: () => gatedRoute,
    ssr: false,
    path,
    validateSearch: ResultSearch,
    beforeLoad: async ({ params }) => {
      if (!v.is(IdParam, params.paymentId)) throw notFound()
      await restoreSession()
    },
  })
}

export const paymentResultRoute = resultRoute('/payment/$paymentId/result').update({
  component: function PaymentResult() {
    const { paymentId } = paymentResultRoute.useParams()
    const { sc } = paymentResultRoute.useSearch()
    return <PaymentResultScreen paymentId={Number(paymentId)} sc={sc} />
  },
})

export const paymentResultCcbillRoute = resultRoute('/payment/$paymentId/result_ccbill').update({
  component: function PaymentResultCcbill() {
    const { paymentId } = paymentResultCcbillRoute.useParams()
    const { sc } = paymentResultCcbillRoute.useSearch()
    return <PaymentResultScreen paymentId={Number(paymentId)} sc={sc} />
  },
})

export const paymentsRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/payments',
  beforeLoad: requireUser,
  component: () => <PaymentsScreen />,
})

export const subscriptionPaymentsRoute = createRoute({
  getParentRoute: () => gatedRoute,
  ssr: false,
  path: '/subscription/$subscription/payments',
  beforeLoad: async (context) => {
    if (!v.is(IdParam, context.params.subscription)) throw notFound()
    await requireUser(context)
  },
  component: function SubscriptionPayments() {
    const { subscription } = subscriptionPaymentsRoute.useParams()
    return <PaymentsScreen subscriptionId={Number(subscription)} />
  },
})
