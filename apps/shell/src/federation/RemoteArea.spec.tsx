import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RemoteArea } from './RemoteArea';
import { RemoteUnavailableError } from './remote-unavailable-error';
import { loadRemoteRoutes } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteRoutes: jest.fn() }));
const loadRoutes = jest.mocked(loadRemoteRoutes);

type RoutesModule = Awaited<ReturnType<typeof loadRemoteRoutes>>;
const adminRoutes: RoutesModule = { default: () => <h1>Admin Dashboard</h1> };

function renderArea() {
  return render(
    <MemoryRouter initialEntries={['/admin']}>
      <RemoteArea remote="admin" />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  loadRoutes.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteArea', () => {
  it('renders the remote routes once they load', async () => {
    loadRoutes.mockResolvedValueOnce(adminRoutes);
    renderArea();
    expect(screen.getByTestId('loading-screen')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(loadRoutes).toHaveBeenCalledWith('admin', false);
  });

  it('shows the fallback with Retry when the remote fails to load, and Retry renders it once it loads', async () => {
    loadRoutes.mockRejectedValueOnce(new RemoteUnavailableError('admin', new Error('connection refused')));
    renderArea();
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback.getAttribute('data-remote')).toBe('admin');
    expect(screen.getByRole('heading', { name: "This section couldn't be loaded" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');

    loadRoutes.mockResolvedValueOnce(adminRoutes);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    // The retry asked the federation runtime again instead of reusing the failed load.
    expect(loadRoutes).toHaveBeenLastCalledWith('admin', true);
  });

  it('shows the fallback when the runtime plugin hands back a component that reports the remote as unavailable', async () => {
    function RemoteUnavailable(): never {
      throw new RemoteUnavailableError('admin');
    }
    loadRoutes.mockResolvedValueOnce({ default: RemoteUnavailable });
    renderArea();
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();

    // Still down on the first retry: the fallback stays, and a later retry recovers.
    loadRoutes.mockRejectedValueOnce(new RemoteUnavailableError('admin'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    loadRoutes.mockResolvedValueOnce(adminRoutes);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(loadRoutes).toHaveBeenCalledTimes(3);
  });
});
