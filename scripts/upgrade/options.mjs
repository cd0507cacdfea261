// How the upgrade stops: with a message, the temporary folder removed first inside the run.

export class Stop extends Error {}
export function fail(message) {
  throw new Stop(message);
}
