/** Push: what other features show. Its words are in the browse catalog, loaded with them. */
import { withBrowseCatalog } from '../language'
import { NotifyButton as Notify } from './notify-button'
import { PushOptInCard as OptInCard, PushSettings as Settings } from './push-settings'

export const NotifyButton = withBrowseCatalog(Notify)
export const PushOptInCard = withBrowseCatalog(OptInCard)
export const PushSettings = withBrowseCatalog(Settings)
