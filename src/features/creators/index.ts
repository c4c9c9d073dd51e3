export { updateCachedCreator } from './creator-cache'
export { CreatorGrid } from './creator-grid'
export { CreatorGridSkeleton, CreatorTileSkeleton } from './creator-skeletons'
export { CreatorTile, type CreatorTileData } from './creator-tile'
export { FollowButton } from './follow-button'
export { pickFilterParams } from './model-filters-state'
export { creatorProfileQuery, type ProfileRef, profileKeys } from './profile-query'
export {
  creatorKeys,
  creatorSearchQuery,
  modelsQuery,
  outstandingQuery,
  readCreatorSearch,
  readModels,
  webstarsQuery,
} from './queries'
export { useFollowSync } from './use-follow'
