import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactError } from '@/lib/backend/types';
import { renderApp } from '../../../tests/render-app';
import { ContactForm } from './contact-form';
import ContactPage from './contact-page';

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  values: { name: string; email: string; subject: string; message: string },
) {
  await user.type(screen.getByLabelText('Your Name'), values.name);
  await user.type(screen.getByLabelText('Email Address'), values.email);
  await user.type(screen.getByLabelText('Subject'), values.subject);
  await user.type(screen.getByLabelText('Message'), values.message);
}

const letter = {
  name: 'Priya Shah',
  email: 'priya@example.com',
  subject: 'Venue question',
  message: 'Can two of us share one account?',
};

describe('ContactPage', () => {
  it('shows the contact details and the office hours', async () => {
    await renderApp(<ContactPage />, { signedIn: false });
    expect(await screen.findByRole('link', { name: 'hello@weddingplanner.app' })).toHaveAttribute(
      'href',
      'mailto:hello@weddingplanner.app',
    );
    const hours = screen.getByRole('heading', { name: 'Office Hours' }).parentElement!;
    expect(hours).toHaveTextContent('Mon-Fri 9:00 AM-6:00 PM');
    expect(hours).toHaveTextContent('Sat 10:00 AM-4:00 PM');
    expect(hours).toHaveTextContent('Sun Closed');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    for (const label of ['Your Name', 'Email Address', 'Subject', 'Message'])
      expect(screen.getByLabelText(label)).toBeRequired();
  });

  it('delivers the trimmed message to the local mailbox and says so', async () => {
    const user = userEvent.setup();
    const { backend } = await renderApp(<ContactPage />, { signedIn: false });
    await fillForm(user, { ...letter, name: `  ${letter.name} ` });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you, Priya Shah! Your message has been sent.',
    );
    const mail = await backend.mailbox!.list();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: 'hello@weddingplanner.app',
      subject: 'Contact form: Venue question',
    });
    expect(mail[0]!.body).toContain('From: Priya Shah <priya@example.com>');
    expect(mail[0]!.body).toContain(letter.message);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Your Name')).toHaveValue('');
  });

  it('keeps everything typed and shows an error when sending fails', async () => {
    const user = userEvent.setup();
    const { backend } = await renderApp(<ContactPage />, { signedIn: false });
    const send = vi.spyOn(backend.contact, 'send').mockRejectedValueOnce(new Error('network down'));
    await fillForm(user, letter);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't send your message.");
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveValue(letter.name);
    expect(screen.getByLabelText('Email Address')).toHaveValue(letter.email);
    expect(screen.getByLabelText('Subject')).toHaveValue(letter.subject);
    expect(screen.getByLabelText('Message')).toHaveValue(letter.message);
    expect(send).toHaveBeenCalledTimes(1);

    // The retry goes through the real adapter and succeeds.
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent.');
    expect(await backend.mailbox!.list()).toHaveLength(1);
  });

  it('refuses empty, whitespace-only and invalid input without sending', async () => {
    const user = userEvent.setup();
    const { backend } = await renderApp(<ContactPage />, { signedIn: false });
    const send = vi.spyOn(backend.contact, 'send');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveFocus();

    await fillForm(user, { ...letter, email: 'not-an-email', message: '   ' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Please enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
    expect(await backend.mailbox!.list()).toHaveLength(0);
  });

  it('refuses an over-long message with a clear message', async () => {
    const user = userEvent.setup();
    const { backend } = await renderApp(<ContactPage />, { signedIn: false });
    const send = vi.spyOn(backend.contact, 'send');
    await fillForm(user, { ...letter, message: 'x' });
    // Pasting is how 5,000+ characters really arrive; typing them one by one would make the test slow.
    await user.click(screen.getByLabelText('Message'));
    await user.paste('y'.repeat(5000));
    expect(screen.getByText('5,001 / 5,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('A message must be 5,000 characters or fewer.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('a bot that fills the hidden honeypot field is told "sent", and nothing is delivered', async () => {
    const user = userEvent.setup();
    const { backend } = await renderApp(<ContactPage />, { signedIn: false });
    await fillForm(user, letter);
    // Hidden from people and from assistive technology: not a labelled control anyone is offered.
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    await user.type(honeypot, 'http://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent.');
    expect(await backend.mailbox!.list()).toHaveLength(0);
  });

  it('shows the server’s reason when it refuses (too many messages), keeping the input', async () => {
    const user = userEvent.setup();
    const { backend } = await renderApp(<ContactPage />, { signedIn: false });
    vi.spyOn(backend.contact, 'send').mockRejectedValueOnce(
      new ContactError(
        'rate_limited',
        'You have sent several messages in a short time. Please try again in an hour.',
      ),
    );
    await fillForm(user, letter);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several messages in a short time. Please try again in an hour.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue(letter.message);
  });

  it('with a Turnstile site key, sends the check’s token and needs a fresh one for the next send', async () => {
    const user = userEvent.setup();
    const widgets: { sitekey: string; callback: (token: string) => void }[] = [];
    window.turnstile = {
      render: (_el, options) => {
        widgets.push(options);
        return `w${widgets.length}`;
      },
      remove: vi.fn(),
    };
    try {
      const { backend } = await renderApp(<ContactForm turnstileSiteKey="0x4AAAA-site" />, {
        signedIn: false,
      });
      const send = vi.spyOn(backend.contact, 'send');
      await fillForm(user, letter);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Please complete the check that you are not a robot',
      );
      expect(send).not.toHaveBeenCalled();

      await waitFor(() => expect(widgets.length).toBeGreaterThan(0));
      expect(widgets.at(-1)!.sitekey).toBe('0x4AAAA-site');
      act(() => widgets.at(-1)!.callback('token-1'));
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      await screen.findByText('Message sent');
      expect(send).toHaveBeenCalledWith(expect.objectContaining({ ...letter, captchaToken: 'token-1' }));
    } finally {
      delete window.turnstile;
    }
  });
});
