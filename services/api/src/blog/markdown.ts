import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Blog markdown to HTML (issue 18), for the public post and the editor's preview alike: rendered
 * by markdown-it (CommonMark + tables and strikethrough, bare addresses linked; its own link check
 * already refuses javascript:, vbscript:, file: and most data: targets), then cleaned by
 * sanitize-html against an allowlist. Only the sanitizer's output ever leaves the server: raw
 * HTML an admin typed passes only where the allowlist admits it.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });

const ALIGNMENTS = new Set(['left', 'right', 'center']);

/** markdown-it aligns table cells with a style attribute; styles are dropped, so the alignment becomes `align`. */
const alignFromStyle: sanitizeHtml.Transformer = (tagName, attribs) => {
  const align = /text-align\s*:\s*([a-z]+)/i.exec(attribs.style ?? '')?.[1]?.toLowerCase();
  const { style: _style, ...rest } = attribs;
  return { tagName, attribs: align && ALIGNMENTS.has(align) ? { ...rest, align } : rest };
};

export const BLOG_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote',
    'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'del', 's', 'sup', 'sub', 'kbd', 'code', 'pre',
    'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
  },
  // A fenced block's language, for a highlighter in the browser.
  allowedClasses: { code: ['language-*'] },
  // Links: http, https, mailto or relative; pictures: http, https or relative. Never javascript:, data:...
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them (other refused tags keep their text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'noembed', 'noframes', 'xmp'],
  transformTags: {
    // Every link: no window.opener for the target, no endorsement for search engines.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener nofollow' } }),
    // A picture written as raw HTML without alt text is read as decoration (alt=""), never as its file name.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
    th: alignFromStyle,
    td: alignFromStyle,
  },
};

/** The sanitized HTML of a post's markdown. */
export function renderMarkdown(source: string): string {
  if (source.trim() === '') return '';
  return sanitizeHtml(markdown.render(source), BLOG_SANITIZE_OPTIONS);
}
