// The editor never runs inside another page's frame. A page that frames it could lay its own buttons over the
// editor's and have a logged-in marketer publish or delete without knowing (clickjacking). Cloudflare Pages and
// Netlify refuse the frame by their headers (frame-ancestors 'none', X-Frame-Options); GitHub Pages sends no
// headers, and a <meta> cannot carry frame-ancestors: so the editor checks for itself. This module is the first
// that src/admin/main.tsx imports, and it throws when framed: nothing after it runs, Decap never starts. The
// editor's own preview frames are its children, not its parents: they do not load this page.
import { TEXTS } from './texts';

/** Whether this window is another page's frame (reading window.top of another origin is allowed; comparing it is). */
export const isFramed = (view: Window = window) => view.top !== view.self;

/** Replaces the page by a French notice, with a link that opens the editor on its own. */
export function showFramedNotice(doc: Document = document) {
  const main = doc.createElement('main');
  main.setAttribute('style', 'font:18px/1.5 system-ui,sans-serif;color:#1a1b1e;max-width:36rem;margin:10vh auto;padding:0 1.5rem');
  const title = doc.createElement('h1');
  title.textContent = TEXTS.framedTitle;
  const text = doc.createElement('p');
  text.textContent = TEXTS.framed;
  const link = doc.createElement('a');
  link.href = doc.location.href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = TEXTS.framedOpen;
  main.append(title, text, link);
  doc.body.replaceChildren(main);
}

if (isFramed()) {
  showFramedNotice();
  throw new Error(TEXTS.framed);
}
