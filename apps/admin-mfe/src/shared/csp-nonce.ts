// The page's Content-Security-Policy nonce, for the <style> elements antd adds at run time. The
// shell's web server allows inline styles only with its per-response nonce, which it puts on
// <meta name="csp-nonce"> (the browser hides the attribute's value, not the element's `nonce`).

/** Undefined where the page has none (unit tests, the standalone page). */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.nonce || undefined;
}

let stamping = false;

/**
 * antd passes ConfigProvider's nonce to its own styles, but rc-component adds some without it
 * (the scroll lock under an open dialog, a table's scrollbar measurement; react-component/util#613,
 * react-component/portal#35), which the policy would block. So every <style> element a script
 * creates gets the page's nonce: scripts already run only with the policy's consent, and a
 * <style> that arrives in markup (an injection) is made by the parser, not here, and stays blocked.
 */
export function nonceScriptStyles(nonce: string | undefined): void {
  if (!nonce || stamping) return;
  stamping = true;
  const create = Document.prototype.createElement;
  Document.prototype.createElement = function createElement(this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = create.call(this, tagName, options);
    if (element instanceof HTMLStyleElement && !element.nonce) element.nonce = nonce;
    return element;
  } as typeof create;
}
