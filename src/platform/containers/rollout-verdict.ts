import type { Overview, OverviewContainer } from '../../api/models/app-read.ts';
import { isTransient, pollUntil, type PollOptions, type PollResult } from '../../api/polling.ts';
import type { Deadline } from '../../http/deadline.ts';
import { firstLine } from '../../http/wording.ts';

/** The image a container is to run after the update: a tag, or a digest that decides. */
export interface ExpectedImage {
  container: string;
  tag: string;
  digest?: string | undefined;
  /** The repository, `namespace/name` as the template asks for it; read beside the tag only when `previous` names another. */
  image?: string | undefined;
  /**
   * The image the container asked for before the write, when the write kept it; undefined for a
   * container the write created (or when the step does not say). Pods on an image other than this
   * one can only be the write's.
   */
  previous?: { tag: string; digest?: string | undefined; image?: string | undefined } | undefined;
}

export type RolloutVerdict = { status: string; regions: RegionState[] } & (
  | {
      state: 'done';
      /**
       * The containers whose new digest the overview never showed (it named their image by the
       * same tag as before the write), when no other container told the new pods from the old:
       * the status alone did, or, with the status unchanged, nothing did (see pastTheBound).
       */
      untold?: string[];
    }
  | {
      state: 'waiting';
      why: string;
      /**
       * True when only the stale-status hold keeps it waiting: active, every pod ready on the
       * requested image, but the status may still be the one from before the write.
       */
      unconfirmed?: true;
      /** With unconfirmed: the containers whose pods a tag-only overview cannot tell from the old ones. */
      untold?: string[];
    }
  | {
      /**
       * The bound of the stale-status hold passed while a tag-only overview showed the containers
       * `untold` on the tag they had before, and the status never changed: nothing more will tell
       * their new pods from the old, so the wait ends there, neither done nor failed.
       */
      state: 'unconfirmed';
      why: string;
      untold: string[];
    }
  | {
      state: 'failed';
      why: string;
      failure?: ContainerFailure;
      /** True when the live configuration no longer asks for this change: another deploy replaced it. */
      superseded?: true;
    }
);

interface RegionState {
  region: string;
  status: string;
  pods: number;
  ready: number;
}

/** Where and how an updated container failed: everything a user needs to look it up. */
interface ContainerFailure {
  region: string;
  pod: string;
  container: string;
  reason: string;
  message: string;
  exitCode: number | undefined;
  restarts: number;
  /** The container's status (`notStarted`, `started`); `ready` only in one of the change's own pods, for its restarts (see failureOf). */
  status: string;
  /** True when the change asks for the image the container ran before (its settings changed, or every pod is replaced). */
  sameImage: boolean;
  /**
   * The containers the change did change, when this one is not among them: it fails beside them in
   * one of the change's own pods (see judgeRollout). Undefined for a container the change changed.
   */
  besideChanged?: string[] | undefined;
}

/** A container that restarted this often is crash-looping, whatever its reason says (when ready, only in a pod of this change: see failureOf). */
const RESTARTS_THAT_FAIL = 3;

/**
 * How long after the write a failing or suspended status read before it is taken for the old
 * rollout's. The overview lags behind a write (the emulator's statusLag stands for that), but the
 * facts give no figure for how long, and excusing it for the whole wait made a deploy to an
 * application that was failing, and still fails, wait out wait-seconds. Past the bound the status
 * is this change's. A bound too short fails a fix that is going live (and rolls it back under
 * rollback-on-failure); one too long only delays a failure the step reports anyway: so the longer
 * reading, a minute (twelve polls at the default interval of 5 s). The same bound holds an active
 * status read after a change whose pods look like the old ones (settings only, or a tag without a
 * digest): before it, that status may be the old rollout's; past it, the step trusts it, and a
 * change that went live waits the minute unless the overview shows it in progress first. That hold
 * never outlasts the step's own wait: a wait that ends on it alone reports the change live with a
 * warning (the verdict is `unconfirmed`), never a timeout that would roll back a correct deploy.
 * A new digest behind the tag the pods showed before, on an overview that shows no digest, is
 * held the same way, but neither the bound nor the deadline makes it live (those pods may still
 * be the old image): only a status change the overview shows does; either end is `unconfirmed`,
 * a warning that says so, never a rollback of what may well be a correct deploy.
 */
