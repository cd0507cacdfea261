import type { ReactNode } from 'react';
import type { InterfaceText } from '@/lib/model/interfaceText';
import { arxivUrl, doiUrl, linkPath, publicationAnchor, type Publication, type TitlePart } from '@/lib/model/publication';
import { copyTexts } from '@/components/projectPage/CodeHighlights';
import { CopyButton } from '@/components/projectPage/CopyButton';
import { COPY_ICONS } from '@/components/projectPage/drawnIcons';
import { asset } from '@/lib/paths';
import { formatText } from '@/lib/format/text';
import codeStyles from '@/components/projectPage/CodeHighlights.module.css';
import styles from './Publications.module.css';

interface PublicationListProps {
  years: ReadonlyArray<{ year: number; publications: readonly Publication[] }>;
  ui: Pick<InterfaceText, 'publications' | 'code'>;
}

/** A publication's links: the PDF, its page, the code, the DOI and arXiv, each when the entry gives it. */
function links(publication: Publication, texts: InterfaceText['publications']) {
  const href = (link: string) => (link.startsWith('/') ? asset(linkPath(link)) : link);
  return [
    publication.pdf && { label: texts.pdf, href: href(publication.pdf) },
    publication.html && { label: texts.html, href: href(publication.html) },
    publication.url && { label: texts.link, href: publication.url },
    publication.code && { label: texts.code, href: publication.code },
    publication.doi && { label: texts.doi, href: doiUrl(publication.doi) },
    publication.arxiv && { label: texts.arxiv, href: arxivUrl(publication.arxiv) },
  ].filter((link): link is { label: string; href: string } => Boolean(link));
}

/** A part of a title in its style, as LaTeX wrote it (\\textit, \\textbf, \\textsc, super- and subscripts). */
function StyledPart({ part }: { part: TitlePart }) {
  let node: ReactNode = part.text;
  if (part.smallCaps) node = <span className={styles.smallCaps}>{node}</span>;
  if (part.sub) node = <sub>{node}</sub>;
  if (part.sup) node = <sup>{node}</sup>;
  if (part.bold) node = <b>{node}</b>;
  if (part.italic) node = <i>{node}</i>;
  return node;
}

/**
 * The publications, newest first in groups by year (server component). The abstract and the
 * BibTeX are <details>: they open without JavaScript; only the copy button runs in the browser.
 */
export function PublicationList({ years, ui }: PublicationListProps) {
  const texts = ui.publications;
  return (
    <div className={`container ${styles.body}`}>
      {years.map(({ year, publications }) => (
        <section key={year} aria-labelledby={`year-${year}`} className={styles.year}>
          <h2 id={`year-${year}`} className={styles.yearHeading}>
            {year}
          </h2>
          <ol className={styles.list}>
            {publications.map((publication) => (
              <li key={publication.key} id={publicationAnchor(publication.key)} className={styles.item}>
                <h3 className={styles.title}>
                  {publication.titleParts ? publication.titleParts.map((part, index) => <StyledPart key={index} part={part} />) : publication.title}
                </h3>
                <p className={styles.authors}>
                  {publication.authors.map((author, index) => (
                    <span key={index}>
                      {index > 0 && ', '}
                      {author.owner ? (
                        <strong className={styles.owner}>
                          <span className="visually-hidden">{texts.owner} </span>
                          {author.name}
                          {author.marks && <sup className={styles.marks}>{author.marks}</sup>}
                        </strong>
                      ) : (
                        <>
                          {author.name}
                          {author.marks && <sup className={styles.marks}>{author.marks}</sup>}
                        </>
                      )}
                    </span>
                  ))}
                  {publication.etAl && `, ${texts.etAl}`}
                </p>
                {(publication.venue || publication.abbr) && (
                  <p className={styles.venue}>
                    {publication.abbr && <span className={styles.abbr}>{publication.abbr}</span>}
                    {publication.abbr && publication.venue && ' '}
                    {publication.venue}
                  </p>
                )}
                {publication.note && <p className={styles.note}>{publication.note}</p>}
                {links(publication, texts).length > 0 && (
                  <ul className={styles.links}>
                    {links(publication, texts).map((link) => (
                      <li key={link.label}>
                        <a href={link.href}>{link.label}</a>
                      </li>
                    ))}
                  </ul>
                )}
                {publication.abstract && (
                  <details className={styles.details}>
                    <summary>{texts.abstract}</summary>
                    <p>{publication.abstract}</p>
                  </details>
                )}
                <details className={styles.details}>
                  <summary>{texts.bibtex}</summary>
                  <div className={codeStyles.snippet}>
                    <span className={codeStyles.header}>
                      <span className={codeStyles.language}>{publication.type}</span>
                    </span>
                    <CopyButton
                      code={publication.bibtex}
                      label={formatText(ui.code.copyLabel, { title: formatText(texts.bibtexTitle, { key: publication.key }) })}
                      texts={copyTexts(ui.code)}
                      icons={COPY_ICONS}
                    />
                    <div className={codeStyles.code}>
                      <pre>
                        <code>{publication.bibtex}</code>
                      </pre>
                    </div>
                  </div>
                </details>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
