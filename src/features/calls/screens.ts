/** The calls screens, loaded lazily by their routes (kept out of the first-load bundle, words included). */
import { CallEndScreen as CallEnd } from './call-end-screen'
import { CallScreen as Call } from './call-screen'
import { withCallsCatalog } from './catalog'

export const CallScreen = withCallsCatalog(Call)
export const CallEndScreen = withCallsCatalog(CallEnd)