const STALE_STATUS_MS = 60_000;

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();

const digestIn = (reference: string) => /(sha256:[0-9a-f]{64})$/i.exec(reference)?.[1]?.toLowerCase();

const shownRefs = (reference: string | null | undefined, display?: string | null) =>
  [reference, display].filter((ref): ref is string => typeof ref === 'string' && ref !== '');

/** Whether a repository as the overview shows it (a registry host may lead it) is `image`; Docker Hub's `library/` may be left out. */
function sameRepository(shown: string, image: string): boolean {
  const [repo, wanted] = [lower(shown), lower(image)];
  const bare = wanted.startsWith('library/') ? wanted.slice('library/'.length) : undefined;
  return [wanted, bare].some((name) => name !== undefined && (repo === name || repo.endsWith(`/${name}`)));
}

/** Whether the write moved the container to another repository: only then does the repository shown tell pods apart. */
const movedRepository = (image: ExpectedImage) =>
  image.previous?.image !== undefined && image.image !== undefined && !sameRepository(image.previous.image, image.image);

/**
 * Whether a reference names the tag. The facts say to compare the tag or digest at the end of the
 * reference: the repository the overview shows is in no documented form (`web:2` for `org/web`),
 * so it is read only for a container the write moved, where it is all that tells the new pods
 * from the old; there a shorter form of either repository counts.
 */
function namesTag(ref: string, expected: ExpectedImage): boolean {
  const bare = ref.replace(/@sha256:[0-9a-f]+$/i, '');
  if (!bare.endsWith(`:${expected.tag}`)) return false;
  if (!movedRepository(expected) || expected.image === undefined) return true;
  const repository = bare.slice(0, -(expected.tag.length + 1));
  return sameRepository(repository, expected.image) || sameRepository(expected.image, repository);
}

/**
 * Whether the container the overview shows runs the expected image. The format of `image` is
 * not documented: it may end in `:TAG`, `:TAG@sha256:...`, or name the image by digest only
 * (`ns/name@sha256:...`) with the tag in `imageDisplay`. A digest shown decides when the step
 * knows the digest it asked for (a tag like `latest` may point elsewhere now); otherwise the tag
 * (and, for a container the write moved, the repository beside it).
 */
export function runsImage(reference: string | null | undefined, expected: ExpectedImage, display?: string | null): boolean {
  const shown = shownRefs(reference, display);
  if (shown.length === 0) return false;
  const digest = shown.map(digestIn).find((found) => found !== undefined);
  if (expected.digest && digest) return digest === expected.digest.toLowerCase();
  return shown.some((ref) => namesTag(ref, expected));
}

/**
 * Whether a pod on this image can only be one the write started: the container is new, or its
 * image is not the one it asked for before. A settings-only change, or a tag asked for again
 * without a digest (`latest`), leaves the old pods on an image that looks like the new one.
 * `digestShown`: whether the overview shows the container's digest; when it names the image by
 * tag only, a new digest behind the same tag and repository looks like the old one too.
 */
function tellsNew(image: ExpectedImage, digestShown: boolean): boolean {
  const { previous } = image;
  if (!previous) return true;
  if (image.digest && digestShown) return lower(previous.digest) !== image.digest.toLowerCase();
  return movedRepository(image) || previous.tag !== image.tag;
}

/** A container whose new digest the overview did not show, behind the tag and repository it had before: the digest alone differs. */
const untoldDigest = (image: ExpectedImage, digestShown: boolean) =>
  image.digest !== undefined && !digestShown && !tellsNew(image, false) && tellsNew(image, true);

const containersOf = (overview: Overview): OverviewContainer[] =>
  (overview.regions ?? []).flatMap((region) => (region.pods ?? []).flatMap((pod) => pod.containers ?? []));

/** Whether the overview names a container's image with its digest. */
const showsDigest = (container: OverviewContainer): boolean =>
  shownRefs(container.image, container.imageDisplay).some((ref) => digestIn(ref) !== undefined);

/** The expected containers some pod shows without a digest: one counts as shown by digest only when every pod showed it. */
const undigestedOf = (overview: Overview, expected: readonly ExpectedImage[]): Set<string> =>
  new Set(
    containersOf(overview)
      .filter((container) => expected.some((image) => image.container === container.name) && !showsDigest(container))
      .map((container) => container.name ?? ''),
  );

