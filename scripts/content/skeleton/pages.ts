import type { PageIntro } from '@/lib/model/pageTypes';

// Headings and introductions of the pages whose full content the other files hold.

export const aboutPage: PageIntro = {
  title: 'About Me',
  intro: 'A sentence that introduces you.',
};

export const experiencePage: PageIntro = {
  title: 'Experience',
  intro: 'Where you have worked and studied.',
};

export const contactPage: PageIntro = {
  title: 'Get In Touch',
  intro: 'What people can write to you about, and how soon you reply.',
};

export const projectsPage: PageIntro = {
  title: 'Projects',
  intro: 'Things you have designed, built and shipped.',
};
