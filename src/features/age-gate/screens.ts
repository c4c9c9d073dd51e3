/** The age gate's lazily loaded screens (their own chunk). */
export { AgeCheckScreen } from './age-check-screen'
