'use client';
// Keeps the 3D shapes off the hero's words: the box around them, in the scene's own coordinates,
// goes to the scene as --words-left/-right/-top/-bottom, and its mask (SceneHost.module.css) cuts
// the scene out there. Measured again whenever the words or the scene change size (a role being
// typed, a wrap, a rotated phone); written only when the box moved.
import { useEffect, type RefObject } from 'react';

/** Room left between the words and the first visible line of a shape, in CSS pixels. */
const ROOM = 12;

const SIDES = ['left', 'right', 'top', 'bottom'] as const;
type Box = Record<(typeof SIDES)[number], number>;

/** What of `words` is read: its children but the decorative ones (the avatar), which shapes may cross. */
const readChildren = (words: Element) => Array.from(words.children).filter((child) => child.getAttribute('aria-hidden') !== 'true');

/** The box around what `words` shows to be read, widened by ROOM, relative to `scene`'s top left corner. */
function wordsBox(scene: Element, words: Element): Box | null {
  const rects = readChildren(words).map((child) => child.getBoundingClientRect()).filter((rect) => rect.width && rect.height);
  if (!rects.length) return null;
  const origin = scene.getBoundingClientRect();
  return {
    left: Math.floor(Math.min(...rects.map((rect) => rect.left)) - origin.left - ROOM),
    right: Math.ceil(Math.max(...rects.map((rect) => rect.right)) - origin.left + ROOM),
    top: Math.floor(Math.min(...rects.map((rect) => rect.top)) - origin.top - ROOM),
    bottom: Math.ceil(Math.max(...rects.map((rect) => rect.bottom)) - origin.top + ROOM),
  };
}

export function useWordsHole(scene: RefObject<HTMLElement | null>, wordsId: string): void {
  useEffect(() => {
    const container = scene.current;
    const words = document.getElementById(wordsId);
    if (!container || !words) return;
    let shown = '';
    const update = () => {
      const box = wordsBox(container, words);
      if (!box || JSON.stringify(box) === shown) return;
      shown = JSON.stringify(box);
      for (const side of SIDES) container.style.setProperty(`--words-${side}`, `${box[side]}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(container);
    for (const child of readChildren(words)) observer.observe(child);
    return () => observer.disconnect();
  }, [scene, wordsId]);
}
