/** True while the server renders a page (apps/web/src/ssr): there is no window, and loaders await their data. */
export const isServerRender = typeof window === 'undefined';