/** The two halves of the crash-loop rule, shared by failureOf and crashLoopsBeside; each of them decides for itself what a `ready` container means. */
const crashLoopReason = (container: OverviewContainer): boolean => lower(container.reason).includes('crashloop');
const restartedTooOften = (container: OverviewContainer): boolean => (container.numberOfRestarts ?? 0) >= RESTARTS_THAT_FAIL;

/**
 * Whether a container keeps restarting or exited with an error. The facts and the OpenAPI document
 * do not say whether numberOfRestarts counts since the container last started or over the pod's
 * life (as Kubernetes' restartCount does), so it is read as the pod's life: a healthy pod from
 * before the change that restarted long ago still shows them, and may still show the reason or
 * exit code of its last restart, so a `ready` container there is not failing. In a pod of this
 * change (`ofThisChange`, see podOfThisChange) every restart happened during this rollout: a
 * container there that restarted RESTARTS_THAT_FAIL times is flapping, and reading `ready` at one
 * poll does not make it healthy. Its reason and exit code may still be the last restart's: for a
 * ready one only the count decides.
 */
function failureOf(container: OverviewContainer, ofThisChange: boolean): boolean {
  const restarted = restartedTooOften(container);
  if (lower(container.status) === 'ready') return ofThisChange && restarted;
  const reason = lower(container.reason);
  if (crashLoopReason(container) || reason.includes('imagepullbackoff') || reason.includes('errimagepull')) return true;
  if (restarted) return true;
  const exit = container.exitCode;
  return exit !== null && exit !== undefined && exit !== 0;
}

/**
 * A container the change did not update, in one of its own pods, fails the rollout only when it
 * crash-loops (by its reason, or RESTARTS_THAT_FAIL restarts, ready or not): a sidecar that exits
 * once while the changed container starts up is common and recovers by itself, and an image pull
 * failure is not the change's to explain.
 */
const crashLoopsBeside = (container: OverviewContainer): boolean => crashLoopReason(container) || restartedTooOften(container);

/** What a failure names of a container, wherever it was found failing. */
const failureSeen = (region: string, pod: string, name: string, container: OverviewContainer) => ({
  region,
  pod,
  container: name,
  reason: container.reason ?? '(none given)',
  message: container.message ?? '(none given)',
  exitCode: container.exitCode ?? undefined,
  restarts: container.numberOfRestarts ?? 0,
  status: container.status ?? 'unknown',
});

/**
 * A pod the platform is deleting (status `deleting`, the overview's only terminating state): its
 * containers are stopped on purpose (SIGTERM, exit 143), so how they end says nothing of the
 * rollout. It still counts as not ready: the rollout is done once it is gone.
 */
const isDeleting = (pod: { status?: string | null | undefined }) => lower(pod.status) === 'deleting';

/**
 * Whether the pod is one this change started: it shows, on some container, an image only this
 * change asks for (see tellsNew), whatever its other containers run, as when the change leaves
 * some of them on the image they ran before. Whether the digest tells is read off that container:
 * the digest it shows is the one runsImage compared. A pod on old images only (or on images that
 * look the same before and after the change) is not known to be this change's; nor is any pod a
 * rollback waits on (see judgeRollout): its images are the ones the pods from before ran.
 */
function podOfThisChange(containers: readonly OverviewContainer[], expected: readonly ExpectedImage[]): boolean {
  return expected.some((image) => {
    const container = containers.find((candidate) => candidate.name === image.container);
    if (!container || !runsImage(container.image, image, container.imageDisplay)) return false;
    // With no digest known from before, the digest tells nothing: behind the tag and repository it had, the image may be the old one.
    return tellsNew(image, showsDigest(container) && image.previous?.digest !== undefined);
  });
}

/** Whether a pod of the overview still lists one of the containers the write deleted: a pod from before the write. */
const listsDeleted = (overview: Overview, deleted: readonly string[]): boolean =>
  deleted.length > 0 && containersOf(overview).some((container) => deleted.includes(container.name ?? ''));

