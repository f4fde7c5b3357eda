import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order test files start in. With the last run's results (vitest's cache), vitest's own: the
 * longest first, so that the three workers finish together. Without them (a fresh clone, as CI
 * has), vitest starts the largest files first, and the files that spawn processes and wait on
 * real timers (test/e2e/, test/scripts/) are small: local-run's minute started 22nd of 133,
 * local-action's 20 s 109th, and the last worker ran on alone. Those start first here, each group
 * by size; scheduled with one run's file times, that ordering ends the lane as the cache's does
 * (154.5 s against 154.0), and size alone 164.8 s.
 */
export default class SpawningFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec) !== undefined)) return sorted;
    const spawns = (spec: TestSpecification) => /[\\/]test[\\/](e2e|scripts)[\\/]/.test(spec.moduleId);
    return [...sorted.filter(spawns), ...sorted.filter((spec) => !spawns(spec))];
  }
}
