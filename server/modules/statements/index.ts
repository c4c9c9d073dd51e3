/** The statements module as other modules see it. */
export { buildStatement, monthOf, previousMonth } from './service'