/**
 * Reads one overview: done when the application is active, no required region (isRequired not
 * false) reads progressing, and every pod runs every updated container ready on its new
 * image; failed when the application is failing or suspended, or an updated container on its new image, not ready, crash-loops or exited with an error, or in a pod
 * of this change restarted 3 times even if ready (see failureOf), in a pod the platform is not
 * deleting (see isDeleting); failed too when a container the change did not update does so in one
 * of the change's own pods (it started there with this rollout, so it never becomes ready and no
 * later poll could end the wait but the deadline); otherwise waiting.
 * `statusBefore` is the status the application had before the write, while the wait has not yet
 * seen it leave that status and the write is recent: the overview may still show it for a while
 * after the write, so a failing or suspended status then is the old rollout's, not this one's, and
 * means "not done yet"; so does an active one when no updated container's image tells the new
 * pods from the old (see tellsNew), and so does a failing pod of a container a tag-only overview
 * shows on the tag it had before the write (the crash-looping pods a rollback replaces). A pod
 * that still lists a container the write `deleted` is a pod from before the write: not done.
 * Statuses are compared without regard to case (their casing changed between API versions).
 */
export function judgeRollout(
  overview: Overview,
  expected: readonly ExpectedImage[],
  statusBefore?: string,
  { replacesFailingPods = false, deleted = [] }: { replacesFailingPods?: boolean; deleted?: readonly string[] } = {},
): RolloutVerdict {
  const status = lower(overview.status) || 'unknown';
  const byName = new Map(expected.map((image) => [image.container, image]));
  const regions: RegionState[] = [];
  let failure: ContainerFailure | undefined;
  let pending: string | undefined;
  // The application's status may read active before a region the rollout has not reached yet lists its new pods.
  let regionPending: string | undefined;
  const undigested = undigestedOf(overview, expected);
  const shownByDigest = (image: ExpectedImage) => !undigested.has(image.container);
  // A pod on an image only this change asks for is a new pod, whatever else it runs: it tells for every container in it.
  const told = expected.some((image) => tellsNew(image, shownByDigest(image)));
  const untold = told ? [] : expected.filter((image) => untoldDigest(image, shownByDigest(image))).map((image) => image.container);
  // While the status may be the old rollout's, a failing pod of such a container may be an old pod
  // too: the one a rollback replaces, or one of an application that was not active before the
  // write. After an active one, a failing pod on the tag is this change's own crash loop.
  const oldMayFail = replacesFailingPods || (statusBefore !== undefined && lower(statusBefore) !== 'active');
  const oldLooking = new Set(status === lower(statusBefore) && oldMayFail ? untold : []);
  for (const listed of overview.regions ?? []) {
    const region = { ...listed, region: listed.region ?? '(unnamed region)' };
    const pods = (region.pods ?? []).map((pod) => ({ ...pod, name: pod.name ?? '(unnamed pod)' }));
    let ready = 0;
    for (const pod of pods) {
      let podReady = lower(pod.status) === 'ready';
      const deleting = isDeleting(pod);
      if (deleting) pending ??= `pod ${pod.name} in ${region.region} is deleting`;
      const containers = pod.containers ?? [];
      // A rollback asks for the images the pods from before the failed update ran, and the update may have left some of them
      // running: a pod on its images is not known to be its own.
      const ofThisChange = !replacesFailingPods && podOfThisChange(containers, expected);
      for (const image of expected) {
        const container = containers.find((candidate) => candidate.name === image.container);
        if (!container) {
          podReady = false;
          pending ??= `pod ${pod.name} in ${region.region} has no container ${image.container} yet`;
          continue;
        }
        const onNewImage = runsImage(container.image, image, container.imageDisplay);
        const failing = onNewImage && !failure && !deleting && failureOf(container, ofThisChange);
        if (failing && oldLooking.has(image.container)) {
          pending ??=
            `container ${image.container} in pod ${pod.name} (${region.region}) is failing (${container.reason ?? 'no reason given'}) on the tag it ran before this change, ` +
            'shown without a digest: it may be a pod from before the write';
        } else if (failing) {
          failure = { ...failureSeen(region.region, pod.name, image.container, container), sameImage: !tellsNew(image, true) };
        }
        if (!onNewImage) {
          podReady = false;
          pending ??= `pod ${pod.name} in ${region.region} runs ${image.container} on ${container.image ?? '(unknown image)'}`;
        } else if (lower(container.status) !== 'ready') {
          podReady = false;
          pending ??= `container ${image.container} in pod ${pod.name} (${region.region}) is ${container.status ?? 'unknown'}`;
        }
      }
      for (const container of containers) {
        if (deleted.includes(container.name ?? '')) {
          podReady = false;
          pending ??= `pod ${pod.name} in ${region.region} still runs ${container.name ?? ''}, which this change deletes`;
        } else if (!byName.has(container.name ?? '')) {
          if (lower(container.status) !== 'ready') podReady = false;
          if (ofThisChange && !failure && !deleting && crashLoopsBeside(container)) {
            failure = {
              ...failureSeen(region.region, pod.name, container.name ?? '(unnamed container)', container),
              sameImage: true,
              besideChanged: expected
                .filter((image) => containers.some((other) => other.name === image.container))
                .map((image) => image.container),
            };
          }
        }
      }
      if (podReady) ready += 1;
      else pending ??= `pod ${pod.name} in ${region.region} is ${pod.status ?? 'unknown'}`;
    }
    regions.push({ region: region.region, status: lower(region.status) || 'unknown', pods: pods.length, ready });
    // Only a required region still progressing holds the wait (an active application read before the platform reached it).
    // A failing region holds and fails nothing: it may fail for its own reasons (capacity) before and after the deploy, which
    // would time out and roll back every correct one; the application's own status and the pods' crash loops tell a broken
    // image. An optional region, or one that reads unknown, says nothing of this rollout.
    if (region.isRequired !== false && lower(region.status) === 'progressing') regionPending ??= `region ${region.region} is progressing`;
  }
  const waiting = (why: string): RolloutVerdict => ({ state: 'waiting', status, regions, why });
  if (failure) {
    const exit = failure.exitCode === undefined ? '' : `, exit code ${failure.exitCode}`;
    // The status first: with no reason given, it and the restarts say why the container counts as failing.
    const on = failure.besideChanged
      ? "the image it ran before, in one of this change's own pods"
      : failure.sameImage
        ? 'the image it ran before this change (its pods were replaced)'
        : 'the new image';
    // Not the container's own image that fails: what to look at is what it needs from the ones changed beside it.
    const beside = failure.besideChanged
      ? `; this step did not change ${failure.container}, which fails beside the changed ${failure.besideChanged.join(', ')}: ` +
        `read its log in that pod and give it what it needs from the new image (or its own new image in the same step) before deploying again`
      : '';
    const why =
      `container ${failure.container} in pod ${failure.pod} (region ${failure.region}) is failing on ${on}: ` +
      `status ${failure.status}, reason ${failure.reason}, message ${failure.message}${exit}, ${failure.restarts} restart(s)${beside}`;
    return { state: 'failed', status, regions, why, failure };
  }
  if (status === 'failing' || status === 'suspended') {
    if (status === lower(statusBefore)) {
      return waiting(`the application is still ${status}, as before this change: the status may not have caught up with the write yet`);
    }
    return { state: 'failed', status, regions, why: `the application is ${status}` };
  }
  if (status !== 'active') return waiting(`the application is ${status}`);
  if (regions.length === 0 || regions.every((region) => region.pods === 0)) return waiting('the overview lists no pods yet');
  if (pending) return waiting(pending);
  if (regionPending) return waiting(regionPending);
  // Every pod would look the same before the rollout as after it: only the status can tell, and it may be the old one.
  // With no container to wait for the write changed nothing that starts a rollout (nothing says an identical one does).
  if (expected.length > 0 && status === lower(statusBefore) && !told) {
    // Ending here with untold, the wait saw no rollout, and no failure either: unconfirmed, and untold says why.
    const why =
      untold.length > 0
        ? `the application is still active, as before this change, and the overview shows ${untold.join(', ')} on the old tag without a digest: ` +
          `pods on the new digest cannot be told from the old (live once the overview has shown another status; unconfirmed ${STALE_STATUS_MS / 1000} s after the write)`
        : 'the application is still active, as before this change, and no pod runs an image only this change asks for: ' +
          `the status may not have caught up with the write yet (active counts once the overview has shown another status, or ${STALE_STATUS_MS / 1000} s after the write)`;
    return { state: 'waiting', status, regions, unconfirmed: true, ...(untold.length > 0 ? { untold } : {}), why };
  }
  return untold.length > 0 ? { state: 'done', status, regions, untold } : { state: 'done', status, regions };
}

