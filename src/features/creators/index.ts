export { updateCachedCreator } from './creator-cache'
export { CreatorGrid, CreatorGridSkeleton } from './creator-grid'
export { CreatorTile, type CreatorTileData, CreatorTileSkeleton } from './creator-tile'
export { FollowButton } from './follow-button'
export { pickFilterParams } from './model-filters-state'
export {
  creatorKeys,
  creatorSearchQuery,
  modelsQuery,
  outstandingQuery,
  webstarsQuery,
} from './queries'
export { useFollowSync } from './use-follow'
