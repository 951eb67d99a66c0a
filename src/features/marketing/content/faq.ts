export interface FaqGroup {
  id: string;
  title: string;
  /** Answers may hold `[label](/path)` links. */
  items: { q: string; a: string }[];
}

export const faq: FaqGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    items: [
      {
        q: 'Can I try Wedding Planner without creating an account?',
        a: 'Yes. On the [sign-in page](/login) choose the demo account (demo@weddingplanner.app, password demo1234). It opens every tool with sample data. The demo keeps its data only in the browser you are using, and anyone who uses the demo on that browser sees the same plan, so please do not put real personal details in it.',
      },
      {
        q: 'How do I create an account?',
        a: 'Go to [Sign Up](/signup) and enter your email address and a password of at least 8 characters. Where it is enabled, you can also continue with Google or Facebook. Depending on how the service is set up, you may be asked to confirm your email address before your first sign-in.',
      },
      {
        q: 'I forgot my password. What do I do?',
        a: 'Use [Reset Password](/forgot-password) and enter the email address you signed up with. We will send you a link to choose a new password. If it does not arrive within a few minutes, check your spam folder.',
      },
      {
        q: 'Do I need to install anything?',
        a: 'No. Wedding Planner runs in any up-to-date browser on a phone, tablet or computer. On most phones you can also add it to your home screen from the browser menu so it opens like an app.',
      },
    ],
  },
  {
    id: 'privacy-data',
    title: 'Privacy and your data',
    items: [
      {
        q: 'Where is my wedding plan stored?',
        a: 'That depends on how Wedding Planner is run. On our hosted service, your plans are stored in our cloud database, protected so that only your account can read or change them, and they follow you to any device you sign in on. In the self-contained local version (used for development and for trying the app offline), everything — your account, your plans and any images — stays in this browser on this device and is never uploaded; clearing the browser’s site data removes it.',
      },
      {
        q: 'Who can see my plans?',
        a: 'Only you, when you are signed in. Our administrators can see basic account details such as your email address and when you joined, so they can run the service and help when you ask, but the database does not let them open your planning data. Read the full [Privacy Policy](/privacy) for details.',
      },
      {
        q: 'Does the AI provider see what I type?',
        a: 'Messages you send to the AI planner, and the descriptions you give the mood board generator, are sent to our AI provider so it can write a reply or create an image. Nothing else in your plan is sent. Please avoid sharing sensitive details, such as health or financial information, in AI conversations.',
      },
      {
        q: 'How do I delete my data or my account?',
        a: 'You can delete any individual item — an expense, a vendor, a song, a mood board — from the tool it lives in, whenever you like. To delete your whole account, open [Account Settings](/settings), open Security, choose Delete my account and type your email address to confirm: your account and everything in it — your plan in every tool, your uploaded files, your invitations (their links stop working) and any vendor application — are deleted at once, and you are signed out. You can sign up again with the same address afterwards and start afresh. This works the same in the local version, where it removes the account from this browser.',
      },
    ],
  },
  {
    id: 'ai-planner',
    title: 'The AI planner',
    items: [
      {
        q: 'Can I rely on what the AI planner tells me?',
        a: 'Use it as a knowledgeable starting point, not the final word. AI can get facts wrong while sounding confident, especially prices, availability, opening dates and local legal requirements. Always confirm anything you act on with the vendor, venue or official source. Our article on [getting useful answers from an AI planner](/blog/using-an-ai-wedding-planner-well) has practical tips.',
      },
      {
        q: 'Why can I only create one mood board image a minute?',
        a: 'Generating an image takes real computing power, so the mood board allows one new image every 60 seconds. If you try sooner, it tells you how many seconds are left. Your existing boards are never affected.',
      },
      {
        q: 'Is my conversation with the planner saved?',
        a: 'Yes. The conversation is kept with your account, so you can pick it up on another visit. You can start a fresh conversation whenever you like.',
      },
    ],
  },
  {
    id: 'planning-tools',
    title: 'Planning tools',
    items: [
      {
        q: 'Which currencies does the budget tracker support?',
        a: 'US dollar (USD), euro (EUR), British pound (GBP), Indian rupee (INR), Australian dollar (AUD), Canadian dollar (CAD), Singapore dollar (SGD) and UAE dirham (AED). For rupees you can type amounts the way they are usually spoken: 30L for 30 lakh or 3Cr for 3 crore.',
      },
      {
        q: 'Can I share the day-of schedule with my vendors and wedding party?',
        a: 'Yes. From the [Wedding Day Schedule](/schedule) you can print the timeline (or save it as a PDF), send it by email, or download a calendar file that adds every moment to their calendar app.',
      },
      {
        q: 'Do our guests need an account to see our invitation?',
        a: 'No. Each invitation has its own link, made of a long random code that cannot be guessed. Anyone you send it to sees the card, your names, the date and the venue, and nothing else from your plan. Delete the invitation and its link stops working. Design yours on [E-Invites](/e-invites).',
      },
      {
        q: 'Will I lose my plan if I close the browser?',
        a: 'No. Everything you add is saved as you go. If a save ever fails — for example, because the connection dropped — the app tells you and keeps what you typed so you can try again.',
      },
    ],
  },
  {
    id: 'vendors',
    title: 'For vendors',
    items: [
      {
        q: 'I’m a wedding vendor. How do I apply to be listed?',
        a: 'Fill in the three-step application on [For Vendors](/vendor/register): your business details, your services, and your location and price range. New applications start as pending while our team reviews them, and you can check the status on your vendor dashboard.',
      },
    ],
  },
  {
    id: 'help',
    title: 'Getting help',
    items: [
      {
        q: 'How do I reach a person?',
        a: 'Send us a message from the [Contact](/contact) page, or email [hello@weddingplanner.app](mailto:hello@weddingplanner.app). We reply Monday to Friday 9:00 AM–6:00 PM and Saturday 10:00 AM–4:00 PM. Our [Support](/support) page explains what our expert planners can help with.',
      },
    ],
  },
];
