/** The purchase module as other modules see it. */
export { type PriceAsk, type PriceCatalogue, readPriceCatalogue } from './catalogue'
export { currentCountryCode } from './geoip'
export {
  asksTaxId,
  chargeCurrency,
  type DriverCapabilities,
  isMethodAvailable,
  offersLegacyAddon,
  sellsLegacyBundle,
} from './methods'
export { addonCents, type Price, periodDays, priceOf, toMinorUnits } from './pricing'
export { type PromotionBuyer, promotionRefusal, promotionRefused, redeemPromotion, trialAddress } from './promotions'
export {
  type CountryRow,
  type CurrencyRow,
  findAddon,
  findAddonById,
  findCurrency,
  findMethod,
  findPaylink,
  findPlan,
  findPromoById,
  findSavedCard,
  listSavedCards,
  type MethodRow,
  moveRedemptionsToUser,
  type PlanRow,
  type PromoRow,
  releaseRedemption,
  type SavedCardRow,
  subdivisionCodesOf,
} from './repository'
export {
  failuresOf,
  type PurchaseContext,
  payableCountry,
  promoAppliesTo,
  resolveCountry,
  usablePromoRow,
  usableReferralRow,
} from './service'
