/**
 * robots.txt (decision 032): every public page may be crawled; the signed-in dashboard, the sign-in
 * family and one-off pages may not. The API is closed except the public reads a public page makes
 * while a crawler renders it (Google's rule: the longest matching path wins, so each Allow beats
 * Disallow: /api/); blocking them would show a crawler the pages' load errors.
 */
const CLOSED_PAGES = [
  '/dashboard',
  '/signIn',
  '/signUp',
  '/forgotPassword',
  '/resetPassword',
  '/demoInbox',
  '/unsubscribe',
  '/demo-gateway',
];
const PUBLIC_READS = [
  '/api/config',
  '/api/getAdvertiseProperty',
  '/api/getallReviews',
  '/api/getVerifiedProperties',
  '/api/searchMap',
  '/api/detailProperty/',
  '/api/getpropertyReview',
  '/api/similarProperties/',
  '/api/getAgentData/',
  '/api/getAgentProperties/',
];

export function renderRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...CLOSED_PAGES.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    ...PUBLIC_READS.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