/**
 * A verdict read past STALE_STATUS_MS, when `unchanged`: the status is still the one from before
 * the write. A failing one is this change's, and the failure says it was there before too; a
 * container a tag-only overview cannot tell apart was never seen to roll out, so it is unconfirmed.
 */
function pastTheBound(judged: RolloutVerdict, unchanged: boolean): RolloutVerdict {
  if (!unchanged) return judged;
  if (judged.state === 'failed' && !judged.failure)
    return { ...judged, why: `the application is still ${judged.status}, as it was before this change` };
  if (judged.state !== 'done' || !judged.untold) return judged;
  const { status, regions, untold } = judged;
  const why =
    `the application stayed ${status}, as before this change, for ${STALE_STATUS_MS / 1000} s after the write, and the overview shows ${untold.join(', ')} on the old tag without a digest: ` +
    'pods on the new digest cannot be told from the old';
  return { state: 'unconfirmed', status, regions, why, untold };
}

export interface RolloutWaitOptions extends Pick<PollOptions<RolloutVerdict>, 'waitMs' | 'intervalMs' | 'clock' | 'onPoll'> {
  read: PollOptions<Overview>['read'];
  expected: readonly ExpectedImage[];
  /**
   * Read with each overview, within the poll's `deadline`: what replaced this step's change in the
   * live configuration (another deploy), or undefined while the change is still what the
   * application asks for.
   */
  superseded?: ((deadline: Deadline | undefined) => Promise<string | undefined>) | undefined;
  /**
   * The application's status read before the write; a failing or suspended one (or an active one,
   * when the images cannot tell the new pods from the old) is not this change's until the
   * overview leaves it, or for STALE_STATUS_MS after the wait begins (it begins right after the
   * write).
   */
  statusBefore?: string | undefined;
  /** A rollback's: the pods it replaces may be crash-looping on the tag it puts back. */
  replacesFailingPods?: boolean;
  /**
   * The containers the write deleted: a pod that still lists one is a pod from before the write,
   * and once the overview has shown such pods and then none, the rollout has been seen.
   */
  deleted?: readonly string[] | undefined;
}

