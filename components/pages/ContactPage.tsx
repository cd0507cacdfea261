// The contact page of a language.
import type { Metadata } from 'next';
import { PrivacyNote } from '@/components/addOns/PrivacyNote';
import { presentParts } from '@/components/addOns/presentParts';
import { contactFormTexts } from '@/components/contact/contactFormRules';
import { RESUME_JSON_FILE, routeUrl } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHeader } from '@/components/ui/PageHeader';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactForm } from '@/components/contact/ContactForm';
import { CircleAlert, Send } from '@/components/ui/serverIcons';
import section from '@/components/about/Section.module.css';
import styles from './ContactPage.module.css';
import { fallbackLangs } from '@/lib/content/language';
import { routeContent } from '@/lib/content/languageRoutes';
import { localeOfBuild } from '@/lib/format/locale';

export function contactMetadata(lang: string): Metadata {
  const c = routeContent(lang);
  return c ? pageMetadata(c, { title: c.ui.routes.contact, description: c.contactPage.intro, path: '/contact' }) : {};
}

export function ContactPage({ lang }: { lang: string }) {
  const c = routeContent(lang);
  if (!c) return null;
  const { contact, contactPage, integrations, profile, profileDetails, socialLinks, ui } = c;
  const locale = localeOfBuild(c);
  const formTexts = contactFormTexts(ui.contactForm, locale);
  return presentParts(
    <PageHeader title={contactPage.title} intro={contactPage.intro} lang={fallbackLangs(c, 'contactPage', ['title', 'intro'])} />,
    <div className={`container ${section.section} ${styles.layout}`}>
      {/* Without an address or an endpoint the form could send nothing: the links beside it remain. */}
      {(contact.formEndpoint || profile.email) && (
        <section className={section.card} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={section.panelTitle}>
            {formTexts.title}
          </h2>
          <ContactForm
            to={profile.email ?? ''}
            endpoint={contact.formEndpoint}
            texts={formTexts}
            locale={locale}
            icons={{ send: <Send size={18} aria-hidden="true" />, error: <CircleAlert size={16} aria-hidden="true" /> }}
          />
        </section>
      )}
      <ContactDetails
        profile={profile}
        details={profileDetails}
        contact={contact}
        socialLinks={socialLinks}
        resumeUrl={routeUrl(c.language.prefix, `/${profile.resumeFile}`)}
        resumeJsonUrl={routeUrl(c.language.prefix, RESUME_JSON_FILE)}
        ui={ui}
        lang={{ ...fallbackLangs(c, 'contact', ['availability']), ...fallbackLangs(c, 'profileDetails', ['location']) }}
      />
    </div>,
    integrations && <PrivacyNote integrations={integrations} texts={ui.addOns} />,
  );
}
