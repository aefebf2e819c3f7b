// The password-reset calls of spec member-side §7. Not retried: a failure is reported at once
// (and a repeated forgot-password request would send a second e-mail).
import type { ForgotPasswordInput, MessageResponse, ResetPasswordInput } from '@bolo/contracts';
import { INJECT_ONCE, api } from '@bolo/web';

const NO_RETRY = { maxRetries: 0 };

export const passwordApi = api.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordInput>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
      extraOptions: NO_RETRY,
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordInput>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      extraOptions: NO_RETRY,
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordApi;
