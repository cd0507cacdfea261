// The words of a project page's browser parts (stats card, gallery, photo viewer), worded while
// prerendering: the interface texts' functions cannot be sent to the browser.
import type { InterfaceText } from '@/lib/model/interfaceText';
import { formatRepoDate, type PrerenderedStats } from '@/lib/github';
import type { ViewerTexts } from './ImageViewer';
import type { RepositoryStatsTexts } from './RepositoryStatsCard';

/** The stats card's words; "as of {date}" names the date the build fetched the stats, if it did. */
export function repositoryStatsTexts(texts: InterfaceText['repositoryStats'], prerendered?: PrerenderedStats): RepositoryStatsTexts {
  const { asOf, ...words } = texts;
  return { ...words, asOf: prerendered ? asOf(formatRepoDate(prerendered.fetchedAt)) : '' };
}

/** Each screenshot's alt text: "{title} screenshot 2 of 5". */
export function screenshotAlts(texts: InterfaceText['project'], title: string, images: readonly string[]): string[] {
  return images.map((_, index) => texts.screenshotAlt(title, index + 1, images.length));
}

export function viewerTexts({ closeViewer, previousScreenshot, nextScreenshot }: InterfaceText['project']): ViewerTexts {
  return { closeViewer, previousScreenshot, nextScreenshot };
}
