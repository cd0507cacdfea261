import Link from 'next/link';
import type { Project } from '@/lib/types';
import { asset } from '@/lib/paths';
import styles from './ProjectCard.module.css';

export function ProjectCard({ project }: { project: Project }) {
  return (
    <article className={styles.card}>
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: images are pre-sized files */}
      <img
        className={styles.thumb}
        src={asset(project.thumbnail)}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link href={`/projects/${project.id}`}>{project.title}</Link>
        </h2>
        <p className={styles.description}>{project.description}</p>
      </div>
    </article>
  );
}
