// Types for the undici modules that src/api/undici-parts.ts loads directly; undici ships
// types for its index only. Each is the class or object its index re-exports.
declare module 'undici/lib/api/index.js' {
  import type { Dispatcher } from 'undici/index.js';
  const api: Pick<Dispatcher, 'request' | 'stream' | 'pipeline' | 'upgrade' | 'connect'>;
  export default api;
}
declare module 'undici/lib/dispatcher/agent.js' {
  import { Agent } from 'undici/index.js';
  export default Agent;
}
declare module 'undici/lib/dispatcher/dispatcher.js' {
  import { Dispatcher } from 'undici/index.js';
  export default Dispatcher;
}
declare module 'undici/lib/dispatcher/proxy-agent.js' {
  import { ProxyAgent } from 'undici/index.js';
  export default ProxyAgent;
}
