/**
 * Saving a file the page made: a Blob, an object URL and a click on an `<a download>`. Nothing leaves the
 * browser. The URL is revoked a while later, not at once: some browsers start reading it after the click
 * returns.
 */

const REVOKE_AFTER_MS = 30_000;

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

export const MIME = {
  csv: 'text/csv;charset=utf-8',
  svg: 'image/svg+xml;charset=utf-8',
  json: 'application/json;charset=utf-8',
  png: 'image/png',
} as const;

export function downloadText(text: string, fileName: string, type: string): void {
  downloadBlob(new Blob([text], { type }), fileName);
}
