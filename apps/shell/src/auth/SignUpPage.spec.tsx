import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, FormEchoProvider, Toaster, createAppStore } from '@bolo/web';
import SignUpPage from './SignUpPage';

const fetchMock = jest.fn<Promise<Response>, [Request]>();

function answer(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => jest.restoreAllMocks());

describe('SignUpPage', () => {
  it.each([
    ['America/Chicago', 'America/Chicago'],
    ['Not/A_Zone', null],
  ])("sends the browser's time zone %p with the new account (as %p), for the weekly digest's hour", async (browserZone, sent) => {
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: browserZone } as Intl.ResolvedDateTimeFormatOptions);
    const user = { id: 9, username: 'new_member', email: 'n@example.com', firstName: null, lastName: null, isAdmin: false, subscriptionStatus: 'free', subscriptionPlan: 'none', subscriptionEndDate: null };
    fetchMock.mockReturnValueOnce(answer(201, { user, message: 'Account created' }));
    render(
      <AppProviders store={createAppStore()}>
        <FormEchoProvider value={null}>
          <MemoryRouter initialEntries={['/signup']}>
            <Routes>
              <Route path="signup" element={<SignUpPage />} />
              <Route path="directory" element={<h1>Directory page</h1>} />
            </Routes>
            <Toaster />
          </MemoryRouter>
        </FormEchoProvider>
      </AppProviders>,
    );
    type('Email', 'n@example.com');
    type('Username', 'new_member');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));

    expect(await screen.findByRole('heading', { name: 'Directory page' })).toBeTruthy();
    const request = fetchMock.mock.calls[0][0];
    expect(new URL(request.url).pathname).toBe('/api/auth/signup');
    expect(await request.json()).toMatchObject({ username: 'new_member', email: 'n@example.com', timeZone: sent });
  });
});
