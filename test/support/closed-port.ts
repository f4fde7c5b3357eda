/**
 * A loopback port nothing of a test run listens on: 2, below the ephemeral range every server
 * of the run binds from, and not one of the ports `fetch` refuses outright (9, discard, is, so
 * a script using fetch would fail with "bad port" rather than a refused connection). A port freed
 * by closing a server is no such thing: a concurrent test's server can be handed it before the
 * step connects (seen at a load of 28).
 */
export const CLOSED_PORT = 2;
