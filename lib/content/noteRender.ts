// A note's body rendered once: its Markdown, formulas, diagrams and highlighted code as the note
// page shows them (./noteMarkdown.ts), kept in the build cache (./buildCache.ts) by the note's
// text, the interface texts the rendering words, the drawn diagrams, the base path and the engine
// (renderers and packages). A rebuild, or `next dev` after an edit, renders again only the notes that changed.
import 'server-only';
import { cachedAsync, hashOf } from './buildCache';
import { engineFingerprint } from './engineFingerprint';
import type { Note, RenderedNote } from '../model/noteSchema';
import { renderNoteMarkdown, type NoteMarkdownTexts } from './noteMarkdown';
import { basePath } from '../paths';
import { resolveSite } from './buildTarget.mjs';
import { drawingsStamp } from './noteDiagramCache';

/** The rendered body of `note`, from the build cache when it was rendered with the same inputs. */
export function renderNote(note: Pick<Note, 'file' | 'body'>, texts: NoteMarkdownTexts): Promise<RenderedNote> {
  const render = () => renderNoteMarkdown(note.body, texts);
  const engine = engineFingerprint();
  if (!engine) return render();
  const where = [basePath];
  const contentDir = resolveSite().content.absolute;
  return cachedAsync(
    {
      kind: 'note',
      slot: hashOf(contentDir, note.file, ...where),
      key: hashOf(engine, note.body, JSON.stringify(texts), drawingsStamp(contentDir), ...where),
    },
    render,
  );
}
