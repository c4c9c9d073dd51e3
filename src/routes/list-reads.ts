/**
 * What the movie and creator lists' routes and home's tabs of those lists read, loaded when one of
 * them loads (TanStack Router's `lazyFn`): their queries stay out of the app's first load.
 */
import { outstandingQuery, readCreatorSearch, readModels } from '../features/creators'
import { categoriesQuery, hotMoviesQuery, type MovieFilters, readMovieIndex } from '../features/movies'
import type { RouterContext } from './root'
import { readForScreen } from './screen-data'

export function readMovieIndexPage(context: RouterContext, filters: MovieFilters): Promise<void> {
  return readForScreen(context, [readMovieIndex(context.queryClient, context.preferences(), filters)])
}

export function readHotMovies(context: RouterContext): Promise<void> {
  return readForScreen(context, [context.queryClient.prefetchInfiniteQuery(hotMoviesQuery(context.preferences()))])
}

export function readModelsPage(context: RouterContext, filters: Record<string, string | number>): Promise<void> {
  return readForScreen(context, [readModels(context.queryClient, context.preferences(), filters)])
}

export function readCreatorSearchPage(context: RouterContext, search: string, time: number): Promise<void> {
  return readForScreen(context, [readCreatorSearch(context.queryClient, context.preferences(), search, time)])
}

/** Home's categories tab: its list (readForScreen is the tab's). */
export function readCategories(context: RouterContext): Promise<void> {
  return context.queryClient.prefetchQuery(categoriesQuery(context.preferences()))
}

/** Home's outstanding tab: its list (readForScreen is the tab's). */
export function readOutstanding(context: RouterContext): Promise<void> {
  return context.queryClient.prefetchQuery(outstandingQuery(context.preferences()))
}
