import { CONTACT } from './contact-details';
import { privacySections } from './content/legal';
import { LegalDocument } from './legal-document';
import { textLink } from './marketing-ui';

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="This policy explains what Wedding Planner keeps about you, why, who else processes it on our behalf, and how you can see, change or delete it. We have tried to write it in plain language."
      sections={privacySections}
      contact={
        <>
          <h2 className="font-serif text-xl font-semibold text-foreground">Privacy questions and requests</h2>
          <p className="mt-2">
            Email{' '}
            <a className={textLink} href={`mailto:${CONTACT.privacyEmail}`}>
              {CONTACT.privacyEmail}
            </a>{' '}
            or write to us at {CONTACT.address.join(', ')}.
          </p>
        </>
      }
    />
  );
}
