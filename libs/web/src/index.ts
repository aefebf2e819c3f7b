// @bolo/web: the browser code every app shares. It is a module-federation
// singleton, so the store, the API cache, the session and the toasts exist once
// per page whichever remote imports them. Exports are listed in ../README.md.
import './styles.css';

// Data
export { api, errorMessage, isClientError, TAG_TYPES, DEFAULT_KEEP_UNUSED_SECONDS } from './api/api';
export { rootReducer, createAppStore, useAppDispatch, useAppSelector } from './store/store';
export type { AppStore, RootState, AppDispatch, LazyLoadedSlices } from './store/store';

// Session
export { AuthProvider, useAuth } from './auth/AuthProvider';
export type { AuthContextValue, AuthResult, SignUpInput } from './auth/AuthProvider';
export { USER_ID_KEY, USER_DATA_KEY } from './auth/storage';

// Toasts
export { toast, useToast, dismissToast } from './toast/toast';
export type { ToastOptions, ToastVariant } from './toast/toast';
export { Toaster } from './toast/Toaster';

// App wiring
export { AppProviders, StandaloneRemote, mountStandaloneRemote } from './app/AppProviders';

// UI primitives
export { Button, buttonClassName } from './ui/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './ui/Button';
export { Spinner, LoadingScreen } from './ui/Spinner';
export { AccessDenied } from './ui/AccessDenied';
export { NotFound } from './ui/NotFound';
export { ItemImage, withHourlyCacheBust } from './ui/ItemImage';
export type { ItemImageProps } from './ui/ItemImage';
export { Badge, PlatformBadge } from './ui/Badge';
export type { BadgeVariant } from './ui/Badge';
export { Pagination } from './ui/Pagination';
export type { PaginationProps } from './ui/Pagination';

// Hooks
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { usePageTitle, SITE_NAME } from './hooks/usePageTitle';
