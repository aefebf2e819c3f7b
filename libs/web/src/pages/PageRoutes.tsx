// A remote's <Routes>, made from its page definitions: each page under its path, the
// remote's 404 for every other address it is handed, and the page's head kept in the
// document as the member navigates (the first HTML already has it: the shell's server
// writes it from the same definition).
import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { useAppSelector } from '../store/store';
import { LoadingScreen } from '../ui/Spinner';
import { NotFound } from '../ui/NotFound';
import { documentTitle, resolvePageHead } from './page-definition';
import type { PageDefinition, PageHead } from './page-definition';

export function PageRoutes({ pages }: { pages: readonly PageDefinition[] }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        {pages.map((definition) => (
          <Route key={definition.path} path={relativePath(definition.path)} element={<PageFrame definition={definition} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

/** The shell renders a remote's routes under "/*": '/blog/:slug' is 'blog/:slug' there, '/' the index. */
function relativePath(path: string): string {
  return path.replace(/^\/+/, '') || '/';
}

/** One page with its head; the shell uses it for its own pages. */
export function PageFrame({ definition }: { definition: PageDefinition }) {
  const Page = definition.page;
  return (
    <>
      <DocumentHead definition={definition} />
      <Page />
    </>
  );
}

/** Keeps <title>, the description, canonical and Open Graph tags in step with the page shown. */
function DocumentHead({ definition }: { definition: PageDefinition }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const { user } = useAuth();
  // A string, so that only a change of the head (not of the store) renders this again.
  const serialized = useAppSelector((state) => {
    const url = new URL(`${pathname}${search}`, 'http://page.invalid');
    return JSON.stringify(resolvePageHead({ definition, params }, { url, user: user ? { id: user.id } : null }, state));
  });
  useEffect(() => {
    applyHead(JSON.parse(serialized) as PageHead, pathname, definition.index !== false);
  }, [serialized, pathname, definition.index]);
  return null;
}

function applyHead(head: PageHead, pathname: string, index: boolean): void {
  document.title = documentTitle(head.title);
  const origin = window.location.origin;
  const canonical = new URL(head.canonical ?? pathname, origin).toString();
  setMeta('name', 'description', head.description ?? null);
  setMeta('name', 'robots', index ? null : 'noindex, nofollow');
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description ?? null);
  setMeta('property', 'og:url', canonical);
  setMeta('property', 'og:type', head.type ?? 'website');
  setMeta('property', 'og:image', head.image ? new URL(head.image, origin).toString() : null);
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!index) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = canonical;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}
