// Interface labels that the owner's files once held and that are now interface texts (with engine
// defaults, the owner's wording in content/interface.ts). For one version the loader still reads
// them where they were, as the owner's wording of that text (content/interface.ts wins when both
// have it), and the content check names each one. The content migration that moves them keeps its
// own copy of this list; a unit test holds the two equal. docs/content.md has the same table.
import type { InterfaceTextOverrides } from './interfaceText';
import { valueAt } from './valueAt';

export interface MovedLabel {
  /** The owner's file, in content/. */
  file: string;
  /** Where it was: the export, then the keys inside it. */
  from: readonly string[];
  /** Its key in content/interface.ts: the group, then the text. */
  to: readonly [string, string];
}

export const movedLabels: readonly MovedLabel[] = [
  { file: 'experience.ts', from: ['experience', 'rolesTitle'], to: ['experience', 'rolesTitle'] },
  { file: 'experience.ts', from: ['experience', 'currentLabel'], to: ['experience', 'currentLabel'] },
  { file: 'experience.ts', from: ['experience', 'technologiesLabel'], to: ['experience', 'technologiesLabel'] },
  { file: 'experience.ts', from: ['experience', 'educationTitle'], to: ['experience', 'educationTitle'] },
  { file: 'experience.ts', from: ['experience', 'expectedLabel'], to: ['experience', 'expectedLabel'] },
  { file: 'experience.ts', from: ['experience', 'certificationsTitle'], to: ['experience', 'certificationsTitle'] },
  { file: 'about.ts', from: ['about', 'educationTitle'], to: ['about', 'educationTitle'] },
  { file: 'about.ts', from: ['about', 'interestsTitle'], to: ['about', 'interestsTitle'] },
  { file: 'about.ts', from: ['about', 'callToAction', 'contactLabel'], to: ['about', 'contactLabel'] },
  { file: 'about.ts', from: ['about', 'callToAction', 'resumeLabel'], to: ['about', 'resumeLabel'] },
];

/** The owner's files by name ("about.ts"), each as its exports. */
type OwnerModules = Partial<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/** The labels still written where they were, as interface-text overrides. */
export function movedLabelOverrides(modules: OwnerModules): InterfaceTextOverrides {
  const overrides: Record<string, Record<string, string>> = {};
  for (const label of movedLabels) {
    const value = valueAt(modules[label.file], label.from);
    if (typeof value !== 'string') continue;
    const [group, key] = label.to;
    (overrides[group] ??= {})[key] = value.trim();
  }
  return overrides as InterfaceTextOverrides;
}

/** One line per label still written where it was: file, field and where it goes now. */
export function movedLabelNotices(modules: OwnerModules): string[] {
  return movedLabels
    .filter((label) => valueAt(modules[label.file], label.from) !== undefined)
    .map(
      (label) =>
        `${label.file}, ${label.from.join('.')}: moved to content/interface.ts as interfaceText.${label.to.join('.')} (still read here in this version)`,
    );
}
