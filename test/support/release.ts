/** A promise the test resolves when it chooses: what an emulator fault's `release` waits for. */
export interface Release {
  promise: Promise<void>;
  resolve: () => void;
}

/** Promise.withResolvers, which the ES2023 lib this project compiles against does not declare. */
export function releasable(): Release {
  let resolve = (): void => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
