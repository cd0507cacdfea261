import section from '@/components/about/Section.module.css';
import { langAttribute } from '@/lib/model/translation';

interface HighlightsProps {
  highlights: string[];
  /** The lang of a field of the entry ("highlights[0]") left untranslated; undefined when translated. */
  lang: (field: string) => string | undefined;
}

/** A role's or a degree's highlights as bullets, each in the language it is shown in. */
export function Highlights({ highlights, lang }: HighlightsProps) {
  return (
    <ul className={section.bullets}>
      {highlights.map((highlight, index) => (
        <li key={highlight} {...langAttribute(lang(`highlights[${index}]`))}>
          {highlight}
        </li>
      ))}
    </ul>
  );
}
