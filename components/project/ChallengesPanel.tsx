import card from './Card.module.css';
import styles from './Panels.module.css';

/** spec: "Challenge #n", each paired with the solution at the same index. */
export function ChallengesPanel({ challenges, solutions }: { challenges: string[]; solutions: string[] }) {
  return (
    <>
      <h2 className={card.sectionTitle}>Challenges &amp; Solutions</h2>
      <ol className={styles.challenges}>
        {challenges.map((challenge, index) => (
          <li key={challenge} className={`${card.card} ${styles.challenge}`}>
            <h3 className={card.cardTitle}>Challenge #{index + 1}</h3>
            <p className={styles.challengeText}>{challenge}</p>
            {solutions[index] && (
              <div className={styles.solution}>
                <h4 className={styles.solutionTitle}>Solution</h4>
                <p className={card.muted}>{solutions[index]}</p>
              </div>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
