import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '../store/store';
import { AuthProvider, useAuth } from './AuthProvider';

const user = { id: 7, username: 'jane', email: 'j@example.com', firstName: 'Jane', lastName: 'Doe', isAdmin: false, subscriptionStatus: 'active', subscriptionPlan: 'monthly', subscriptionEndDate: null };

function answer(status: number, body?: unknown): Promise<Response> {
  const text = status === 204 || body === undefined ? null : JSON.stringify(body);
  return Promise.resolve(new Response(text, { status, headers: { 'Content-Type': 'application/json' } }));
}

const fetchMock = jest.fn<Promise<Response>, [Request]>();
let store: ReturnType<typeof createAppStore>;
const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={store}>
    <AuthProvider>{children}</AuthProvider>
  </Provider>
);

/** Method and path of every request made, in order. */
const requests = () => fetchMock.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  store = createAppStore();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function storeUser(u = user) {
  localStorage.setItem('userId', String(u.id));
  localStorage.setItem('userData', JSON.stringify(u));
}

/** Puts an entry in the API cache, to see whether a session change drops it. */
async function cacheSomething() {
  fetchMock.mockReturnValueOnce(answer(200, { count: 3 }));
  const { catalogueApi } = await import('../api/endpoints/catalogue');
  await store.dispatch(catalogueApi.endpoints.getBoloCount.initiate());
  expect(catalogueApi.endpoints.getBoloCount.select()(store.getState()).data).toEqual({ count: 3 });
  return () => catalogueApi.endpoints.getBoloCount.select()(store.getState()).data;
}

describe('AuthProvider (spec member-side §4)', () => {
  it('without any stored userId ends with no user and never asks the server', () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.user).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the stored user at once and clears it when background validation is refused', async () => {
    storeUser();
    fetchMock.mockReturnValueOnce(answer(401, { message: 'Not logged in', code: 'AUTH_REQUIRED' }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.user?.username).toBe('jane');
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(requests()).toEqual(['GET /api/auth/me']);
    expect(fetchMock.mock.calls[0][0].credentials).toBe('include');
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('refreshes the stored user data when background validation succeeds', async () => {
    storeUser();
    fetchMock.mockReturnValueOnce(answer(200, { user: { ...user, subscriptionStatus: 'cancelled' } }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.user?.subscriptionStatus).toBe('cancelled'));
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').subscriptionStatus).toBe('cancelled');
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 502 while the API restarts', () => answer(502, { message: 'The API is unavailable. Please try again shortly.' })],
  ])('keeps the stored user when background validation hits %s (and does not retry)', async (_name, failure) => {
    storeUser();
    fetchMock.mockImplementationOnce(failure);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(result.current.user?.username).toBe('jane');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('checks the session when only userId is stored; a network error clears the user but not the storage', async () => {
    localStorage.setItem('userId', '7');
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('userId')).toBe('7');
  });

  it('checks the session when only userId is stored; any refusal, 5xx included, clears storage', async () => {
    localStorage.setItem('userId', '7');
    fetchMock.mockReturnValueOnce(answer(503, { message: 'down' }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('sign-in stores id and data and drops cached answers; sign-up sets the user without storing it', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    const cachedCount = await cacheSomething();
    fetchMock.mockReturnValueOnce(answer(200, { user, message: 'ok' }));
    await act(() => result.current.signIn('jane', 'secret1'));
    expect(result.current.user?.id).toBe(7);
    expect(localStorage.getItem('userId')).toBe('7');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').username).toBe('jane');
    const signInRequest = fetchMock.mock.calls[1][0];
    expect(`${signInRequest.method} ${new URL(signInRequest.url).pathname}`).toBe('POST /api/auth/signin');
    expect(await signInRequest.json()).toEqual({ username: 'jane', password: 'secret1' });
    expect(cachedCount()).toBeUndefined();

    localStorage.clear();
    fetchMock.mockReturnValueOnce(answer(201, { user: { ...user, id: 8, username: 'new' }, message: 'Welcome' }));
    await act(() => result.current.signUp({ username: 'new', password: 'secret1', email: 'n@example.com', firstName: 'N', lastName: 'W', timeZone: null }));
    expect(result.current.user?.username).toBe('new');
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('sign-in failure throws the server message, or Login failed, and keeps the cache', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    const cachedCount = await cacheSomething();
    fetchMock.mockReturnValueOnce(answer(401, { message: 'Invalid username or password' }));
    await act(() => expect(result.current.signIn('jane', 'nope123')).rejects.toThrow('Invalid username or password'));
    fetchMock.mockReturnValueOnce(answer(500, {}));
    await act(() => expect(result.current.signIn('jane', 'nope123')).rejects.toThrow('Login failed'));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.current.user).toBeNull();
    expect(cachedCount()).toEqual({ count: 3 });
  });

  it('sign-up failure throws the server message, or Signup failed', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    fetchMock.mockReturnValueOnce(answer(409, { message: 'Username already exists' }));
    const input = { username: 'jane', password: 'secret1', email: 'j@example.com', firstName: 'J', lastName: 'D', timeZone: 'Europe/Paris' };
    await act(() => expect(result.current.signUp(input)).rejects.toThrow('Username already exists'));
    fetchMock.mockReturnValueOnce(answer(500, {}));
    await act(() => expect(result.current.signUp(input)).rejects.toThrow('Signup failed'));
  });

  it('sign-out clears storage, user and cache and ends the server session', async () => {
    storeUser();
    fetchMock.mockReturnValueOnce(answer(200, { user }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const cachedCount = await cacheSomething();
    fetchMock.mockReturnValueOnce(answer(204));
    await act(() => result.current.signOut());
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    const signOutRequest = fetchMock.mock.calls[2][0];
    expect(`${signOutRequest.method} ${new URL(signOutRequest.url).pathname}`).toBe('POST /api/auth/signout');
    expect(signOutRequest.credentials).toBe('include');
    expect(cachedCount()).toBeUndefined();
  });

  it('ignores a session check that answers after a sign-in', async () => {
    storeUser();
    let answerCheck: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerCheck = resolve)));
    const { result } = renderHook(() => useAuth(), { wrapper });
    fetchMock.mockReturnValueOnce(answer(200, { user: { ...user, username: 'other', id: 9 }, message: 'ok' }));
    await act(() => result.current.signIn('other', 'secret1'));
    await act(async () => answerCheck(await answer(401, { message: 'Not logged in' })));
    expect(result.current.user?.username).toBe('other');
    expect(localStorage.getItem('userId')).toBe('9');
  });

  it('useAuth outside the provider throws', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe() {
      useAuth();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    expect(screen.queryByText('x')).toBeNull();
  });
});
