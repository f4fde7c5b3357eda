// Sends the Edge Storage requests of a peer client to the bench's storage emulator. Both peers
// (upload-to-bunny, @bunny.net/storage-sdk) build https://[region.]storage.bunnycdn.com/... and
// offer no option for another host or for http://, and both call the global fetch: this swaps
// the origin of those URLs for BENCH_STORAGE_URL (the emulator's http://127.0.0.1:PORT) before
// Node's own fetch sends them, and passes everything else (method, headers, streamed body) as
// the peer gave it. Nothing inside the peer's package is touched.
const target = new URL(process.env.BENCH_STORAGE_URL);
const realFetch = globalThis.fetch;

globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.protocol !== 'https:' || !/^([a-z]+\.)?storage\.bunnycdn\.com$/.test(url.hostname)) return realFetch(input, init);
  url.protocol = target.protocol;
  url.host = target.host;
  return realFetch(input instanceof Request ? new Request(url, input) : url, init);
};
