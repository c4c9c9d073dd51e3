/** The feature's screens, loaded lazily by their routes. */
export { TokensScreen } from './tokens-screen'
