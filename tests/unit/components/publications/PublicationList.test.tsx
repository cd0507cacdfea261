// The publications page draws what the .bib says: a title's italics and superscripts, each
// author's marks, "et al.", the venue's badge, and every link, a file of public/ with spaces in its
// name as well as an http:// page.
import { render, screen, within } from '@testing-library/react';
import { PublicationList } from '@/components/publications/PublicationList';
import { interfaceDefaults as ui } from '@/lib/model/interfaceText';
import type { Publication } from '@/lib/model/publication';

const paper: Publication = {
  key: 'lindqvist2024rivers',
  type: 'article',
  // The plain title is the parts' text: what search, structured data and the résumé show.
  title: 'Rivers that remember R2',
  titleParts: [{ text: 'Rivers that ' }, { text: 'remember', italic: true }, { text: ' R' }, { text: '2', sup: true }],
  authors: [
    { name: 'Ingrid Lindqvist', owner: true, marks: '*' },
    { name: 'Ana de la Fuente', owner: false, marks: '†' },
  ],
  etAl: true,
  year: 2024,
  venue: 'Nature Biotechnology',
  note: 'Oral presentation',
  abbr: 'NBT',
  selected: true,
  pdf: '/assets/pdf/Rivers that remember - Lindqvist.pdf',
  html: 'http://example.org/rivers',
  url: 'https://example.org/rivers/data',
  doi: '10.1000/nbt.2024.1',
  bibtex: '@article{lindqvist2024rivers}',
};

describe('PublicationList', () => {
  it('draws the title in its styles, its words unchanged', () => {
    render(<PublicationList years={[{ year: 2024, publications: [paper] }]} ui={ui} />);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent(paper.title);
    expect(heading.querySelector('i')).toHaveTextContent('remember');
    expect(heading.querySelector('sup')).toHaveTextContent('2');
  });

  it('marks each author as the paper does, the owner among them, and ends "et al."', () => {
    render(<PublicationList years={[{ year: 2024, publications: [paper] }]} ui={ui} />);
    const authors = screen.getByText('Ana de la Fuente', { exact: false }).closest('p')!;
    expect(authors).toHaveTextContent(`${ui.publications.owner} Ingrid Lindqvist*, Ana de la Fuente†, ${ui.publications.etAl}`);
    expect(within(authors).getByText('Ingrid Lindqvist', { exact: false }).closest('strong')).not.toBeNull();
    expect([...authors.querySelectorAll('sup')].map((sup) => sup.textContent)).toEqual(['*', '†']);
  });

  it('shows the venue with its badge, the note, and links the PDF, the page, the url and the DOI', () => {
    render(<PublicationList years={[{ year: 2024, publications: [paper] }]} ui={ui} />);
    expect(screen.getByText('NBT').closest('p')).toHaveTextContent('NBT Nature Biotechnology');
    expect(screen.getByText('Oral presentation').tagName).toBe('P');
    const hrefs = Object.fromEntries(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]));
    expect(hrefs).toEqual({
      [ui.publications.pdf]: '/assets/pdf/Rivers%20that%20remember%20-%20Lindqvist.pdf',
      [ui.publications.html]: 'http://example.org/rivers',
      [ui.publications.link]: 'https://example.org/rivers/data',
      [ui.publications.doi]: 'https://doi.org/10.1000/nbt.2024.1',
    });
  });
});
