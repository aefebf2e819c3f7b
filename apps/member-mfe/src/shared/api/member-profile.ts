// The signed-in member's profile and their profit target (issue 20): read by /profile and by the
// item page's "Profit after fees" (its walk-away price), and saved from both, so they live outside
// both features. Every answer carries the member as they are now and replaces the cached profile.
import { PROFILE_CACHE_KEEP_SECONDS } from '@bolo/contracts';
import type { MemberProfileResponse, ProfitTarget, PublicUser } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';
import type { AppDispatch, RootState } from '@bolo/web';

/** The cached profile: the profile answers carry `profitTarget`; a user from another answer (a subscription change) may not. */
export type MemberProfile = PublicUser & { profitTarget?: ProfitTarget };

export const memberProfileApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getProfile: build.query<MemberProfile, void>({
      query: () => '/profile',
      keepUnusedDataFor: PROFILE_CACHE_KEEP_SECONDS,
    }),
    saveProfitTarget: build.mutation<MemberProfileResponse, ProfitTarget>({
      query: (body) => ({ url: '/profile/profit-target', method: 'PUT', body }),
      onQueryStarted: (_target, { dispatch, getState, queryFulfilled }) =>
        replaceProfile(dispatch, getState as () => RootState, queryFulfilled.then(({ data }) => data)),
    }),
  }),
});

/**
 * The answer's user becomes the cached profile at once (no second request). A user without a
 * profit target (the answer of a subscription change) keeps the cached one.
 */
export function replaceProfile(dispatch: AppDispatch, getState: () => RootState, answered: Promise<MemberProfile | undefined>): void {
  answered
    .then((user) => {
      if (!user || typeof user !== 'object' || typeof user.username !== 'string') return;
      const cached = memberProfileApi.endpoints.getProfile.select()(getState()).data;
      const profitTarget = user.profitTarget ?? cached?.profitTarget;
      void dispatch(memberProfileApi.util.upsertQueryData('getProfile', undefined, profitTarget ? { ...user, profitTarget } : user));
    })
    .catch(() => undefined);
}

export const { useGetProfileQuery, useSaveProfitTargetMutation } = memberProfileApi;
