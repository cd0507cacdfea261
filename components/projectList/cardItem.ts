// What the Projects list sends the browser per project: the fields filtering and sorting read, and
// what its card shows, worded and resolved while prerendering (dates, labels, picture address,
// logo references), so the card's code holds no texts' functions and no logo shapes. One small
// object per card is the page data: the card's markup is not sent a second time.
import type { InterfaceText } from '@/lib/model/interfaceText';
import type { Project } from '@/lib/model/types';
import { langOf, type UntranslatedTexts } from '@/lib/model/translation';
import { formatDateRange } from '@/lib/format/dates';
import { asset, inLanguage } from '@/lib/paths';
import { formatText } from '@/lib/format/text';
import { toListItem, type ProjectListItem } from '@/components/projectList/projectFilters';
import { techLogoRef, type TechLogoRef } from '@/components/ui/TechLogo';
import { cardTags, cardTechnologies } from './projectCardContent';

export interface ProjectCardItem extends ProjectListItem {
  /** The project's page, in the language of the list ("/es/projects/x"). */
  href: string;
  subtitle: string;
  /** "March 2024 – Present" (list view only). */
  period: string;
  /** The thumbnail's address, base path included. */
  thumbnail: string;
  github?: string;
  liveDemo?: string;
  /** The technologies the card shows, with the page's logo for each. */
  shownTech: Array<{ name: string } & TechLogoRef>;
  /** The "+N" chip: the names for the tooltip and the words screen readers hear. */
  moreTech?: { count: number; names: string; label: string };
  /** The tags the card shows. */
  cardTags: string[];
  /** The lang of a text a partial translation shows in the default language (absent otherwise). */
  lang?: { title?: string; subtitle?: string; description?: string };
}

export type CardTexts = Pick<InterfaceText['projects'], 'categories' | 'viewDetails' | 'technologiesLabel' | 'tagsLabel'> &
  Pick<InterfaceText['project'], 'viewSource' | 'liveDemo'> & {
    statuses: InterfaceText['status'];
    opensInNewTab: string;
  };

type Texts = Pick<InterfaceText, 'projects' | 'project' | 'status' | 'dates' | 'common'>;

/** A project as its card shows it; `locale` and `prefix` are its page's language's ("" prefix: the default language). */
export function toCardItem(project: Project, ui: Texts, untranslated?: UntranslatedTexts, locale?: string, prefix = ''): ProjectCardItem {
  const { shown, hidden } = cardTechnologies(project.techStack);
  const lang: ProjectCardItem['lang'] = Object.fromEntries(
    (['title', 'subtitle', 'description'] as const).flatMap((field) => (langOf(untranslated, field) ? [[field, langOf(untranslated, field)]] : [])),
  );
  const hiddenNames = hidden.map((tech) => tech.name).join(', ');
  return {
    ...toListItem(project),
    href: inLanguage(prefix, `/projects/${project.id}`),
    subtitle: project.subtitle,
    period: formatDateRange(project.startDate, project.endDate, ui.dates.present, locale),
    thumbnail: asset(project.thumbnail),
    ...(project.github && { github: project.github }),
    ...(project.liveDemo && { liveDemo: project.liveDemo }),
    shownTech: shown.map((tech) => ({ name: tech.name, ...techLogoRef(tech.name, tech.category) })),
    ...(hidden.length > 0 && {
      moreTech: {
        count: hidden.length,
        names: hiddenNames,
        label: formatText(ui.projects.moreTechnologies, { count: hidden.length, names: hiddenNames }),
      },
    }),
    cardTags: cardTags(project.tags),
    // Only a card with an untranslated text carries it: the item is the page's data in the browser.
    ...(Object.keys(lang).length > 0 && { lang }),
  };
}

/** The card's words: plain strings, which the browser can receive. */
export function cardTexts(ui: Texts): CardTexts {
  const { categories, viewDetails, technologiesLabel, tagsLabel } = ui.projects;
  return {
    categories,
    viewDetails,
    technologiesLabel,
    tagsLabel,
    viewSource: ui.project.viewSource,
    liveDemo: ui.project.liveDemo,
    statuses: ui.status,
    opensInNewTab: ui.common.opensInNewTab,
  };
}
