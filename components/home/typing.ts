// The typing role line as a pure function of elapsed time, so timers only decide when to redraw.

// The typing line moves to the next role every 4000 ms.
export const ROLE_ROTATION_MS = 4000;
// The typing line types 80 ms per character.
export const TYPING_MS_PER_CHAR = 80;

export interface TypingFrame {
  roleIndex: number;
  /** The part of the role typed so far. */
  text: string;
  /** Milliseconds until the text next changes. */
  nextChangeMs: number;
}

/**
 * What the line shows `elapsedMs` after the animation starts. The first role starts fully typed
 * (it is the server-rendered text, so nothing flickers); every later role is typed one character
 * per TYPING_MS_PER_CHAR, and the role changes every ROLE_ROTATION_MS.
 */
export function typingFrame(
  elapsedMs: number,
  roles: readonly string[],
  rotationMs: number = ROLE_ROTATION_MS,
  msPerChar: number = TYPING_MS_PER_CHAR,
): TypingFrame {
  if (roles.length === 0) return { roleIndex: 0, text: '', nextChangeMs: rotationMs };
  const elapsed = Math.max(0, elapsedMs);
  const cycle = Math.floor(elapsed / rotationMs);
  const roleIndex = cycle % roles.length;
  const role = roles[roleIndex] ?? '';
  const inCycle = elapsed - cycle * rotationMs;
  const untilRotation = rotationMs - inCycle;
  const typed = cycle === 0 ? role.length : Math.min(role.length, Math.floor(inCycle / msPerChar));
  if (typed >= role.length) return { roleIndex, text: role, nextChangeMs: untilRotation };
  const untilNextChar = msPerChar - (inCycle % msPerChar);
  return { roleIndex, text: role.slice(0, typed), nextChangeMs: Math.min(untilNextChar, untilRotation) };
}
