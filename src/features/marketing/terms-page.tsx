import { CONTACT } from './contact-details';
import { termsSections } from './content/legal';
import { LegalDocument } from './legal-document';
import { textLink } from './marketing-ui';

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro="These terms set out what you can expect from Wedding Planner and what we ask of you in return. Please read them before using the service."
      sections={termsSections}
      numbered
      contact={
        <>
          <h2 className="font-serif text-xl font-semibold text-foreground">Questions about these terms</h2>
          <p className="mt-2">
            Email{' '}
            <a className={textLink} href={`mailto:${CONTACT.legalEmail}`}>
              {CONTACT.legalEmail}
            </a>{' '}
            or write to us at {CONTACT.address.join(', ')}.
          </p>
        </>
      }
    />
  );
}
