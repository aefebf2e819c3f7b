// Registers the service worker (sw.ts) once the page has loaded, so it never competes with the
// first paint. Browsers without service workers (or pages not on HTTPS or localhost) go on as before.
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('[shell] the service worker could not be registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
