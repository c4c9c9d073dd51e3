/** The feature's screens, loaded lazily by their routes (kept out of the first-load bundle). */
export { RoomScreen } from './room-screen'
