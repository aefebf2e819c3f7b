import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Link } from '@bolo/web';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** One paragraph of help content: plain text with "[words](/path)" links to the site's pages. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, words, to] = match;
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(to.startsWith('/') ? <Link to={to}>{words}</Link> : <a href={to}>{words}</a>);
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <p>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </p>
  );
}
