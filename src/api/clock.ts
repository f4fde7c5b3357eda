// The clock is the HTTP layer's (its retries wait on it); named here too, because the emulator
// may take from src/ only the clock of the API client, by `import type`.
export { systemClock, type Clock } from '../http/clock.ts';
