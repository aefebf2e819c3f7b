// One store for the whole page, created by the shell. Remotes add their slices
// at run time with `rootReducer.inject(slice)` (and their endpoints with
// `api.injectEndpoints`), so nothing here knows about features.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '../api/api';
import type { StoreExtra } from '../api/server-request';

/**
 * Slices injected by remotes. A remote declares its slice here by module
 * augmentation so `RootState` knows about it:
 *   declare module '@bolo/web' { interface LazyLoadedSlices { directory: DirectoryState } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();

/** `extra.server` is set only by a server render (see api/server-request.ts). */
export function createAppStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>, extra: StoreExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as ReturnType<typeof rootReducer> | undefined,
    // Redux's development checks run in the browser; a server render is one pass and must be quick.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra }, serializableCheck: !extra.server, immutableCheck: !extra.server }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
