/**
 * The environment that makes a spawned step resolve `names` to 127.0.0.1, as a hosts file would:
 * a loopback host never goes through the runner's proxy, so a test that proves both routes (the
 * proxy, and straight there when NO_PROXY names the host) serves its loopback server under a
 * name. `--import` of a data: URL, so that nothing of the kind is in a file the bundle could load.
 */
export function loopbackNames(names: readonly string[]): Record<string, string> {
  const source = [
    "import dns from 'node:dns';",
    `const names = new Set(${JSON.stringify(names.map((name) => name.toLowerCase()))});`,
    'const lookup = dns.lookup;',
    'dns.lookup = (host, options, callback) => {',
    '  if (!names.has(String(host).toLowerCase())) return lookup(host, options, callback);',
    "  const done = typeof options === 'function' ? options : callback;",
    "  const all = typeof options === 'object' && options !== null && options.all;",
    "  process.nextTick(() => (all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4)));",
    '};',
  ].join('\n');
  return { NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(source)}` };
}
