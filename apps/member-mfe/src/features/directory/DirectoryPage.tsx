import { usePageTitle } from '@bolo/web';

/** Placeholder until the directory feature lands (member-side §2 "Directory"). */
export function DirectoryPage() {
  usePageTitle('Directory');
  return (
    <section className="container section" data-testid="directory-page">
      <h1>BOLO Directory</h1>
      <p>The directory is coming soon.</p>
    </section>
  );
}
