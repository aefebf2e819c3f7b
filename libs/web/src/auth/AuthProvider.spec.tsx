import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthProvider, useAuth } from './AuthProvider';

const user = { id: 7, username: 'jane', email: 'j@example.com', firstName: 'Jane', lastName: 'Doe', isAdmin: false, subscriptionStatus: 'active', subscriptionPlan: 'monthly', subscriptionEndDate: null };

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);
}

const fetchMock = jest.fn();
const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider>{children}</AuthProvider>;

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function store(u = user) {
  localStorage.setItem('userId', String(u.id));
  localStorage.setItem('userData', JSON.stringify(u));
}

describe('AuthProvider (spec member-side §4)', () => {
  it('without any stored userId ends with no user and never asks the server', () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.user).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the stored user at once and clears it when background validation is refused', async () => {
    store();
    fetchMock.mockReturnValueOnce(answer(401, { message: 'Not logged in' }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.user?.username).toBe('jane');
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('keeps the stored user when background validation hits a network error', async () => {
    store();
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(result.current.user?.username).toBe('jane');
    expect(localStorage.getItem('userId')).toBe('7');
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

  it('sign-in stores id and data; sign-up sets the user without storing it', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    fetchMock.mockReturnValueOnce(answer(200, { user, message: 'ok' }));
    await act(() => result.current.signIn('jane', 'secret1'));
    expect(result.current.user?.id).toBe(7);
    expect(localStorage.getItem('userId')).toBe('7');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').username).toBe('jane');

    localStorage.clear();
    fetchMock.mockReturnValueOnce(answer(201, { user: { ...user, id: 8, username: 'new' }, message: 'Welcome' }));
    await act(() => result.current.signUp({ username: 'new', password: 'secret1', email: 'n@example.com', firstName: 'N', lastName: 'W' }));
    expect(result.current.user?.username).toBe('new');
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('sign-in failure throws the server message, or Login failed', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    fetchMock.mockReturnValueOnce(answer(401, { message: 'Invalid username or password' }));
    await expect(result.current.signIn('jane', 'nope123')).rejects.toThrow('Invalid username or password');
    fetchMock.mockReturnValueOnce(answer(500, {}));
    await expect(result.current.signIn('jane', 'nope123')).rejects.toThrow('Login failed');
    expect(result.current.user).toBeNull();
  });

  it('sign-out clears storage and user and ends the server session', async () => {
    store();
    fetchMock.mockReturnValueOnce(answer(200, { user }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    fetchMock.mockReturnValueOnce(answer(204, {}));
    await act(() => result.current.signOut());
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/signout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
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
