import type { AboutContent } from '@/lib/model/pageTypes';
import section from './Section.module.css';
import { langAttr, type UntranslatedTexts } from '@/lib/model/translation';

/** What kind of work the owner is looking for. */
export function LookingFor({ block, untranslated }: { block: AboutContent['lookingFor']; untranslated?: UntranslatedTexts }) {
  return (
    <section aria-labelledby="looking-for">
      <h2 id="looking-for" className={section.title} {...langAttr(untranslated, 'title')}>
        {block.title}
      </h2>
      <div className={section.card}>
        <p {...langAttr(untranslated, 'text')}>{block.text}</p>
        <ul className={`${section.bullets} ${section.last}`}>
          {block.points.map((point, index) => (
            <li key={point} {...langAttr(untranslated, `points[${index}]`)}>
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
