// The profile page's calls (spec member-side §7). Subscription changes, like checkout, are not
// retried: a repeated upgrade or cancel after an unclear failure would answer 409 for something
// that did happen. Each answer carries the user as it is now, which replaces the cached profile,
// and the subscription as the provider has it, which replaces the cached subscription details.
// The profile itself and the profit target are read and saved through src/shared/api/member-profile.ts
// (the item page uses them too).
import type {
  BillingPortalResponse,
  ChangePasswordInput,
  MemberProfileResponse,
  MessageResponse,
  ProfileUpdateInput,
  SubscriptionDetails,
  SubscriptionDetailsResponse,
  SubscriptionResponse,
} from '@bolo/contracts';
import { PROFILE_CACHE_KEEP_SECONDS } from '@bolo/contracts';
import { INJECT_ONCE } from '@bolo/web';
import type { AppDispatch, RootState } from '@bolo/web';
import { memberProfileApi, replaceProfile, useGetProfileQuery, useSaveProfitTargetMutation } from '../../../shared/api/member-profile';

const NO_RETRY = { maxRetries: 0 };

export const profileApi = memberProfileApi.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    updateProfile: build.mutation<MemberProfileResponse, ProfileUpdateInput>({
      query: (body) => ({ url: '/profile', method: 'PUT', body }),
      onQueryStarted: (_input, { dispatch, getState, queryFulfilled }) =>
        replaceProfile(dispatch, getState as () => RootState, queryFulfilled.then(({ data }) => data)),
    }),
    // What the provider has arranged (a switch of plan at the period end). Not retried: a 503 means
    // the provider is unreachable, and the card then shows the account's own columns at once.
    getSubscription: build.query<SubscriptionDetailsResponse, void>({
      query: () => '/subscription',
      keepUnusedDataFor: PROFILE_CACHE_KEEP_SECONDS,
      extraOptions: NO_RETRY,
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordInput>({
      query: (body) => ({ url: '/auth/change-password', method: 'PUT', body }),
      extraOptions: NO_RETRY,
    }),
    upgradeSubscription: build.mutation<SubscriptionResponse, void>({
      query: () => ({ url: '/subscription/upgrade', method: 'POST' }),
      extraOptions: NO_RETRY,
      onQueryStarted: (_input, { dispatch, getState, queryFulfilled }) =>
        replaceAfterChange(dispatch, getState as () => RootState, queryFulfilled.then(({ data }) => data)),
    }),
    downgradeSubscription: build.mutation<SubscriptionResponse, void>({
      query: () => ({ url: '/subscription/downgrade', method: 'POST' }),
      extraOptions: NO_RETRY,
      onQueryStarted: (_input, { dispatch, getState, queryFulfilled }) =>
        replaceAfterChange(dispatch, getState as () => RootState, queryFulfilled.then(({ data }) => data)),
    }),
    cancelSubscription: build.mutation<SubscriptionResponse, void>({
      query: () => ({ url: '/subscription/cancel', method: 'POST' }),
      extraOptions: NO_RETRY,
      onQueryStarted: (_input, { dispatch, getState, queryFulfilled }) =>
        replaceAfterChange(dispatch, getState as () => RootState, queryFulfilled.then(({ data }) => data)),
    }),
    openBillingPortal: build.mutation<BillingPortalResponse, void>({
      query: () => ({ url: '/subscription/portal', method: 'POST' }),
      extraOptions: NO_RETRY,
    }),
  }),
});

/**
 * A subscription change's answer: its user and its subscription replace the cached ones (no second
 * request). A refused change (409: the subscription changed elsewhere) re-reads the subscription,
 * so the card stops offering what no longer applies.
 */
function replaceAfterChange(dispatch: AppDispatch, getState: () => RootState, answered: Promise<SubscriptionResponse>): void {
  replaceProfile(dispatch, getState, answered.then((data) => data?.user));
  answered.then(
    (data) => {
      const subscription: SubscriptionDetails | null | undefined = data?.subscription;
      if (subscription !== undefined) void dispatch(profileApi.util.upsertQueryData('getSubscription', undefined, { subscription }));
    },
    () => void dispatch(profileApi.endpoints.getSubscription.initiate(undefined, { subscribe: false, forceRefetch: true })),
  );
}

export { useGetProfileQuery, useSaveProfitTargetMutation };

export const {
  useGetSubscriptionQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useUpgradeSubscriptionMutation,
  useDowngradeSubscriptionMutation,
  useCancelSubscriptionMutation,
  useOpenBillingPortalMutation,
} = profileApi;
