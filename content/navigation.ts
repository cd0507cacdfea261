// The links of the top bar, the footer and the profile icons. Without any export here the site
// shows its five pages (Home, About, Experience, Projects, Contact) in the top bar, Projects, About
// and Contact in the footer, and GitHub and LinkedIn from content/profile.ts; their labels are the
// page names of lib/model/interfaceText.ts ("routes"), which content/interface.ts can change.
// To list your own, export any of navItems, footerLinks and socialLinks, e.g. to add your notes to
// the top bar (the footer links them by itself):
//
//   import type { NavItem } from '@/lib/model/types';
//
//   export const navItems: NavItem[] = [
//     { id: '/', label: 'Home', icon: 'home' },
//     { id: '/about', label: 'About', icon: 'user' },
//     { id: '/experience', label: 'Experience', icon: 'briefcase' },
//     { id: '/projects', label: 'Projects', icon: 'folder' },
//     { id: '/notes', label: 'Notes', icon: 'notebook' },
//     { id: '/contact', label: 'Contact', icon: 'mail' },
//   ];
//
// Icons: home, user, briefcase, folder, mail, notebook (social links: github, linkedin, mail).
export {};
