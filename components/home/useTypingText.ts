'use client';
// Hook: the text of the typing role line while `active`; the first role, whole, otherwise.
import { useEffect, useState } from 'react';
import { typingFrame } from '@/components/home/typing';

export function useTypingText(roles: readonly string[], active: boolean): string {
  const first = roles[0] ?? '';
  const [text, setText] = useState(first);
  // A stable key: the effect restarts only when the roles themselves change.
  const rolesKey = roles.join('\n');

  useEffect(() => {
    if (!active) return;
    const list = rolesKey.split('\n');
    const start = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    // One timeout per visible change (a character or a new role), not a fixed-rate interval.
    const tick = () => {
      const frame = typingFrame(Date.now() - start, list);
      setText(frame.text);
      timer = setTimeout(tick, frame.nextChangeMs);
    };
    timer = setTimeout(tick, typingFrame(0, list).nextChangeMs);
    return () => clearTimeout(timer);
  }, [active, rolesKey]);

  return active ? text : first;
}
