/** The feature's screens, loaded lazily by their routes. */
export { DashboardScreen } from './dashboard-screen'
export { ChangePasswordScreen, ChangeUsernameScreen, NotificationsScreen } from './settings-screens'
