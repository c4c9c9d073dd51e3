/** The jobs module as other modules see it. */
export { type JobQueue, type JobSpec, scheduledJob } from './queue'
