// Peer of the sync-storage rows: upload-to-bunny (npm), the directory uploader a user would pick
// instead, called as its README shows: uploadToBunny(source, '', options). It lists nothing and
// hashes nothing: every run uploads every file (one PUT each, streamed from disk, no Checksum),
// BENCH_CONCURRENCY at a time (its maxConcurrentUploads). No cleanDestination: the action does
// not delete either unless asked (`prune`). storage-host.mjs sends its https:// requests to the
// emulator.
import './storage-host.mjs';
import uploadToBunny from 'upload-to-bunny';

await uploadToBunny(process.env.BENCH_SOURCE_DIR, '', {
  storageZoneName: process.env.BENCH_ZONE,
  accessKey: process.env.BENCH_PASSWORD,
  maxConcurrentUploads: Number(process.env.BENCH_CONCURRENCY ?? '10'),
});
console.log(JSON.stringify({ done: true }));
