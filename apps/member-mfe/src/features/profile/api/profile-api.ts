// The profile page's calls (spec member-side §7). Subscription changes, like checkout, are not
// retried: a repeated upgrade or cancel after an unclear failure would answer 409 for something
// that did happen. Each answer carries the user as it is now, which replaces the cached profile.
import { PROFILE_CACHE_KEEP_SECONDS } from '@bolo/contracts';
import type {
  BillingPortalResponse,
  ChangePasswordInput,
  MessageResponse,
  ProfileResponse,
  ProfileUpdateInput,
  PublicUser,
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
    changePassword: build.mutation<MessageResponse, ChangePasswordInput>({
      query: (body) => ({ url: '/auth/change-password', method: 'PUT', body }),
      extraOptions: NO_RETRY,
    }),
    upgradeSubscription: build.mutation<SubscriptionResponse, void>({
      query: () => ({ url: '/subscription/upgrade', method: 'POST' }),
      extraOptions: NO_RETRY,
      onQueryStarted: (_input, { dispatch, queryFulfilled }) => replaceProfile(dispatch, queryFulfilled.then(({ data }) => data.user)),
    }),
    downgradeSubscription: build.mutation<SubscriptionResponse, void>({
      query: () => ({ url: '/subscription/downgrade', method: 'POST' }),
      extraOptions: NO_RETRY,
      onQueryStarted: (_input, { dispatch, queryFulfilled }) => replaceProfile(dispatch, queryFulfilled.then(({ data }) => data.user)),
    }),
    cancelSubscription: build.mutation<SubscriptionResponse, void>({
      query: () => ({ url: '/subscription/cancel', method: 'POST' }),
      extraOptions: NO_RETRY,
      onQueryStarted: (_input, { dispatch, queryFulfilled }) => replaceProfile(dispatch, queryFulfilled.then(({ data }) => data.user)),
    }),
    openBillingPortal: build.mutation<BillingPortalResponse, void>({
      query: () => ({ url: '/subscription/portal', method: 'POST' }),
      extraOptions: NO_RETRY,
    }),
  }),
});

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
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useUpgradeSubscriptionMutation,
  useDowngradeSubscriptionMutation,
  useCancelSubscriptionMutation,
  useOpenBillingPortalMutation,
} = profileApi;
