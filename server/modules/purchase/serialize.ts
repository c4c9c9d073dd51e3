import type { Locale } from '../../../contract/languages'
import { PURCHASE } from '../../../contract/limits'
import type {
  BuyerPromotionRefusal,
  Country,
  CountrySubdivision,
  Currency,
  MethodGroup,
  PaymentMethod,
  PromotionalCode,
  PurchasePlan,
  SavedCard,
} from '../../../contract/schemas/purchase'
import type { countrySubdivisions } from '../../db/schema/index'
import { toPlan } from '../creators/index'
import { asksTaxId, type DriverCapabilities, offersLegacyAddon, sellsLegacyBundle } from './methods'
import type { CountryRow, CurrencyRow, MethodRow, PlanRow, PromoRow, SavedCardRow } from './repository'

/** Where the in-app card forms send the card: the sandbox processor's tokenisation endpoint. */
export const TOKENIZATION_URL = '/sandbox-processor/v1/tokens'

export function toCountry(row: CountryRow, currentCode: string | null): Country {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    is_current: row.code === currentCode,
    show_currency: row.showCurrency,
    currency_code: row.currencyCode,
    payable: row.payable,
    has_subdivisions: row.hasSubdivisions,
  }
}

export function toSubdivision(row: typeof countrySubdivisions.$inferSelect): CountrySubdivision {
  return { id: row.id, code: row.code, name: row.name, country_id: row.countryId }
}

export function toCurrency(row: CurrencyRow): Currency {
  return {
    id: row.id,
    code: row.code,
    symbol: row.symbol,
    description: row.description,
    amount_to_usd: row.amountToUsd,
    decimal_precision: row.decimalPrecision,
    is_default: row.isDefault,
  }
}

/**
 * `chargeCurrency`: what the method charges in the country asked for; `capabilities`: its driver's
 * (purchase/methods.ts).
 */
export function toMethod(
  row: MethodRow,
  group: MethodGroup,
  chargeCurrency: string,
  capabilities: DriverCapabilities,
): PaymentMethod {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    image_url: row.imageUrl,
    group,
    recommended: row.recommended,
    driver_front_key: row.driverFrontKey,
    driver_front_config: {
      processor: row.processor,
      tokenization_url: capabilities.cardForm === 'in_app' ? TOKENIZATION_URL : null,
      ddc: row.ddc,
      brands: [...capabilities.brands],
      supports_promotions: row.supportsPromotions,
      local_currency: chargeCurrency !== PURCHASE.baseCurrency,
      charge_currency: chargeCurrency,
      legacy_addon: offersLegacyAddon(capabilities, row.processor),
      legacy_bundle: sellsLegacyBundle(capabilities, row.processor),
      tax_id: asksTaxId(capabilities, row.processor),
    },
  }
}

export function toPromo(row: PromoRow, locale: Locale, refusal: BuyerPromotionRefusal | null): PromotionalCode {
  return {
    code: row.code,
    type: row.type,
    type_is_free_trial: row.type === 'free_trial',
    type_is_pre_paid: row.type === 'pre_paid',
    commercial_text: row.commercialText[locale] ?? row.commercialText.en,
    legal_text: row.legalText[locale] ?? row.legalText.en,
    discount_percent: row.discountPercent,
    trial_days: row.trialDays,
    unavailable_reason: refusal,
  }
}

export function toSavedCard(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    type: row.brand,
    last_4_digits: row.last4,
    banned: row.bannedAt !== null,
    failure: row.failure ?? null,
  }
}

export function toPurchasePlan(
  plan: PlanRow,
  relations: {
    methods?: PaymentMethod[] | undefined
    onward?: PlanRow | null | undefined
    cards?: SavedCard[] | undefined
    paymentLinkId?: number | null
  },
): PurchasePlan {
  return {
    ...toPlan(plan, relations.paymentLinkId ?? null),
    ...(relations.methods ? { payment_methods: { data: relations.methods } } : {}),
    ...(relations.onward !== undefined
      ? { onward_subscription_plan: relations.onward ? { data: toPlan(relations.onward) } : null }
      : {}),
    ...(relations.cards ? { one_click_pay_cards: { data: relations.cards } } : {}),
  }
}
