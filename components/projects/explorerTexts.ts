// What the interactive Projects list says. It runs in the browser, where the texts' functions
// cannot go: the live count is worded here, while prerendering, for every number it can show.
import type { InterfaceText } from '@/lib/model/interfaceText';

type ProjectsTexts = InterfaceText['projects'];
type Words = {
  [Key in keyof ProjectsTexts as ProjectsTexts[Key] extends (...args: never[]) => unknown ? never : Key]: ProjectsTexts[Key];
};

export type ExplorerTexts = Words & {
  /** counts[n]: the count line when n projects are shown, for n from 0 to every project. */
  counts: string[];
};

export function explorerTexts(texts: ProjectsTexts, total: number): ExplorerTexts {
  const words = Object.fromEntries(Object.entries(texts).filter(([, value]) => typeof value !== 'function')) as Words;
  return { ...words, counts: Array.from({ length: total + 1 }, (_, n) => texts.count(n)) };
}
