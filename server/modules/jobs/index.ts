/** The jobs module as other modules see it. */
export type { JobQueue, JobSpec } from './queue'
