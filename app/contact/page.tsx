import { contact, contactPage, profile, profileDetails, socialLinks, ui } from '@/lib/content';
import { resolveContactEndpoint } from '@/components/contact/contactEndpoint';
import { contactFormTexts } from '@/components/contact/contactForm';
import { readEnv } from '@/lib/content/env';
import { asset, RESUME_JSON_FILE } from '@/lib/paths';
import { pageMetadata } from '@/lib/site/metadata';
import { PageHeader } from '@/components/ui/PageHeader';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactForm } from '@/components/contact/ContactForm';
import section from '@/components/about/Section.module.css';
import styles from './page.module.css';

export const metadata = pageMetadata({ title: ui.routes.contact, description: contactPage.intro, path: '/contact' });

// The owner's endpoint from content, else the build's NEXT_PUBLIC_CONTACT_ENDPOINT; empty: mailto.
const endpoint = resolveContactEndpoint(contact.formEndpoint, readEnv().NEXT_PUBLIC_CONTACT_ENDPOINT);
const formTexts = contactFormTexts(ui.contactForm);

export default function ContactPage() {
  return (
    <>
      <PageHeader title={contactPage.title} intro={contactPage.intro} />
      <div className={`container ${section.section} ${styles.layout}`}>
        {/* Without an address or an endpoint the form could send nothing: the links beside it remain. */}
        {(endpoint || profile.email) && (
          <section className={section.card} aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className={section.panelTitle}>
              {formTexts.title}
            </h2>
            <ContactForm to={profile.email ?? ''} endpoint={endpoint} texts={formTexts} />
          </section>
        )}
        <ContactDetails
          profile={profile}
          details={profileDetails}
          contact={contact}
          socialLinks={socialLinks}
          resumeUrl={asset(`/${profile.resumeFile}`)}
          resumeJsonUrl={asset(RESUME_JSON_FILE)}
          ui={ui}
        />
      </div>
    </>
  );
}
