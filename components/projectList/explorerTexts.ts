// What the interactive Projects list says. The live count is worded here, while prerendering, for
// every number it can show, so the browser only picks a line.
import type { InterfaceText } from '@/lib/model/interfaceText';
import { formatText } from '@/lib/format/text';

type ProjectsTexts = InterfaceText['projects'];

export type ExplorerTexts = ProjectsTexts & {
  /** counts[n]: the count line when n projects are shown, for n from 0 to every project. */
  counts: string[];
};

export function explorerTexts(texts: ProjectsTexts, total: number): ExplorerTexts {
  return { ...texts, counts: Array.from({ length: total + 1 }, (_, n) => formatText(texts.count, { count: n })) };
}
