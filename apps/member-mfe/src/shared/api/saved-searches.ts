// Saved searches and their alerts (issue 22). The badge's count is @bolo/web's (the shell's
// navigation shows it); marking the alerts seen refreshes it through the same tag.
import type { AlertFrequency, AlertListResponse, AlertListQuery, SavedSearch, SavedSearchList } from '@bolo/contracts';
import { ALERTS_TAG, INJECT_ONCE, api } from '@bolo/web';

const SEARCHES_TAG = { type: 'SavedSearches', id: 'LIST' } as const;

export const savedSearchesApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    getSavedSearches: build.query<SavedSearchList, void>({
      query: () => '/saved-searches',
      providesTags: [SEARCHES_TAG],
    }),
    /** `query`: the directory's address query (what its address bar holds after the '?'). */
    createSavedSearch: build.mutation<SavedSearch, { name: string; notify: AlertFrequency; query: string }>({
      query: (body) => ({ url: '/saved-searches', method: 'POST', body }),
      invalidatesTags: [SEARCHES_TAG],
    }),
    updateSavedSearch: build.mutation<SavedSearch, { id: number; name?: string; notify?: AlertFrequency }>({
      query: ({ id, ...body }) => ({ url: `/saved-searches/${id}`, method: 'PATCH', body }),
      invalidatesTags: [SEARCHES_TAG],
    }),
    deleteSavedSearch: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/saved-searches/${id}`, method: 'DELETE' }),
      invalidatesTags: [SEARCHES_TAG, ALERTS_TAG],
    }),
    getAlerts: build.query<AlertListResponse, Partial<AlertListQuery>>({
      query: (params) => ({ url: '/alerts', params }),
      providesTags: [ALERTS_TAG],
    }),
    markAlertsSeen: build.mutation<{ unseen: number }, void>({
      query: () => ({ url: '/alerts/seen', method: 'POST' }),
      invalidatesTags: [ALERTS_TAG],
    }),
  }),
});

export const { useGetSavedSearchesQuery, useCreateSavedSearchMutation, useUpdateSavedSearchMutation, useDeleteSavedSearchMutation, useGetAlertsQuery, useMarkAlertsSeenMutation } = savedSearchesApi;
