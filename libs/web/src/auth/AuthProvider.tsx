// Session state of spec member-side §4, on the session endpoints of the one API
// (session-api.ts), with the deviations recorded in docs/decisions.md: sign-out also
// ends the server session, and background validation treats a 5xx like a network error.
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { AUTH_MESSAGES } from '@bolo/contracts';
import type { PublicUser, SignUpInput } from '@bolo/contracts';
import { errorMessage, httpStatus } from '../api/errors';
import { sessionApi } from './session-api';
import { clearStoredUser, readStoredUser, storeUser, storeUserData } from './storage';
import { forgetDeviceData } from './device-data';

export type { SignUpInput };

export interface AuthResult {
  user: PublicUser;
  message?: string;
}

export interface AuthContextValue {
  user: PublicUser | null;
  /** True while the initial session check runs (only when no stored user exists). */
  isLoading: boolean;
  /** True while a sign-in or sign-up request runs. */
  isAuthenticating: boolean;
  /** Throws an Error with the server message, or 'Login failed'. */
  signIn: (username: string, password: string) => Promise<AuthResult>;
  /** Throws an Error with the server message, or 'Signup failed'. */
  signUp: (input: SignUpInput) => Promise<AuthResult>;
  signOut: () => Promise<void>;
  /** Re-reads the user from the server (after a profile or subscription change). */
  /** Re-reads the session user; `remember: true` also stores it, as sign-in does (a reload keeps it). */
  refresh: (options?: { remember?: boolean }) => Promise<PublicUser | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

// The provider only needs to run the session endpoints' thunks.
type SessionDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** What a GET /api/auth/me answer says about the session. */
type SessionCheck =
  | { kind: 'valid'; user: PublicUser | null }
  | { kind: 'refused'; status: number }
  | { kind: 'unreachable'; error: unknown };

function userFrom(body: unknown): PublicUser | null {
  const user = body && typeof body === 'object' ? (body as { user?: unknown }).user : null;
  return user && typeof user === 'object' ? (user as PublicUser) : null;
}

async function checkSession(dispatch: SessionDispatch): Promise<SessionCheck> {
  const result = await dispatch(sessionApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }));
  if (!result.error) return { kind: 'valid', user: userFrom(result.data) };
  const status = httpStatus(result.error);
  if (status === null) return { kind: 'unreachable', error: result.error };
  // A 2xx whose body is not JSON: the session exists, but there is no user to show.
  if (status >= 200 && status < 300) return { kind: 'valid', user: null };
  return { kind: 'refused', status };
}

/**
 * What the server found when it rendered the page (from the session cookie). Given, it is
 * the truth the first render must show (the browser hydrates the server's markup), and the
 * session needs no second check.
 */
export interface ServerSession {
  user: PublicUser | null;
}

