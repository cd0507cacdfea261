// The search words every page carries (the top bar's button, and the dialog's until the index
// brings the rest), picked from the interface texts by the layout. Apart from the button's code,
// so the browser bundle takes none of it.
import type { InterfaceText } from '@/lib/model/interfaceText';

export type SearchButtonTexts = Pick<
  InterfaceText['search'],
  'button' | 'shortcut' | 'title' | 'inputLabel' | 'placeholder' | 'close' | 'loading' | 'failed' | 'openPage'
>;

export function searchButtonTexts(texts: InterfaceText['search']): SearchButtonTexts {
  const { button, shortcut, title, inputLabel, placeholder, close, loading, failed, openPage } = texts;
  return { button, shortcut, title, inputLabel, placeholder, close, loading, failed, openPage };
}
