// Types of bibtex-parse (the package ships none): entries() gives each entry's fields by their
// upper-case names beside its key and type; parse() gives the items with the text they were read from.
declare module 'bibtex-parse' {
  export type EntryFields = Record<string, string | number | undefined>;
  export interface Entry extends EntryFields {
    key: string;
    type: string;
  }
  export interface Item {
    itemtype: 'entry' | 'comment' | 'string' | 'preamble';
    key?: string;
    raw?: string;
    fields?: Array<{ name: string; value: unknown }>;
  }
  const bibtexParse: {
    entries(source: string): Entry[];
    parse(source: string): Item[];
  };
  export default bibtexParse;
}
