// @bolo/web: the browser code every app shares. It is a module-federation
// singleton, so the store, the API cache, the session and the toasts exist once
// per page whichever remote imports them. Exports are listed in ../README.md.
import './styles.css';

// Data
export { api, INJECT_ONCE } from './api/api';
export { errorCode, errorMessage, httpStatus, isAuthRequired, isRateLimited, isSubscriptionRequired } from './api/errors';
export { catalogueApi, useGetBoloCountQuery } from './api/endpoints/catalogue';
export { ALERTS_TAG, ALERT_COUNT_POLL_MS, alertsCountApi, useGetAlertCountQuery } from './api/endpoints/alerts';
export { hydrateApi } from './api/server-request';
export type { ServerRequest, StoreExtra } from './api/server-request';
export type { RemoteServerModule } from './app/server-module';
export { rootReducer, createAppStore, useAppDispatch, useAppSelector } from './store/store';
export type { AppStore, RootState, AppDispatch, LazyLoadedSlices } from './store/store';

// Session
export { AuthProvider, useAuth } from './auth/AuthProvider';
export { signedInUserId } from './auth/storage';
export type { AuthContextValue, AuthResult, ServerSession, SignUpInput } from './auth/AuthProvider';

// Toasts
export { toast } from './toast/toast';
export type { ToastOptions, ToastVariant } from './toast/toast';
export { Toaster } from './toast/Toaster';

// Routing (shared once; see router.ts)
export * from './router';

// App wiring
export { AppProviders, mountStandaloneRemote } from './app/AppProviders';
export { ResponseStatusContext, useResponseStatus } from './app/response-status';

// Pages: each remote's route manifest (see pages/page-definition.ts)
export { PageFrame, PageRoutes } from './pages/PageRoutes';
export { SERVER_QUERY, SITE_NAME, documentTitle, loadPageData, matchPage, resolvePageHead, routePrefixes } from './pages/page-definition';
export type { MatchedPage, PageContext, PageDefinition, PageHead, PageQuery, SitemapContext, SitemapEntry } from './pages/page-definition';
export type { ResponseStatusSink } from './app/response-status';

// UI primitives and state pages
export { Button, buttonClassName } from './ui/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './ui/Button';
export { Spinner, LoadingScreen } from './ui/Spinner';
export { StatePage } from './ui/StatePage';
export type { StateIcon, StatePageProps } from './ui/StatePage';
export { AccessDenied } from './ui/AccessDenied';
export { NotFound } from './ui/NotFound';
export { ItemImage } from './ui/ItemImage';
export type { ItemImageProps } from './ui/ItemImage';
export { Badge, PlatformBadge } from './ui/Badge';
export { TextField } from './ui/TextField';
export { AccountFields, EMPTY_ACCOUNT_FORM } from './ui/AccountFields';
export type { AccountFieldsProps, AccountForm } from './ui/AccountFields';
export type { TextFieldProps } from './ui/TextField';
export type { BadgeVariant } from './ui/Badge';
export { Pagination } from './ui/Pagination';
export type { PaginationProps } from './ui/Pagination';
export { ImageCropDialog, canvasToJpegFile } from './ui/ImageCropDialog';
export type { ImageCropDialogProps } from './ui/ImageCropDialog';
export { ImageField, useCroppedImage } from './ui/ImageField';
export type { CroppedImage, ImageFieldProps, ImageMessage, UseCroppedImageOptions } from './ui/ImageField';
export { itemFormData } from './ui/item-form-data';
export type { ItemImageChoice } from './ui/item-form-data';
export { CROP_JPEG_QUALITY, CROP_ROTATE, CROP_SCALE, IMAGE_MAX_BYTES, IMAGE_PREVIEW_MAX_HEIGHT } from './ui/image-crop';

// Forms posted before the app started: the server's echo, read by the pages (see forms/form-echo.ts)
export { FORM_ECHO_ELEMENT_ID, FORM_IDS, FormEchoProvider, formValues, useFormEcho } from './forms';
export type { FormEcho, FormId } from './forms';

// Hooks
export { useErrorToast } from './hooks/useErrorToast';
export { usePageTitle } from './hooks/usePageTitle';
export { formatDate, type DateStyle } from './format/dates'; // dates as pages show them (en-US, UTC)
export { browserTimeZone } from './format/time-zone'; // the reader's zone, for the digest's hour
