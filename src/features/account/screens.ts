/** The feature's screens, loaded lazily by their routes. */
import { withBrowseCatalog } from '../language'
import { DashboardScreen as Dashboard } from './dashboard-screen'
import { PasskeysScreen as Passkeys } from './passkeys-screen'
import {
  ChangePasswordScreen as ChangePassword,
  ChangeUsernameScreen as ChangeUsername,
  NotificationsScreen as Notifications,
} from './settings-screens'

export const DashboardScreen = withBrowseCatalog(Dashboard)
export const ChangePasswordScreen = withBrowseCatalog(ChangePassword)
export const ChangeUsernameScreen = withBrowseCatalog(ChangeUsername)
export const NotificationsScreen = withBrowseCatalog(Notifications)
export const PasskeysScreen = withBrowseCatalog(Passkeys)
