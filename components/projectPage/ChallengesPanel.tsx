import type { InterfaceText } from '@/lib/model/interfaceText';
import card from './Card.module.css';
import styles from './Panels.module.css';
import { formatText } from '@/lib/format/text';
import { langAttr, type UntranslatedTexts } from '@/lib/model/translation';

interface ChallengesPanelProps {
  challenges: string[];
  solutions: string[];
  texts: Pick<InterfaceText['project'], 'challengesHeading' | 'challenge' | 'solution'>;
  /** The project's texts shown in the default language (a partial translation). */
  untranslated?: UntranslatedTexts;
}

/** "Challenge #n", each paired with the solution at the same index. */
export function ChallengesPanel({ challenges, solutions, texts, untranslated }: ChallengesPanelProps) {
  return (
    <>
      <h2 className={card.sectionTitle}>{texts.challengesHeading}</h2>
      <ol className={styles.challenges}>
        {challenges.map((challenge, index) => (
          <li key={challenge} className={`${card.card} ${styles.challenge}`}>
            <h3 className={card.cardTitle}>{formatText(texts.challenge, { number: index + 1 })}</h3>
            <p className={styles.challengeText} {...langAttr(untranslated, `challenges[${index}]`)}>
              {challenge}
            </p>
            {solutions[index] && (
              <div className={styles.solution}>
                <h4 className={styles.solutionTitle}>{texts.solution}</h4>
                <p className={card.muted} {...langAttr(untranslated, `solutions[${index}]`)}>
                  {solutions[index]}
                </p>
              </div>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
