// The modules of the content model that once lived in the loader's folder (lib/content/) and now
// live in lib/model/, under the same names: the owner's files import their types from here. The
// content migration that rewrites an older site's imports keeps its own copy of this list (a
// migration must keep working after the model changes); a unit test holds the two equal.
export const movedModules: Readonly<Record<string, string>> = {
  '@/lib/content/types': '@/lib/model/types',
  '@/lib/content/pageTypes': '@/lib/model/pageTypes',
  '@/lib/content/homeTypes': '@/lib/model/homeTypes',
  '@/lib/content/interfaceText': '@/lib/model/interfaceText',
  '@/lib/content/schema': '@/lib/model/schema',
  '@/lib/content/themeSchema': '@/lib/model/themeSchema',
  '@/lib/content/noteSchema': '@/lib/model/noteSchema',
  '@/lib/content/navigationDefaults': '@/lib/model/navigationDefaults',
};
