export { SUPPORT_CHAT_URL } from './contacts'
export { createMaintenanceTrigger, MAINTENANCE_PATH, type MaintenanceTriggerOptions } from './maintenance'
export { NotFoundScreen } from './not-found-screen'
export { aboutQuery, faqsQuery, isServerStillUnavailable } from './queries'
