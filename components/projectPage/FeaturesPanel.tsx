import { ContentIcon } from '@/components/ui/ContentIcon';
import type { Feature } from '@/lib/model/types';
import card from './Card.module.css';
import styles from './Panels.module.css';
import { langAttr, type UntranslatedTexts } from '@/lib/model/translation';

/** A card per feature with icon, title and description. */
export function FeaturesPanel({ features, heading, untranslated }: { features: Feature[]; heading: string; untranslated?: UntranslatedTexts }) {
  return (
    <>
      <h2 className={card.sectionTitle}>{heading}</h2>
      <ul className={styles.featureGrid}>
        {features.map((feature, index) => (
          <li key={feature.title} className={`${card.card} ${styles.feature}`}>
            <span className={card.iconBox}>
              <ContentIcon name={feature.icon} size={22} />
            </span>
            <h3 className={card.cardTitle} {...langAttr(untranslated, `features[${index}].title`)}>
              {feature.title}
            </h3>
            <p className={card.muted} {...langAttr(untranslated, `features[${index}].description`)}>
              {feature.description}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
