/** The push module as other modules see it. */
export { queueNewPostNotifications } from './jobs'
