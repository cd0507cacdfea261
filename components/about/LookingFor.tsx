import type { AboutContent } from '@/lib/model/pageTypes';
import section from './Section.module.css';

/** What kind of work the owner is looking for. */
export function LookingFor({ block }: { block: AboutContent['lookingFor'] }) {
  return (
    <section aria-labelledby="looking-for">
      <h2 id="looking-for" className={section.title}>
        {block.title}
      </h2>
      <div className={section.card}>
        <p>{block.text}</p>
        <ul className={`${section.bullets} ${section.last}`}>
          {block.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
