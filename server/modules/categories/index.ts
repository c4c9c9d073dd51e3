/** The categories module as other modules see it. */
export { toCategory } from './serialize'
export { listCategories } from './service'
