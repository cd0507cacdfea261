import type { PageIntro } from '@/lib/model/pageTypes';

// Headings and introductions of the pages whose full content the owner writes.

export const aboutPage: PageIntro = {
  title: 'About Me',
  intro:
    'A machine-learning engineering student who likes systems that hold up in production: clean data pipelines, measured models and software that other people can run.',
};

export const experiencePage: PageIntro = {
  title: 'Experience',
  intro:
    'Internships, research and teaching that shaped how I build software and machine-learning systems.',
};

export const contactPage: PageIntro = {
  title: 'Get In Touch',
  intro:
    'Looking for an intern or junior engineer for data, machine learning or back-end work? Send me a message and I will reply within two working days.',
};

export const projectsPage: PageIntro = {
  title: 'Projects',
  intro: 'Things I have designed, built and shipped: machine learning, web apps, data and systems work.',
};
