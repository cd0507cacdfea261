import type { InterfaceTextOverrides } from '@/lib/model/interfaceText';

// The words of the site's interface: buttons, menus, form labels, empty states. Every one has an
// English default (lib/model/interfaceText.ts lists them by feature); write here only the ones
// you want to change, under the same group and name. A name that is not there fails the build.
// For example, to rename the projects' buttons and the contact form's button:
//
//   projects: { viewDetails: 'Read the story' },
//   contactForm: { submitLabel: 'Send' },
//
// Texts with a number or a name in them are templates: keep the {placeholders} of the default, e.g.
//   notes: { minRead: '{minutes}-minute read' },
// and those that change with a count are pairs: { one: 'One project', other: '{count} projects' }.
export const interfaceText: InterfaceTextOverrides = {
  about: {
    interestsTitle: 'Outside the editor',
    educationTitle: 'Education',
    contactLabel: 'Get In Touch',
    resumeLabel: 'Download Resume',
  },
  contactForm: {
    successMessage: 'Thank you, your message is on its way. I will reply within two working days.',
  },
  experience: {
    rolesTitle: 'Work experience',
    currentLabel: 'Current',
    technologiesLabel: 'Technologies',
    educationTitle: 'Education',
    expectedLabel: 'expected',
    certificationsTitle: 'Certifications',
  },
};
