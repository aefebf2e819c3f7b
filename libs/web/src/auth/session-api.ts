// The session's calls on the one API. Signing in, up or out starts a new session,
// so each of them drops every cached answer (they belonged to the previous one).
// None is retried: the session code decides itself what a failure means.
import type { AuthUserResponse, MeResponse, SignInInput, SignUpInput } from '@bolo/contracts';
import { INJECT_ONCE, api } from '../api/api';

const NO_RETRY = { maxRetries: 0 };
const JSON_ACCEPT = { Accept: 'application/json' };

export const sessionApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    me: build.query<MeResponse, void>({
      query: () => ({ url: '/auth/me', headers: JSON_ACCEPT }),
      extraOptions: NO_RETRY,
    }),
    signIn: build.mutation<AuthUserResponse, SignInInput>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', body, headers: JSON_ACCEPT }),
      extraOptions: NO_RETRY,
      onQueryStarted: (_input, { dispatch, queryFulfilled }) => {
        queryFulfilled.then(() => dispatch(api.util.resetApiState())).catch(() => undefined);
      },
    }),
    signUp: build.mutation<AuthUserResponse, SignUpInput>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body, headers: JSON_ACCEPT }),
      extraOptions: NO_RETRY,
      onQueryStarted: (_input, { dispatch, queryFulfilled }) => {
        queryFulfilled.then(() => dispatch(api.util.resetApiState())).catch(() => undefined);
      },
    }),
    // The browser forgets the session at once; the request only ends it on the server too.
    signOut: build.mutation<unknown, void>({
      query: () => ({ url: '/auth/signout', method: 'POST', keepalive: true }),
      extraOptions: NO_RETRY,
      onQueryStarted: (_input, { dispatch }) => {
        dispatch(api.util.resetApiState());
      },
    }),
  }),
});
