// The texts of the top bar and of the mobile menu it opens, merged by the layout from the interface texts.
import type { InterfaceText } from '@/lib/model/interfaceText';
import type { SearchButtonTexts } from '@/components/search/searchButtonTexts';
import type { ThemeTexts } from './ThemeToggle';

export type NavbarTexts = Omit<InterfaceText['nav'], 'languages'> & { theme: ThemeTexts; opensInNewTab: string; search: SearchButtonTexts };
