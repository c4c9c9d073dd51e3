/**
 * The plan buttons of a profile: the first plan is the main button, the
 * creator's other plans are buttons beside it, and only plan packs go in the collapsible list of
 * bundles (a monthly VIP plan is not a bundle).
 */
type PlanLike = { id: number; is_plan_pack: boolean }

export function groupPlans<P extends PlanLike>(plans: readonly P[]): { main: P; others: P[]; bundles: P[] } | null {
  const main = plans.find((plan) => !plan.is_plan_pack) ?? plans[0]
  if (!main) return null
  const rest = plans.filter((plan) => plan.id !== main.id)
  return {
    main,
    others: rest.filter((plan) => !plan.is_plan_pack),
    bundles: rest.filter((plan) => plan.is_plan_pack),
  }
}
