import { createRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AGE_CHECK_PATH } from '../../contract/schemas/age-check'
import { lazyScreen } from './lazy-screen'
import { shellRoute } from './shell'

/**
 * The age check a region's law asks for (open without the gate, which it replaces there). `redirect`:
 * the page to go back to once it passed (a path of this app).
 */
export const ageCheckRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: AGE_CHECK_PATH,
  validateSearch: v.object({ redirect: v.fallback(v.optional(v.string()), undefined) }),
  component: lazyScreen('age-gate', 'AgeCheckScreen'),
})
