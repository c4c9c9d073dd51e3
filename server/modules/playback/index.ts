/** The playback module as other modules see it. */
export { firstPlayback, type MediaOptions, streamPlaylistsOf } from './service'
