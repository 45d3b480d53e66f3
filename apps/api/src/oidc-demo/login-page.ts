/**
 * The demo provider's own pages: plain server-rendered HTML that works under the API's strict
 * Content-Security-Policy (no script at all; inline styles are allowed).
 */

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f6f6f6; color: #1f2937; margin: 0; }
  main { max-width: 22rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: .75rem;
    box-shadow: 0 4px 20px rgba(0,0,0,.08); }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  p { margin: .25rem 0 1rem; line-height: 1.4; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #9ca3af; border-radius: .4rem; font-size: 1rem; }
  button { margin-top: 1.5rem; width: 100%; padding: .7rem; border: 0; border-radius: .4rem; background: #b93a0c;
    color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; }
  .error { color: #b91c1c; font-weight: 600; }
  .note { font-size: .85rem; color: #4b5563; }
`;

function renderDocument(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export type LoginPageFields = {
  label: string;
  action: string;
  name?: string;
  email?: string;
  error?: string;
};

export function renderLoginPage(fields: LoginPageFields): string {
  const error = fields.error ? `<p class="error" role="alert">${escapeHtml(fields.error)}</p>` : '';
  return renderDocument(
    `${fields.label} — sign in`,
    `<h1>${escapeHtml(fields.label)}</h1>
<p>A demo sign-in provider: type any name and email to sign in to Nestlane with them. No password, no mail.</p>
${error}
<form method="post" action="${escapeHtml(fields.action)}">
<label for="name">Name</label>
<input id="name" name="name" autocomplete="name" required maxlength="80" value="${escapeHtml(fields.name ?? '')}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(fields.email ?? '')}">
<button type="submit">Continue</button>
</form>
<p class="note">The email is not verified, so it cannot sign in to an account that already has a password.</p>`,
  );
}

export function renderErrorPage(title: string, message: string): string {
  return renderDocument(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/signIn">Back to sign in</a></p>`,
  );
}
