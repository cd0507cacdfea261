// The words of a project page's browser parts (stats card, gallery, photo viewer), worded while
// prerendering, so the browser gets finished words.
import type { InterfaceText } from '@/lib/model/interfaceText';
import { formatRepoDate, type PrerenderedStats } from '@/lib/github/client';
import type { ViewerTexts } from './ImageViewer';
import type { RepositoryStatsTexts } from './RepositoryStatsCard';
import { formatText } from '@/lib/format/text';

/** The stats card's words; "as of {date}" names the date the build fetched the stats, if it did. */
export function repositoryStatsTexts(texts: InterfaceText['repositoryStats'], prerendered?: PrerenderedStats, locale?: string): RepositoryStatsTexts {
  const { asOf, ...words } = texts;
  return { ...words, asOf: prerendered ? formatText(asOf, { date: formatRepoDate(prerendered.fetchedAt, locale) }) : '' };
}

/** Each screenshot's alt text: "{title} screenshot 2 of 5". */
export function screenshotAlts(texts: InterfaceText['project'], title: string, images: readonly string[]): string[] {
  return images.map((_, index) => formatText(texts.screenshotAlt, { title, number: index + 1, total: images.length }));
}

export function viewerTexts({ closeViewer, previousScreenshot, nextScreenshot }: InterfaceText['project']): ViewerTexts {
  return { closeViewer, previousScreenshot, nextScreenshot };
}
