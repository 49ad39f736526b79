// The server sets the hl_csrf cookie at sign-in; every POST under /rest must echo it in the
// X-CSRF-Token header (double-submit).
export const CSRF_COOKIE = 'hl_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}
