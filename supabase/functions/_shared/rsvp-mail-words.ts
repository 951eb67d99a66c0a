/**
 * The standard words of the e-mail a household is sent with its RSVP link (the `send-email` function), in the
 * household's language (issue 33 item 5): its subject, greeting and the sentences around the couple's message. The
 * couple's own message is theirs and goes in unchanged. No npm imports, so vitest uses it as it is.
 */
export type MailLanguage = 'en' | 'hi' | 'es';

export const isMailLanguage = (value: unknown): value is MailLanguage =>
  value === 'en' || value === 'hi' || value === 'es';

export interface RsvpMailWords {
  /** A fixed subject: the couple's own words go only into the body. */
  subject: string;
  /** The standard lead, which the couple's own message replaces. */
  standard: string;
  dear: (name: string) => string;
  invitation: string;
  rsvpLink: string;
  changeLater: string;
  seeInvitation: string;
  openRsvp: string;
  paste: string;
}

const WORDS: Record<
  MailLanguage,
  Omit<RsvpMailWords, 'subject' | 'standard'> & {
    subject: { invite: string; reminder: string };
    invite: (couple: string) => string;
    reminder: (couple: string) => string;
  }
> = {
  en: {
    subject: { invite: "You're invited: please RSVP", reminder: 'A reminder to RSVP' },
    invite: (couple) =>
      `${couple || 'The couple'} would love to celebrate with you! Please let them know who in your household can come.`,
    reminder: (couple) =>
      `This is a gentle reminder to let ${couple || 'the couple'} know whether you can come.`,
    dear: (name) => `Dear ${name},`,
    invitation: 'Our invitation:',
    rsvpLink: 'Your personal RSVP link:',
    changeLater: 'You can change your answers with the same link later.',
    seeInvitation: 'See our invitation',
    openRsvp: 'Open your RSVP',
    paste: 'Or paste this address into your browser:',
  },
  hi: {
    subject: { invite: 'आप सादर आमंत्रित हैं: कृपया RSVP करें', reminder: 'RSVP करने का एक विनम्र स्मरण' },
    invite: (couple) =>
      `${couple || 'वर-वधू'} आपके साथ यह ख़ुशी मनाना चाहते हैं! कृपया उन्हें बताएँ कि आपके परिवार से कौन-कौन आ सकेगा।`,
    reminder: (couple) => `यह एक विनम्र स्मरण है: कृपया ${couple || 'वर-वधू'} को बताएँ कि क्या आप आ सकेंगे।`,
    dear: (name) => `प्रिय ${name},`,
    invitation: 'हमारा निमंत्रण:',
    rsvpLink: 'आपका अपना RSVP लिंक:',
    changeLater: 'आप बाद में इसी लिंक से अपने उत्तर बदल सकते हैं।',
    seeInvitation: 'हमारा निमंत्रण देखें',
    openRsvp: 'अपना RSVP खोलें',
    paste: 'या यह पता अपने ब्राउज़र में चिपकाएँ:',
  },
  es: {
    subject: {
      invite: 'Están invitados: confirmen su asistencia',
      reminder: 'Un recordatorio para confirmar su asistencia',
    },
    invite: (couple) =>
      `¡${couple || 'Los novios'} quieren celebrar con ustedes! Cuéntenles quiénes de su familia pueden venir.`,
    reminder: (couple) =>
      `Este es un amable recordatorio para que les digan a ${couple || 'los novios'} si pueden venir.`,
    dear: (name) => `Queridos ${name}:`,
    invitation: 'Nuestra invitación:',
    rsvpLink: 'Su enlace personal de confirmación:',
    changeLater: 'Pueden cambiar sus respuestas más tarde con el mismo enlace.',
    seeInvitation: 'Ver nuestra invitación',
    openRsvp: 'Abrir su confirmación',
    paste: 'O peguen esta dirección en su navegador:',
  },
};

/** The words of an invitation (or a reminder) to RSVP from `couple` ("Priya & Arjun", or '' for none given). */
export function rsvpMailWords(language: MailLanguage, couple: string, reminder: boolean): RsvpMailWords {
  const { subject, invite, reminder: remind, ...rest } = WORDS[language];
  return {
    ...rest,
    subject: reminder ? subject.reminder : subject.invite,
    standard: reminder ? remind(couple) : invite(couple),
  };
}
