/**
 * The content type an upload declares, from its extension. The platform's own clients send
 * `Override-Content-Type` with it (the type is then stored and served); what the platform
 * stores without one is undocumented.
 */
const TYPES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    html: 'text/html; charset=utf-8',
    htm: 'text/html; charset=utf-8',
    css: 'text/css; charset=utf-8',
    js: 'text/javascript; charset=utf-8',
    mjs: 'text/javascript; charset=utf-8',
    cjs: 'text/javascript; charset=utf-8',
    map: 'application/json',
    json: 'application/json',
    webmanifest: 'application/manifest+json',
    txt: 'text/plain; charset=utf-8',
    md: 'text/markdown; charset=utf-8',
    csv: 'text/csv; charset=utf-8',
    xml: 'application/xml',
    rss: 'application/rss+xml',
    atom: 'application/atom+xml',
    svg: 'image/svg+xml',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    ico: 'image/x-icon',
    bmp: 'image/bmp',
    woff: 'font/woff',
    woff2: 'font/woff2',
    ttf: 'font/ttf',
    otf: 'font/otf',
    eot: 'application/vnd.ms-fontobject',
    wasm: 'application/wasm',
    pdf: 'application/pdf',
    zip: 'application/zip',
    gz: 'application/gzip',
    mp4: 'video/mp4',
    webm: 'video/webm',
    mp3: 'audio/mpeg',
    ogg: 'audio/ogg',
    wav: 'audio/wav',
    vtt: 'text/vtt',
    ics: 'text/calendar',
  }),
);

export function contentTypeOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || name.lastIndexOf('/') > dot) return 'application/octet-stream';
  // A Map, not an object's members: `constructor` or `__proto__` as an extension finds nothing.
  return TYPES.get(name.slice(dot + 1).toLowerCase()) ?? 'application/octet-stream';
}

/** HTML goes last, so that no page links to a file not yet uploaded. */
export function isHtml(path: string): boolean {
  return /\.html?$/i.test(path);
}
