import {
  emailsOf,
  invitationText,
  invitationSubject,
  inviteUrl,
  languageFor,
  mailtoUrl,
  reminderText,
  rsvpUrl,
  whatsappUrl,
} from './sending';

describe('sending a household its link', () => {
  const url = rsvpUrl('Qw3rty_-Asdfgh12345678', 'https://site.example');

  it('builds the personal link and the message', () => {
    expect(url).toBe('https://site.example/rsvp/Qw3rty_-Asdfgh12345678');
    expect(invitationText({ name: 'The Sharmas' }, 'Priya & Arjun', url)).toBe(
      `Dear The Sharmas, Priya & Arjun would love to celebrate with you! Please let us know if you can come: ${url}`,
    );
    expect(invitationText({ name: 'The Sharmas' }, '', url, 'https://site.example/i/abc')).toBe(
      `Dear The Sharmas, We would love to celebrate with you! Our invitation: https://site.example/i/abc Please let us know if you can come: ${url}`,
    );
    expect(inviteUrl('Zx3rty_-Asdfgh12345678', 'https://site.example')).toBe(
      'https://site.example/i/Zx3rty_-Asdfgh12345678',
    );
    expect(reminderText({ name: 'The Sharmas' }, '', url)).toBe(
      `Dear The Sharmas, a gentle reminder to RSVP for our wedding when you can: ${url}`,
    );
    expect(
      reminderText({ name: 'The Sharmas' }, 'Priya & Arjun', url, null, '  Only two weeks to go!\n'),
    ).toBe(`Dear The Sharmas, Only two weeks to go!\n\nRSVP here: ${url} — Priya & Arjun`);
  });

  it('opens WhatsApp with the message, to the number when there is one', () => {
    expect(whatsappUrl('+91 98765-43210', 'Hi & bye')).toBe('https://wa.me/919876543210?text=Hi%20%26%20bye');
    expect(whatsappUrl(undefined, 'Hi')).toBe('https://wa.me/?text=Hi');
  });

  it('writes to every address once, with the subject and body filled in', () => {
    expect(emailsOf({ email: 'a@x.com' }, [{ email: 'A@x.com' }, { email: 'b@x.com' }, {}])).toEqual([
      'a@x.com',
      'b@x.com',
    ]);
    expect(mailtoUrl(['a@x.com', 'b@x.com'], 'RSVP', 'Hello there & more')).toBe(
      'mailto:a@x.com,b@x.com?subject=RSVP&body=Hello%20there%20%26%20more',
    );
  });
});

describe('sending in the household’s language', () => {
  const url = 'https://example.com/rsvp/t';

  it('writes to a household in its own language, else the site’s', () => {
    expect(languageFor({ language: 'hi' }, 'es')).toBe('hi');
    expect(languageFor({}, 'es')).toBe('es');
  });

  it('words the invitation, its subject and the reminder in Hindi and Spanish, each with the link', () => {
    const household = { name: 'The Sharmas' };
    expect(invitationText(household, 'Priya & Arjun', url, null, 'hi')).toBe(
      `प्रिय The Sharmas, Priya & Arjun आपके साथ यह ख़ुशी मनाना चाहते हैं! कृपया बताएँ कि क्या आप पधार सकेंगे: ${url}`,
    );
    expect(invitationText(household, '', url, 'https://example.com/i/x', 'es')).toBe(
      `Queridos The Sharmas: ¡Queremos celebrar con ustedes! Nuestra invitación: https://example.com/i/x Cuéntennos si pueden venir: ${url}`,
    );
    expect(invitationSubject('Priya & Arjun', 'es')).toBe(
      'Están invitados: confirmen su asistencia a la boda de Priya & Arjun',
    );
    expect(reminderText(household, 'Priya & Arjun', url, null, '', 'hi')).toBe(
      `प्रिय The Sharmas, हमारे विवाह के लिए RSVP करने का एक विनम्र स्मरण, जब भी सुविधा हो: ${url} — Priya & Arjun`,
    );
    expect(reminderText(household, '', url, null, '¡Los esperamos!', 'es')).toBe(
      `Queridos The Sharmas: ¡Los esperamos!\n\nConfirmen aquí: ${url}`,
    );
  });
});
