// The profile page's calls (spec member-side §7). Subscription changes, like checkout, are not
// retried: a repeated upgrade or cancel after an unclear failure would answer 409 for something
// that did happen. Each answer carries the user as it is now, which replaces the cached profile,
// and the subscription as the provider has it, which replaces the cached subscription details.
import { PROFILE_CACHE_KEEP_SECONDS } from '@bolo/contracts';
import type {
  BillingPortalResponse,
  ChangePasswordInput,
  MessageResponse,
  ProfileResponse,
  ProfileUpdateInput,
  PublicUser,
  SubscriptionDetails,
  SubscriptionDetailsResponse,
  SubscriptionResponse,
} from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';
import type { AppDispatch } from '@bolo/web';

const NO_RETRY = { maxRetries: 0 };

export const profileApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, void>({
      query: () => '/profile',
      keepUnusedDataFor: PROFILE_CACHE_KEEP_SECONDS,
    }),
    updateProfile: build.mutation<ProfileResponse, ProfileUpdateInput>({
      query: (body) => ({ url: '/profile', method: 'PUT', body }),
      onQueryStarted: (_input, { dispatch, queryFulfilled }) => replaceProfile(dispatch, queryFulfilled.then(({ data }) => data)),
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
      onQueryStarted: (_input, { dispatch, queryFulfilled }) => replaceAfterChange(dispatch, queryFulfilled.then(({ data }) => data)),
    }),
    downgradeSubscription: build.mutation<SubscriptionResponse, void>({
      query: () => ({ url: '/subscription/downgrade', method: 'POST' }),
      extraOptions: NO_RETRY,
      onQueryStarted: (_input, { dispatch, queryFulfilled }) => replaceAfterChange(dispatch, queryFulfilled.then(({ data }) => data)),
    }),
    cancelSubscription: build.mutation<SubscriptionResponse, void>({
      query: () => ({ url: '/subscription/cancel', method: 'POST' }),
      extraOptions: NO_RETRY,
      onQueryStarted: (_input, { dispatch, queryFulfilled }) => replaceAfterChange(dispatch, queryFulfilled.then(({ data }) => data)),
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
function replaceAfterChange(dispatch: AppDispatch, answered: Promise<SubscriptionResponse>): void {
  replaceProfile(dispatch, answered.then((data) => data?.user));
  answered.then(
    (data) => {
      const subscription: SubscriptionDetails | null | undefined = data?.subscription;
      if (subscription !== undefined) void dispatch(profileApi.util.upsertQueryData('getSubscription', undefined, { subscription }));
    },
    () => void dispatch(profileApi.endpoints.getSubscription.initiate(undefined, { subscribe: false, forceRefetch: true })),
  );
}

/** The answer's user becomes the cached profile at once (no second request). */
function replaceProfile(dispatch: AppDispatch, answered: Promise<PublicUser | undefined>): void {
  answered
    .then((user) => {
      if (user && typeof user === 'object' && typeof user.username === 'string') {
        void dispatch(profileApi.util.upsertQueryData('getProfile', undefined, user));
      }
    })
    .catch(() => undefined);
}

export const {
  useGetProfileQuery,
  useGetSubscriptionQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useUpgradeSubscriptionMutation,
  useDowngradeSubscriptionMutation,
  useCancelSubscriptionMutation,
  useOpenBillingPortalMutation,
} = profileApi;
