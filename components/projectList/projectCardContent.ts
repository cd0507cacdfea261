// What a project card shows: its first 3 technologies and 5 tags.

// Cards show the first 3 technologies.
export const CARD_TECH_LIMIT = 3;
// Cards show the first 5 tags.
export const CARD_TAG_LIMIT = 5;

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