/**
 * Reads the overview until the rollout is done, has failed, or the time is up (the shared
 * polling loop). Transient failures are asked again; any other ends the wait by throwing.
 */
export function waitForRollout({
  read,
  expected,
  superseded,
  statusBefore,
  replacesFailingPods = false,
  deleted = [],
  ...wait
}: RolloutWaitOptions): Promise<PollResult<RolloutVerdict>> {
  const written = wait.clock.now();
  // Undefined once an overview showed another status, or old pods go: from then on, what it shows is this change's.
  let unchanged = statusBefore === undefined ? undefined : lower(statusBefore);
  let oldPodsSeen = false;
  return pollUntil({
    ...wait,
    read: async (deadline): Promise<RolloutVerdict> => {
      const overview = await read(deadline);
      if (lower(overview.status) !== unchanged) unchanged = undefined;
      const oldPods = listsDeleted(overview, deleted);
      if (oldPodsSeen && !oldPods) unchanged = undefined;
      oldPodsSeen ||= oldPods;
      const excused = wait.clock.now() - written < STALE_STATUS_MS;
      const judged = judgeRollout(overview, expected, excused ? unchanged : undefined, { replacesFailingPods, deleted });
      const verdict = pastTheBound(judged, unchanged !== undefined);
      if (verdict.state === 'done' || !superseded) return verdict;
      // A rollout that ends on someone else's image would wait for ever: say so at once.
      let replacedBy: string | undefined;
      try {
        replacedBy = await superseded(deadline);
      } catch (error) {
        if (!isTransient(error)) throw error;
        // The overview was read; only whether another deploy replaced this change is not known. Not
        // done, nor failed (that failure may be the other deploy's): asked again at the next poll, and
        // the wait's end says which read failed.
        return {
          state: 'waiting',
          status: verdict.status,
          regions: verdict.regions,
          why: `${verdict.why}; whether another deploy replaced this change is not known: ${firstLine(error)}`,
        };
      }
      return replacedBy === undefined
        ? verdict
        : { state: 'failed', status: verdict.status, regions: verdict.regions, why: replacedBy, superseded: true };
    },
    settled: (verdict) => verdict.state !== 'waiting',
    tolerate: isTransient,
  });
}
