import { contact, contactPage, integrations, profile, profileDetails, socialLinks, ui } from '@/lib/content';
import { PrivacyNote } from '@/components/addOns/PrivacyNote';
import { presentParts } from '@/components/addOns/presentParts';
import { contactFormTexts } from '@/components/contact/contactFormRules';
import { RESUME_JSON_FILE, routeUrl } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHeader } from '@/components/ui/PageHeader';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactForm } from '@/components/contact/ContactForm';
import section from '@/components/about/Section.module.css';
import styles from './page.module.css';
import { fallbackLangs } from '@/lib/content/language';

export const metadata = pageMetadata({ title: ui.routes.contact, description: contactPage.intro, path: '/contact' });

const formTexts = contactFormTexts(ui.contactForm);

export default function ContactPage() {
  return presentParts(
    <PageHeader title={contactPage.title} intro={contactPage.intro} lang={fallbackLangs('contactPage', ['title', 'intro'])} />,
    <div className={`container ${section.section} ${styles.layout}`}>
      {/* Without an address or an endpoint the form could send nothing: the links beside it remain. */}
      {(contact.formEndpoint || profile.email) && (
        <section className={section.card} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={section.panelTitle}>
            {formTexts.title}
          </h2>
          <ContactForm to={profile.email ?? ''} endpoint={contact.formEndpoint} texts={formTexts} />
        </section>
      )}
      <ContactDetails
        profile={profile}
        details={profileDetails}
        contact={contact}
        socialLinks={socialLinks}
        resumeUrl={routeUrl(`/${profile.resumeFile}`)}
        resumeJsonUrl={routeUrl(RESUME_JSON_FILE)}
        ui={ui}
        lang={{ ...fallbackLangs('contact', ['availability']), ...fallbackLangs('profileDetails', ['location']) }}
      />
    </div>,
    integrations && <PrivacyNote integrations={integrations} texts={ui.addOns} />,
  );
}
