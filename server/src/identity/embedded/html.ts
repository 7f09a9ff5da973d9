import type { Language } from '#domain/platform/language.ts';
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * Allows one inline script in the page's Content-Security-Policy by its SHA-256 (the same thing
 * oidc-provider does for its web_message page), so the policy stays free of 'unsafe-inline'.
 */
export function allowInlineScript(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>, script: string): string {
  const csp = res.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    res.setHeader('content-security-policy', csp.replace(/script-src ([^;]*)/, `script-src $1 ${hash}`));
  }
  return script;
}

/** The provider's own few pages (errors, signing out) in the shop's colours. */
export function page(title: string, body: string, language: Language = 'en'): string {
  return `<!DOCTYPE html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Lumbung</title>
<style>body{font-family:"Open Sans","Segoe UI",Roboto,Arial,sans-serif;background:#f6f9fc;color:#2b3445;margin:0}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.5rem;margin:0 0 1rem}a,button{color:#fff;background:#d6334f;border:0;border-radius:.5rem;padding:.6rem 1.2rem;
text-decoration:none;font:inherit;font-weight:600;cursor:pointer;display:inline-block}p{line-height:1.5}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #e2e8f0;padding:.5rem;text-align:left;vertical-align:top;font-size:.9rem}td a{background:none;color:#b4233d;padding:0}</style>
</head><body><main>${body}</main></body></html>`;
}
