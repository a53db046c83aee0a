/**
 * base64url (RFC 4648 §5) without padding: the alphabet `A–Z a–z 0–9 - _` is safe in a URL
 * fragment as it is. Decoding is strict: any other character, or a length that cannot come
 * from whole bytes (length % 4 == 1), is refused rather than guessed at.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

export function toBase64Url(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i];
    const b1 = i + 1 < bytes.length ? bytes[i + 1] : 0;
    const b2 = i + 2 < bytes.length ? bytes[i + 2] : 0;
    const n = (b0 << 16) | (b1 << 8) | b2;
    chunk += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63];
    if (i + 1 < bytes.length) chunk += ALPHABET[(n >> 6) & 63];
    if (i + 2 < bytes.length) chunk += ALPHABET[n & 63];
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = '';
    }
  }
  parts.push(chunk);
  return parts.join('');
}

/** The bytes, or null when `text` is not strict unpadded base64url. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    let n = 0;
    const len = Math.min(4, text.length - i);
    for (let k = 0; k < 4; k++) {
      let v = 0;
      if (k < len) {
        const c = text.charCodeAt(i + k);
        v = c < 128 ? LOOKUP[c] : -1;
        if (v < 0) return null;
      }
      n = (n << 6) | v;
    }
    out[o++] = (n >> 16) & 255;
    if (len > 2) out[o++] = (n >> 8) & 255;
    if (len > 3) out[o++] = n & 255;
  }
  return out;
}
