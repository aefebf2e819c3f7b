// The shell's own pages (account access), declared like a remote's (see @bolo/web's
// PageDefinition): the route, the page, its head. Every other address belongs to a remote.
import { lazy } from 'react';
import type { PageDefinition } from '@bolo/web';

// Split out so their form validation code never weighs on other pages.
const LoginPage = lazy(() => import('./auth/LoginPage'));
const SignUpPage = lazy(() => import('./auth/SignUpPage'));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage'));

export const SHELL_PAGES: readonly PageDefinition[] = [
  {
    path: '/login',
    page: LoginPage,
    head: { title: 'Sign In', description: 'Sign in to BOLO Directory to browse the directory of profitable resale finds.' },
    sitemap: true,
  },
  {
    path: '/signup',
    page: SignUpPage,
    head: { title: 'Create Account', description: 'Create your BOLO Directory account and start finding profitable items to resell.' },
    sitemap: true,
  },
  { path: '/forgot-password', page: ForgotPasswordPage, head: { title: 'Forgot Password' }, index: false },
  { path: '/reset-password', page: ResetPasswordPage, head: { title: 'Reset Password' }, index: false },
];
