import { asset } from '@/lib/paths';
import { initialOf } from '@/lib/format/text';
import type { Testimonial } from '@/lib/model/types';
import card from './Card.module.css';
import styles from './Story.module.css';
import { langAttr, type UntranslatedTexts } from '@/lib/model/translation';

const AVATAR_SIZE = 48;

/** "What Others Say": one quote per testimonial, with who said it. Nothing for an empty list. */
export function Testimonials({
  testimonials,
  heading,
  untranslated,
}: {
  testimonials: readonly Testimonial[];
  heading: string;
  untranslated?: UntranslatedTexts;
}) {
  if (testimonials.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="testimonials-heading">
      <h3 id="testimonials-heading" className={styles.title}>
        {heading}
      </h3>
      <ul className={styles.testimonials}>
        {testimonials.map((testimonial, index) => (
          <li key={`${testimonial.name}:${testimonial.content}`}>
            <figure className={`${card.card} ${styles.testimonial}`}>
              <blockquote className={styles.quote} {...langAttr(untranslated, `testimonials[${index}].content`)}>
                <p>{testimonial.content}</p>
              </blockquote>
              <figcaption className={styles.person}>
                {testimonial.avatar ? (
                  // eslint-disable-next-line @next/next/no-img-element -- static export: a plain pre-sized file
                  <img
                    className={styles.avatar}
                    src={asset(testimonial.avatar)}
                    alt=""
                    width={AVATAR_SIZE}
                    height={AVATAR_SIZE}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={styles.avatar} aria-hidden="true" data-testid="avatar-placeholder">
                    {initialOf(testimonial.name)}
                  </span>
                )}
                <span>
                  <span className={styles.name}>{testimonial.name}</span>
                  <span className={styles.role} {...langAttr(untranslated, `testimonials[${index}].role`)}>
                    {testimonial.role}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
