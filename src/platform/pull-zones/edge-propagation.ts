/**
 * One propagation interval of the edge's configuration: config syncs reach the points of presence
 * in ~5 s buckets (PR #200: "the ~6s config-sync bucket", storage-and-deploy-facts 2.2), a
 * change of a zone's rules and a script's release alike, so a wait for every PoP to have a
 * change must outlast one bucket. The platform's CLI waits this long after a switch; after a
 * script's publish it waits about 5 s, which a 6 s bucket outlasts.
 */
export const EDGE_PROPAGATION_MS = 7500;
