/**
 * SQL twin of contracts `hasDirectoryAccess` for non-admin rows of `users u`, evaluated at the
 * timestamp bound to `$now`: 'canceled' with a future end date, or 'active'/'premium'/'pro'
 * with no end date or a future one. An end date equal to now has passed, as in the predicate.
 * Never NULL, so it can be selected as a flag. An integration test checks the two agree on every status/date combination.
 */
export const SUBSCRIBER_CONDITION = (now: string) => `(
  (u.subscription_status = 'canceled' AND u.subscription_end_date IS NOT NULL AND u.subscription_end_date > ${now})
  OR (u.subscription_status IN ('active', 'premium', 'pro')
      AND (u.subscription_end_date IS NULL OR u.subscription_end_date > ${now}))
)`;
