// What a project card shows: its first 3 technologies and 5 tags.
import { CARD_TAG_LIMIT, CARD_TECH_LIMIT } from '@/lib/constants';

// Thumbnails are drawn at 16:9; the box is reserved from these numbers (not from the file), so a
// card never shifts while its image loads, whatever the image format.
export const THUMBNAIL_WIDTH = 640;
export const THUMBNAIL_HEIGHT = 360;

/** Cards show the first 3 technologies, plus how many are left for the "+N" chip. */
export function cardTechnologies<T>(techStack: readonly T[]): { shown: T[]; hidden: T[] } {
  return { shown: techStack.slice(0, CARD_TECH_LIMIT), hidden: techStack.slice(CARD_TECH_LIMIT) };
}

/** Cards show the first 5 tags. */
export function cardTags(tags: readonly string[]): string[] {
  return tags.slice(0, CARD_TAG_LIMIT);
}
