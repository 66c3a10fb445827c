/** What a load balancer saw of /health while a watch ran. */
export interface HealthSeen {
  /** Answers that were 200. */
  answered: number;
  /**
   * The longest time without an answer, in milliseconds: from the start to the first, between
   * two, or from the last to the end. A slow answer shows here, and so does an event loop held
   * so long that the watch itself (in the same process) could not even ask.
   */
  silence: number;
}

/**
 * Asks `GET {url}/health` of a listening server over and over (a pause of 50 ms between two)
 * until the returned function is called, which answers what was seen.
 */
export function watchHealth(url: string): () => Promise<HealthSeen> {
  const seen: HealthSeen = { answered: 0, silence: 0 };
  let lastAnswer = performance.now();
  const heard = () => {
    seen.silence = Math.max(seen.silence, performance.now() - lastAnswer);
    lastAnswer = performance.now();
  };
  // An object: the loop reads what the stop function sets.
  const watching = { on: true };
  const loop = (async () => {
    while (watching.on) {
      const response = await fetch(`${url}/health`);
      await response.text();
      if (response.ok) {
        seen.answered += 1;
        heard();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    watching.on = false;
    await loop;
    heard();
    return seen;
  };
}
