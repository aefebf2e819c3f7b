// The member's e-mail preferences (issue 22): the weekly digest, how often alert e-mails may
// come, the followed categories and the time zone the digest's hour is read in. Every answer is
// the settings as they are now and replaces the cached ones (no second request).
import { PROFILE_CACHE_KEEP_SECONDS } from '@bolo/contracts';
import type { NotificationSettings } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';

/** PUT /api/profile/notifications: any of the four; what is left out stays as it is (an unsubscribe link may have changed it meanwhile). */
export type NotificationSettingsChange = Partial<NotificationSettings>;

export const notificationsApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => '/profile/notifications',
      keepUnusedDataFor: PROFILE_CACHE_KEEP_SECONDS,
    }),
    updateNotificationSettings: build.mutation<NotificationSettings, NotificationSettingsChange>({
      query: (body) => ({ url: '/profile/notifications', method: 'PUT', body }),
      onQueryStarted: (_change, { dispatch, queryFulfilled }) => {
        queryFulfilled
          .then(({ data }) => void dispatch(notificationsApi.util.upsertQueryData('getNotificationSettings', undefined, data)))
          // The card reports the failure from the mutation's own result.
          .catch(() => undefined);
      },
    }),
  }),
});

export const { useGetNotificationSettingsQuery, useUpdateNotificationSettingsMutation } = notificationsApi;