export function AuthProvider({ children, serverSession }: { children: ReactNode; serverSession?: ServerSession }) {
  const dispatch = useDispatch<SessionDispatch>();
  const [initial] = useState(() => (serverSession ? { userId: null, user: serverSession.user } : readStoredUser()));
  const [user, setUser] = useState<PublicUser | null>(initial.user);
  const [isLoading, setIsLoading] = useState(!serverSession && initial.user === null);
  const [fromServer] = useState(serverSession !== undefined);
  const [isAuthenticating, setIsAuthenticating] = useState(false);
  // Bumped by sign-in, sign-up and sign-out: a session check that started
  // before one of them must not overwrite its result when it answers late.
  const generation = useRef(0);

  // Layout effect: the "no stored user and no userId" case settles before the first paint.
  useLayoutEffect(() => {
    let unmounted = false;
    const started = generation.current;
    const stale = () => unmounted || generation.current !== started;
    const stored = readStoredUser();
    if (fromServer) {
      // The server has just checked the cookie: keep the browser's copy in step with it.
      if (initial.user && stored.userId === String(initial.user.id)) storeUserData(initial.user);
      else if (initial.user) storeUser(initial.user);
      else if (stored.userId) clearStoredUser();
    } else if (stored.userId && stored.user) {
      // Use the stored user at once; re-validate in the background.
      void checkSession(dispatch).then((check) => {
        if (stale()) return;
        // A 5xx means the server is in trouble (a deploy, a restart), not that the
        // session ended: like a network error, it keeps the stored user.
        if (check.kind === 'unreachable' || (check.kind === 'refused' && check.status >= 500)) {
          console.warn('Background session validation failed', check.kind === 'unreachable' ? check.error : check.status);
          return;
        }
        if (check.kind === 'refused') {
          clearStoredUser();
          setUser(null);
          return;
        }
        if (!check.user) return;
        storeUserData(check.user);
        setUser(check.user);
      });
    } else if (stored.userId) {
      setIsLoading(true);
      void checkSession(dispatch).then((check) => {
        if (!stale()) {
          if (check.kind === 'refused') {
            clearStoredUser();
            setUser(null);
          } else if (check.kind === 'unreachable') {
            // The stored user data (if any) is left in place, as the spec says.
            console.warn('Session check failed', check.error);
            setUser(null);
          } else {
            setUser(check.user);
          }
        }
        if (!unmounted) setIsLoading(false);
      });
    } else {
      setUser(null);
      setIsLoading(false);
    }
    return () => {
      unmounted = true;
    };
  }, [dispatch, fromServer, initial.user]);

  const signIn = useCallback(
    async (username: string, password: string): Promise<AuthResult> => {
      generation.current += 1;
      setIsAuthenticating(true);
      try {
        const result = await dispatch(sessionApi.endpoints.signIn.initiate({ username, password }));
        const signedIn = result.error ? null : userFrom(result.data);
        if (!signedIn) throw new Error(errorMessage(result.error) || AUTH_MESSAGES.loginFailed);
        storeUser(signedIn);
        setUser(signedIn);
        return { user: signedIn, message: result.data?.message };
      } finally {
        setIsAuthenticating(false);
      }
    },
    [dispatch],
  );

  const signUp = useCallback(
    async (input: SignUpInput): Promise<AuthResult> => {
      generation.current += 1;
      setIsAuthenticating(true);
      try {
        const result = await dispatch(sessionApi.endpoints.signUp.initiate(input));
        const created = result.error ? null : userFrom(result.data);
        if (!created) throw new Error(errorMessage(result.error) || AUTH_MESSAGES.signupFailed);
        // Spec §4: sign-up sets the user but does not store it.
        setUser(created);
        return { user: created, message: result.data?.message };
      } finally {
        setIsAuthenticating(false);
      }
    },
    [dispatch],
  );

  const signOut = useCallback(async () => {
    generation.current += 1;
    clearStoredUser();
    setUser(null);
    void forgetDeviceData();
    // Deviation from the spec (which made no server call): destroy the server session too.
    const result = await dispatch(sessionApi.endpoints.signOut.initiate());
    if (result.error && httpStatus(result.error) === null) console.warn('Sign-out request failed', result.error);
  }, [dispatch]);

  const refresh = useCallback(async ({ remember = false }: { remember?: boolean } = {}): Promise<PublicUser | null> => {
    const started = generation.current;
    const check = await checkSession(dispatch);
    if (generation.current !== started) return null;
    if (check.kind === 'unreachable') throw new Error(errorMessage(check.error) ?? 'Session check failed');
    if (check.kind === 'refused') {
      clearStoredUser();
      setUser(null);
      return null;
    }
    if (check.user && remember) storeUser(check.user);
    else if (check.user && readStoredUser().userId) storeUserData(check.user);
    setUser(check.user);
    return check.user;
  }, [dispatch]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, isAuthenticating, signIn, signUp, signOut, refresh }),
    [user, isLoading, isAuthenticating, signIn, signUp, signOut, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error(AUTH_MESSAGES.useAuthOutsideProvider);
  return context;
}
