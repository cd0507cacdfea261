/** The letter shown in place of a missing avatar: the name's first character, upper-cased. */
export function initialOf(name: string): string {
  const [first = '?'] = Array.from(name.trim());
  return first.toLocaleUpperCase();
}
