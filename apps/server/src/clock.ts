/** Injectable time source, so expiry rules are tested by moving the clock, not by waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
