/**
 * The built index.html as the frame of every page: the server-rendered pages fill it with their head
 * tags, markup and state; the others get it as the page shell. Its own title and description are
 * replaced by each page's, and it preloads no picture: only a page knows its own (decision 033).
 */
export type PageTemplate = {
  /** From the doctype to just before </head>: charset, viewport, styles, the app's scripts. */
  headStart: string;
  /** From </head> up to the inside of #root. */
  bodyStart: string;
  /** After #root to the end. */
  bodyEnd: string;
  /** The shell: the template with its default title and description, for pages the browser renders. */
  shell: string;
};

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/;

export function parsePageTemplate(html: string): PageTemplate {
  const headEnd = html.indexOf('</head>');
  const rootAt = html.indexOf(ROOT_ELEMENT);
  if (headEnd < 0 || rootAt < headEnd)
    throw new Error('index.html must have </head> and then <div id="root"></div>');
  const rootInner = rootAt + ROOT_ELEMENT.length - '</div>'.length;
  return {
    headStart: html.slice(0, headEnd).replace(TITLE, '').replace(DESCRIPTION, ''),
    bodyStart: html.slice(headEnd, rootInner),
    bodyEnd: html.slice(rootInner),
    shell: html,
  };
}
