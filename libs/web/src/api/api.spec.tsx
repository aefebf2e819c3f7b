import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../store/store';
import { catalogueApi, useGetBoloCountQuery } from './endpoints/catalogue';
import { httpStatus } from './errors';
import { hydrateApi } from './server-request';

function answer(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const fetchMock = jest.fn<Promise<Response>, [Request]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

/** The API cache a server render sends with its page, after the API answered `status`. */
async function serverRenderedCache(status: number, body: unknown): Promise<unknown> {
  const server = createAppStore(undefined, { server: { apiUrl: 'http://api.internal/api', headers: {} } });
  fetchMock.mockReturnValueOnce(answer(status, body));
  await server.dispatch(catalogueApi.endpoints.getBoloCount.initiate());
  fetchMock.mockReset();
  // The page carries it as JSON.
  return JSON.parse(JSON.stringify(server.getState().api));
}

function Count() {
  const count = useGetBoloCountQuery();
  if (count.data) return <p>{count.data.count} items</p>;
  if (count.isError) return <p>Refused: {httpStatus(count.error)}</p>;
  return <p>Loading</p>;
}

async function hydrate(cache: unknown) {
  const store = createAppStore();
  store.dispatch(hydrateApi(cache));
  render(
    <Provider store={store}>
      <Count />
    </Provider>,
  );
  // Let a request the page would start (after its first commit) go out and come back.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('the browser starts from the server render’s answers', () => {
  it.each([401, 403, 404])('shows the server’s %i without asking the API again', async (status) => {
    await hydrate(await serverRenderedCache(status, { message: 'no' }));
    expect(screen.getByText(`Refused: ${status}`)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s data without asking again', async () => {
    await hydrate(await serverRenderedCache(200, { count: 7 }));
    expect(screen.getByText('7 items')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([429, 500])('asks again after the server’s %i (waiting may help)', async (status) => {
    const cache = await serverRenderedCache(status, { message: 'later' });
    fetchMock.mockReturnValue(answer(200, { count: 3 }));
    await hydrate(cache);
    expect(await screen.findByText('3 items')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
